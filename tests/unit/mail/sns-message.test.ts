import { beforeAll, describe, expect, it } from 'vitest';
import { readSesEvent } from '../../../commerce/mail/ses-events.ts';
import { readSesEventsTopic } from '../../../commerce/mail/ses-events-settings.ts';
import { snsVerifier } from '../../../commerce/mail/sns-message.ts';
import {
  CERT_URL,
  makeSigningKey,
  notification,
  sesBounce,
  sesComplaint,
  sesDelivery,
  signSns,
  type SnsSigningKey,
  subscriptionConfirmation,
  TOPIC_ARN,
} from '../../fixtures/sns-signing.ts';

let key: SnsSigningKey;
let stranger: SnsSigningKey;
beforeAll(() => {
  key = makeSigningKey();
  stranger = makeSigningKey();
});

/** A verifier whose certificate fetcher serves SNS's (test) certificate and counts what it was asked. */
function verifierFor(serve: (url: string) => string = () => key.certificatePem) {
  const fetched: string[] = [];
  const clock = { now: new Date('2026-11-18T10:00:00Z') };
  const verify = snsVerifier({
    topicArn: TOPIC_ARN,
    fetchCertificate: async (url) => {
      fetched.push(url);
      return serve(url);
    },
    now: () => clock.now,
  });
  return { verify, fetched, clock };
}

const body = (fields: Record<string, string>) => JSON.stringify(fields);
const bounce = sesBounce({ keyHeader: 'order-confirmation.abc', sesMessageId: 'ses-1' });

describe('verifying an SNS message', () => {
  it.each(['1', '2'] as const)('takes a notification signed with SignatureVersion %s by the certificate at SNS', async (version) => {
    const { verify, fetched } = verifierFor();
    const result = await verify(body(signSns(key, notification(bounce, { Subject: 'Amazon SES Email Event Notification' }), version)));
    expect(result).toMatchObject({ ok: true, message: { Type: 'Notification', Message: bounce } });
    expect(fetched).toEqual([CERT_URL]);
  });

  it('takes a signed subscription confirmation (its own field list: SubscribeURL and Token)', async () => {
    const { verify } = verifierFor();
    expect(await verify(body(signSns(key, subscriptionConfirmation())))).toMatchObject({ ok: true });
  });

  it('refuses a message whose signed fields were changed after signing', async () => {
    const { verify } = verifierFor();
    const signed = signSns(key, notification(bounce));
    const tampered = { ...signed, Message: bounce.replace('Permanent', 'Transient') };
    expect(await verify(body(tampered))).toEqual({ ok: false, reason: 'The signature does not match.' });
    const moved = signSns(key, subscriptionConfirmation());
    expect(await verify(body({ ...moved, SubscribeURL: 'https://sns.eu-west-2.amazonaws.com/?Action=Other' }))).toMatchObject({
      ok: false,
    });
  });

  it('refuses a message signed by a key other than the certificate’s', async () => {
    const { verify } = verifierFor();
    expect(await verify(body(signSns(stranger, notification(bounce))))).toEqual({ ok: false, reason: 'The signature does not match.' });
  });

  it('refuses another topic before fetching anything', async () => {
    const { verify, fetched } = verifierFor();
    const other = signSns(key, notification(bounce, { TopicArn: 'arn:aws:sns:eu-west-2:123456789012:someone-else' }));
    expect(await verify(body(other))).toEqual({ ok: false, reason: 'The message is from another topic.' });
    expect(fetched).toEqual([]);
  });

  it.each([
    ['a foreign host', 'https://attacker.example/SimpleNotificationService-1.pem'],
    ['a host that only starts like SNS', 'https://sns.eu-west-2.amazonaws.com.attacker.example/SimpleNotificationService-1.pem'],
    ['plain http', 'http://sns.eu-west-2.amazonaws.com/SimpleNotificationService-1.pem'],
    ['another region than the topic', 'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-1.pem'],
    ['a login in the URL', 'https://user@sns.eu-west-2.amazonaws.com/SimpleNotificationService-1.pem'],
    ['a port', 'https://sns.eu-west-2.amazonaws.com:8443/SimpleNotificationService-1.pem'],
    ['another path on SNS', 'https://sns.eu-west-2.amazonaws.com/?Action=Subscribe'],
  ])('refuses a signing certificate on %s, and never fetches it', async (_name, url) => {
    const { verify, fetched } = verifierFor();
    const signed = { ...signSns(key, notification(bounce)), SigningCertURL: url };
    expect(await verify(body(signed))).toEqual({ ok: false, reason: "The signing certificate is not at SNS's own host." });
    expect(fetched).toEqual([]);
  });

  it('refuses an unknown message type, an unknown signature version, and what is not JSON', async () => {
    const { verify, fetched } = verifierFor();
    expect(await verify(body(signSns(key, notification(bounce, { Type: 'SomethingNew' }))))).toMatchObject({ ok: false });
    expect(await verify(body({ ...signSns(key, notification(bounce)), SignatureVersion: '3' }))).toMatchObject({ ok: false });
    const unsigned: Record<string, string> = signSns(key, notification(bounce));
    delete unsigned.Signature;
    expect(await verify(body(unsigned))).toMatchObject({ ok: false });
    expect(await verify('not json')).toEqual({ ok: false, reason: 'The body is not JSON.' });
    expect(fetched).toEqual([]);
  });

  it('fetches a certificate once and keeps it; a failed fetch is tried again on the next delivery', async () => {
    let down = true;
    const { verify, fetched } = verifierFor(() => {
      if (down) throw new Error('connect ETIMEDOUT');
      return key.certificatePem;
    });
    const signed = body(signSns(key, notification(bounce)));
    expect(await verify(signed)).toEqual({ ok: false, reason: 'The signing certificate could not be fetched.', retryable: true });
    down = false;
    expect(await verify(signed)).toMatchObject({ ok: true });
    expect(await verify(signed)).toMatchObject({ ok: true });
    expect(fetched).toEqual([CERT_URL, CERT_URL]);
  });

  it('fetches one certificate URL at most five times an hour (its fetches keep failing), then again after the hour', async () => {
    const { verify, fetched, clock } = verifierFor(() => {
      throw new Error('404 Not Found');
    });
    const signed = body(signSns(key, notification(bounce)));
    for (let n = 0; n < 5; n += 1) expect(await verify(signed)).toMatchObject({ ok: false, retryable: true });
    expect(await verify(signed)).toEqual({
      ok: false,
      reason: 'This signing certificate was fetched too often this hour; deliver again later.',
      retryable: true,
    });
    expect(fetched).toHaveLength(5);
    clock.now = new Date(clock.now.getTime() + 3_600_000);
    await verify(signed);
    expect(fetched).toHaveLength(6);
  });

  it('keeps each URL’s budget its own: forgeries naming many look-alike URLs leave the real URL fetchable', async () => {
    const { verify, fetched } = verifierFor((url) => {
      if (url !== CERT_URL) throw new Error('404 Not Found');
      return key.certificatePem;
    });
    const lookalike = (n: number) => ({
      ...signSns(stranger, notification(bounce)),
      SigningCertURL: `https://sns.eu-west-2.amazonaws.com/SimpleNotificationService-${n.toString(16)}.pem`,
    });
    for (let n = 0; n < 50; n += 1) expect(await verify(body(lookalike(n)))).toMatchObject({ ok: false, retryable: true });
    expect(await verify(body(signSns(key, notification(bounce))))).toMatchObject({ ok: true });
    expect(fetched.filter((url) => url === CERT_URL)).toHaveLength(1);
  });

  it('uses a certificate it already holds without any budget, however many fetches were refused meanwhile', async () => {
    const { verify, fetched } = verifierFor((url) => {
      if (url !== CERT_URL) throw new Error('404 Not Found');
      return key.certificatePem;
    });
    const real = body(signSns(key, notification(bounce)));
    expect(await verify(real)).toMatchObject({ ok: true });
    const other = body({ ...signSns(stranger, notification(bounce)), SigningCertURL: CERT_URL.replace('6aad', '0000') });
    for (let n = 0; n < 6; n += 1) await verify(other);
    for (let n = 0; n < 20; n += 1) expect(await verify(real)).toMatchObject({ ok: true });
    expect(fetched.filter((url) => url === CERT_URL)).toHaveLength(1);
  });

  it.each([
    ['a query', `${CERT_URL}?x=1`],
    ['an empty query', `${CERT_URL}?`],
    ['a fragment', `${CERT_URL}#1`],
    ['the default port written out', CERT_URL.replace('amazonaws.com/', 'amazonaws.com:443/')],
    ['an upper-case host', CERT_URL.replace('sns.eu-west-2', 'SNS.eu-west-2')],
    ['a dot segment', CERT_URL.replace('.com/', '.com/x/../')],
  ])('refuses another spelling of SNS’s certificate URL (%s), and never fetches it', async (_name, url) => {
    const { verify, fetched } = verifierFor();
    const signed = { ...signSns(key, notification(bounce)), SigningCertURL: url };
    expect(await verify(body(signed))).toEqual({ ok: false, reason: "The signing certificate is not at SNS's own host." });
    expect(fetched).toEqual([]);
  });

  it('refuses to start with a topic setting that is not a topic ARN', () => {
    expect(() => snsVerifier({ topicArn: 'hearth-mail-events', fetchCertificate: async () => '', now: () => new Date() })).toThrow(
      /SNS topic ARN/,
    );
  });
});

describe('reading an SES event record', () => {
  const mail = { keyHeader: 'order-confirmation.0f%3A1', sesMessageId: 'ses-7' };

  it('a permanent bounce: undelivered, found by the decoded key header, with the bounce type and diagnostic', () => {
    expect(readSesEvent(sesBounce(mail))).toEqual({
      kind: 'undelivered',
      mail: { idempotencyKey: 'order-confirmation.0f:1' },
      reason: 'Permanent bounce (General): shopper@example.com 5.1.1 smtp; 550 5.1.1 user unknown',
    });
  });

  it('a complaint: undelivered, with its feedback type', () => {
    expect(readSesEvent(sesComplaint(mail))).toMatchObject({ kind: 'undelivered', reason: expect.stringMatching(/^Complaint \(abuse\)/) });
  });

  it('a transient or undetermined bounce and a delivery are only noted', () => {
    expect(readSesEvent(sesBounce(mail, 'Transient'))).toMatchObject({ kind: 'noted', note: expect.stringMatching(/^Transient bounce/) });
    expect(readSesEvent(sesBounce(mail, 'Undetermined'))).toMatchObject({ kind: 'noted' });
    expect(readSesEvent(sesDelivery(mail))).toEqual({
      kind: 'noted',
      mail: { idempotencyKey: 'order-confirmation.0f:1' },
      note: 'Delivery',
    });
  });

  it('without the key header (SES truncated the headers), names the message by the id SES gave it', () => {
    expect(readSesEvent(sesBounce({ sesMessageId: 'ses-7' }))).toMatchObject({ mail: { providerMessageId: 'ses-7' } });
  });

  it('is null for what is not an SES record', () => {
    expect(readSesEvent('hello')).toBeNull();
    expect(readSesEvent(JSON.stringify({ eventType: 'Bounce' }))).toBeNull();
  });
});

describe('MAIL_SES_EVENTS_TOPIC_ARN', () => {
  it('is taken with SES, refused with another transport or when not an ARN, and null when unset', () => {
    expect(readSesEventsTopic({ MAIL_SES_EVENTS_TOPIC_ARN: TOPIC_ARN }, 'ses')).toBe(TOPIC_ARN);
    expect(readSesEventsTopic({ MAIL_SES_EVENTS_TOPIC_ARN: '' }, 'ses')).toBeNull();
    expect(readSesEventsTopic({}, 'smtp')).toBeNull();
    expect(() => readSesEventsTopic({ MAIL_SES_EVENTS_TOPIC_ARN: TOPIC_ARN }, 'smtp')).toThrow(/only with MAIL_TRANSPORT=ses/);
    expect(() => readSesEventsTopic({ MAIL_SES_EVENTS_TOPIC_ARN: 'arn:aws:sqs:eu-west-2:123456789012:q' }, 'ses')).toThrow(
      /must be an SNS topic ARN/,
    );
  });
});
