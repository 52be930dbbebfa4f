import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PermanentMailFailure } from '../../../commerce/mail/mail-port.ts';
import { parseMailSender } from '../../../commerce/mail/mail-settings.ts';
import { MAIL_KEY_HEADER, sesMail } from '../../../commerce/mail/ses-mail.ts';

/*
 * The SES adapter against a small local stand-in that speaks SES v2's documented REST protocol:
 * SendEmail is `POST /v2/email/outbound-emails` with a JSON body, signed with Signature Version 4
 * (service `ses`); it answers `{ "MessageId": … }`, and an error as its HTTP status with the
 * error's name in `x-amzn-ErrorType` and `{ "message": … }`.
 */

const REGION = 'eu-west-2';
const CREDENTIALS = { accessKeyId: 'AKIDHEARTHTEST', secretAccessKey: 'hearth-test-secret-key' };
const from = parseMailSender('Hearth <orders@hearth.example>');

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * Checks a request's SigV4 signature as AWS does, written from the documented algorithm (not the
 * SDK's signer): the canonical request, the string to sign over the credential scope, the key
 * derived from the secret through date, region and service. Returns the problem, or null.
 */
function sigV4Problem(request: Received): string | null {
  const authorization = String(request.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return `not a SigV4 Authorization header: ${authorization}`;
  const [, accessKeyId, date, region, service, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== CREDENTIALS.accessKeyId) return `signed with key ${accessKeyId}`;
  if (region !== REGION || service !== 'ses') return `scope ${region}/${service}, not ${REGION}/ses`;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date!)) return `x-amz-date ${amzDate} is not on ${date}`;
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return `host and x-amz-date are not signed: ${signedHeaders}`;
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const payloadHash = sha256(request.body);
  const claimedHash = request.headers['x-amz-content-sha256'];
  if (claimedHash !== undefined && claimedHash !== payloadHash) return 'x-amz-content-sha256 is not the body’s hash';
  const [path, query = ''] = request.path.split('?');
  const canonicalRequest = [request.method, path, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${CREDENTIALS.secretAccessKey}`, date!), region!), service!), 'aws4_request');
  return hmac(key, stringToSign).toString('hex') === signature ? null : 'the signature does not match the request';
}

describe('the SES v2 adapter, against a local SES stand-in', () => {
  let server: Server;
  let endpoint: string;
  const received: Received[] = [];
  let answer: { status: number; headers?: Record<string, string>; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
  });

  // One attempt: the SDK's own retries of throttling and 5xx are its business, not this test's.
  const ses = () => sesMail({ from, client: new SESv2Client({ region: REGION, endpoint, credentials: CREDENTIALS, maxAttempts: 1 }) });

  it('sends SendEmail, signed, with both parts, the sender from settings and the key in its header', async () => {
    answer = { status: 200, body: { MessageId: '0102018c-hearth-test-message' } };
    const sent = await ses().send({
      to: 'ada@example.co.uk',
      subject: 'Your Hearth order HE-1042',
      text: 'Thank you for your order.',
      html: '<h1>Thank you for your order</h1>',
      idempotencyKey: 'order-confirmation:7f3c',
      replyTo: 'help@hearth.example',
    });
    expect(sent).toEqual({ messageId: '0102018c-hearth-test-message' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/email/outbound-emails' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(sigV4Problem(request!)).toBeNull();
    expect(JSON.parse(request!.body)).toEqual({
      FromEmailAddress: 'Hearth <orders@hearth.example>',
      Destination: { ToAddresses: ['ada@example.co.uk'] },
      ReplyToAddresses: ['help@hearth.example'],
      Content: {
        Simple: {
          Subject: { Data: 'Your Hearth order HE-1042', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Thank you for your order.', Charset: 'UTF-8' },
            Html: { Data: '<h1>Thank you for your order</h1>', Charset: 'UTF-8' },
          },
          Headers: [{ Name: MAIL_KEY_HEADER, Value: 'order-confirmation%3A7f3c' }],
        },
      },
    });
  });

  it('catches a request whose body was changed after signing (the stand-in’s check is real)', async () => {
    answer = { status: 200, body: { MessageId: 'm-1' } };
    await ses().send({ to: 'ada@example.co.uk', subject: 'Code', text: '123456' });
    const request = received[0]!;
    expect(sigV4Problem(request)).toBeNull();
    expect(sigV4Problem({ ...request, body: request.body.replace('123456', '654321') })).not.toBeNull();
    // Plain text only: no Html part and no key header.
    expect(JSON.parse(request.body).Content.Simple).toEqual({
      Subject: { Data: 'Code', Charset: 'UTF-8' },
      Body: { Text: { Data: '123456', Charset: 'UTF-8' } },
    });
  });

  it('turns MessageRejected and BadRequestException into PermanentMailFailure', async () => {
    for (const [status, type] of [
      [400, 'MessageRejected'],
      [400, 'BadRequestException'],
    ] as const) {
      answer = { status, headers: { 'x-amzn-ErrorType': type }, body: { message: 'Email address is not verified.' } };
      const failure = await ses()
        .send({ to: 'nobody@example.co.uk', subject: 'Order', text: 'Placed.' })
        .then(
          () => null,
          (error: Error) => error,
        );
      expect(failure).toBeInstanceOf(PermanentMailFailure);
      expect(failure?.message).toBe('SES refused the message: Email address is not verified.');
    }
  });

  it('leaves throttling and an outage ordinary errors, to be retried', async () => {
    for (const [status, type] of [
      [429, 'TooManyRequestsException'],
      [503, 'InternalFailure'],
    ] as const) {
      answer = { status, headers: { 'x-amzn-ErrorType': type }, body: { message: 'Try again later.' } };
      const failure = await ses()
        .send({ to: 'ada@example.co.uk', subject: 'Order', text: 'Placed.' })
        .then(
          () => null,
          (error: Error) => error,
        );
      expect(failure?.name).toBe(type);
      expect(failure).not.toBeInstanceOf(PermanentMailFailure);
    }
  });
});
