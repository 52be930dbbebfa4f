import { createTransport } from 'nodemailer';
import { listUnsubscribeHeaders, type MailPort, PermanentMailFailure } from './mail-port.ts';
import { messageIdFor } from './message-id.ts';
import type { SenderAddress } from './mail-settings.ts';

/** What nodemailer puts on the errors it rejects a send with. */
interface SmtpError extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
}

/**
 * A refusal that will repeat for this message: the server's 5xx to a recipient (RCPT) or to the
 * message itself (DATA), or a recipient nodemailer cannot even put in an envelope. A 5xx to the
 * sender or to our login is the shop's configuration, not this message: like a 4xx, a dropped
 * connection or a timeout, it stays an ordinary error, so the message waits for the fix and is retried.
 */
function smtpFailure(error: unknown): Error {
  const smtp = error as SmtpError;
  const refusedForThisMessage =
    (smtp.command === 'RCPT TO' || smtp.command === 'DATA') && typeof smtp.responseCode === 'number' && smtp.responseCode >= 500;
  const unusableRecipient = smtp.code === 'EENVELOPE' && smtp.command === 'API' && /recipient/i.test(smtp.message);
  if (refusedForThisMessage || unusableRecipient) return new PermanentMailFailure(smtp.message, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

/** Host names whose traffic never leaves this machine, where a mail server may speak without TLS. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export interface SmtpMailOptions {
  /** `smtps://user:pass@host:465` or `smtp://user:pass@host:587`; see mail-settings.ts. */
  url: string;
  from: SenderAddress;
}

/**
 * The SMTP adapter (nodemailer): any provider, and the local SMTP server in development. One
 * connection per message, as the Lambda trigger and a low-volume outbox both want. A server that
 * is not on this machine must upgrade to TLS (STARTTLS, or smtps:// from the start), so the login
 * never crosses a network in the clear.
 */
export function smtpMail(options: SmtpMailOptions): MailPort {
  const transport = createTransport({
    url: options.url,
    requireTLS: !LOOPBACK_HOST.test(new URL(options.url).hostname),
    // An outage must fail fast: Cognito gives its trigger 5 seconds in all.
    connectionTimeout: 3_000,
    greetingTimeout: 3_000,
    socketTimeout: 10_000,
  });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: options.from.header,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.idempotencyKey ? { messageId: messageIdFor(mail.idempotencyKey, options.from.domain) } : {}),
          ...(mail.listUnsubscribe
            ? { headers: Object.fromEntries(listUnsubscribeHeaders(mail.listUnsubscribe).map((header) => [header.name, header.value])) }
            : {}),
        });
        return { messageId: info.messageId };
      } catch (error) {
        throw smtpFailure(error);
      }
    },
  };
}
