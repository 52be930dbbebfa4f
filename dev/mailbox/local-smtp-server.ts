import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createLocalMailbox, type IncomingMail, type LocalMailbox } from './local-mailbox.ts';

/**
 * Recipients at `.invalid` (a top-level domain reserved never to exist, RFC 2606) are refused at
 * RCPT with a 550, as a provider refuses an address that does not exist: how to see a bad address
 * handled locally, and how the tests provoke one.
 */
const REFUSED_DOMAIN = /\.invalid$/i;

/** Larger than any message the shop sends; a runaway sender is cut off rather than held in memory. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export interface LocalSmtpServer {
  /** `smtp://127.0.0.1:<port>`: the SMTP adapter's URL for it. */
  url: string;
  port: number;
  mailbox: LocalMailbox;
  close(): Promise<void>;
}

const addressList = (field: { text: string } | { text: string }[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).map((address) => address.text).join(', ');

/**
 * A real SMTP server on the loopback (smtp-server) that keeps what it receives, parsed with
 * mailparser, in a LocalMailbox. Development only: no TLS and no login, since nothing but this
 * machine can reach it. Each message goes to the log the way the old dev mailbox wrote it, so a
 * developer can sign in by reading the console.
 */
export async function startLocalSmtpServer(options: {
  port: number;
  now: () => Date;
  log: (line: string) => void;
}): Promise<LocalSmtpServer> {
  const mailbox = createLocalMailbox({ now: options.now });
  const server = new SMTPServer({
    name: 'hearth.localhost',
    banner: 'Hearth local mailbox (development only)',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (REFUSED_DOMAIN.test(address.address)) {
        const refusal = new Error(`5.1.1 <${address.address}>: no such mailbox here`) as Error & { responseCode: number };
        refusal.responseCode = 550;
        return callback(refusal);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream, { skipImageLinks: true }).then(
        (parsed) => {
          if (stream.sizeExceeded) {
            const tooLarge = new Error('5.3.4 Message too large') as Error & { responseCode: number };
            tooLarge.responseCode = 552;
            return callback(tooLarge);
          }
          const mail: IncomingMail = {
            // A message without one is still one message: it gets an id of its own.
            messageId: parsed.messageId ?? `<${randomUUID()}@hearth.localhost>`,
            from: addressList(parsed.from),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || null,
          };
          const received = mailbox.receive(mail);
          options.log(
            received.deliveries > 1
              ? `[dev-mailbox] ${mail.messageId} again (delivery ${received.deliveries}), kept once`
              : `[dev-mailbox] To: ${mail.to.join(', ')} | Subject: ${mail.subject}\n${mail.text}`,
          );
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mailbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
