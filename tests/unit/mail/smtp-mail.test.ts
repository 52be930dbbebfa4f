import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../dev/mailbox/local-smtp-server.ts';
import { PermanentMailFailure } from '../../../commerce/mail/mail-port.ts';
import { parseMailSender } from '../../../commerce/mail/mail-settings.ts';
import { smtpMail } from '../../../commerce/mail/smtp-mail.ts';

const T0 = new Date('2026-11-23T09:00:00Z');
const from = parseMailSender('Hearth <orders@hearth.test>');

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** An SMTP server that answers every recipient with `reply` (a provider's greylisting, say). */
async function refusingServer(reply: { code: number; text: string }): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error(reply.text), { responseCode: reply.code }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the SMTP adapter, in a real SMTP conversation with the local SMTP server', () => {
  let local: LocalSmtpServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    local = await startLocalSmtpServer({ port: 0, now: () => T0, log: (line) => logLines.push(line) });
  });
  afterAll(() => local.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  it('delivers both parts, with the Message-ID made from the idempotency key in the sender’s domain', async () => {
    const mail = smtpMail({ url: local.url, from });
    const sent = await mail.send({
      to: 'ada@example.co.uk',
      subject: 'Your Hearth order HE-1042',
      text: 'Thank you for your order.',
      html: '<h1>Thank you for your order</h1>',
      idempotencyKey: 'order-confirmation:7f3c',
      replyTo: 'help@hearth.test',
    });
    expect(sent).toEqual({ messageId: '<order-confirmation%3A7f3c@hearth.test>' });
    expect(local.mailbox.lastMessageTo('ADA@example.co.uk')).toEqual({
      id: expect.any(Number),
      messageId: '<order-confirmation%3A7f3c@hearth.test>',
      from: '"Hearth" <orders@hearth.test>',
      to: ['ada@example.co.uk'],
      subject: 'Your Hearth order HE-1042',
      text: 'Thank you for your order.',
      html: '<h1>Thank you for your order</h1>',
      receivedAt: T0.toISOString(),
      deliveries: 1,
    });
    expect(logLines).toEqual(['[dev-mailbox] To: ada@example.co.uk | Subject: Your Hearth order HE-1042\nThank you for your order.']);
  });

  it('keeps a resend with the same key as one message, counting the second delivery', async () => {
    const mail = smtpMail({ url: local.url, from });
    const message = { to: 'resend@example.co.uk', subject: 'Order HE-1043', text: 'Placed.', idempotencyKey: 'order-confirmation:1043' };
    const first = await mail.send(message);
    const again = await mail.send(message);
    expect(again).toEqual(first);
    expect(local.mailbox.messagesTo('resend@example.co.uk')).toHaveLength(1);
    expect(local.mailbox.lastMessageTo('resend@example.co.uk')?.deliveries).toBe(2);
    // A different key is a different message.
    await mail.send({ ...message, idempotencyKey: 'order-confirmation:1044' });
    expect(local.mailbox.messagesTo('resend@example.co.uk')).toHaveLength(2);
  });

  it('sends a message without a key under a Message-ID of its own, plain text only', async () => {
    const sent = await smtpMail({ url: local.url, from }).send({ to: 'code@example.co.uk', subject: 'Code', text: '123456' });
    expect(sent.messageId).toMatch(/^<[^<>@\s]+@hearth\.test>$/);
    expect(local.mailbox.lastMessageTo('code@example.co.uk')).toMatchObject({ messageId: sent.messageId, html: null });
  });

  it('turns a 5xx refusal of the recipient into a PermanentMailFailure, and nothing is kept', async () => {
    const before = local.mailbox.messages().length;
    const refused = smtpMail({ url: local.url, from }).send({ to: 'nobody@example.invalid', subject: 'Order', text: 'Placed.' });
    await expect(refused).rejects.toBeInstanceOf(PermanentMailFailure);
    await expect(refused).rejects.toThrow(/550/);
    expect(local.mailbox.messages()).toHaveLength(before);
  });
});

describe('the SMTP adapter when the server cannot take the message now', () => {
  it('leaves a refused connection an ordinary error, to be retried', async () => {
    const failure = await smtpMail({ url: `smtp://127.0.0.1:${await closedPort()}`, from })
      .send({ to: 'ada@example.co.uk', subject: 'Order', text: 'Placed.' })
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PermanentMailFailure);
    expect((failure as Error & { code?: string }).code).toBe('ESOCKET');
    expect(failure?.message).toMatch(/ECONNREFUSED/);
  });

  it('leaves a temporary (4xx) refusal of the recipient an ordinary error', async () => {
    const server = await refusingServer({ code: 450, text: '4.2.0 Greylisted, try again later' });
    try {
      const failure = await smtpMail({ url: server.url, from })
        .send({ to: 'ada@example.co.uk', subject: 'Order', text: 'Placed.' })
        .then(
          () => null,
          (error: Error) => error,
        );
      expect(failure?.message).toMatch(/450/);
      expect(failure).not.toBeInstanceOf(PermanentMailFailure);
    } finally {
      await server.close();
    }
  });
});
