/** One message the shop sends: a customer's sign-in code, an order confirmation, the shop's notice. */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part; every message has one. */
  text: string;
  /** The HTML part, when the message has one. */
  html?: string;
  /**
   * Stable per logical message (e.g. `order-confirmation:<orderId>`): sent as the Message-ID's
   * local part, so a resend after a crash is recognisable as the same message.
   */
  idempotencyKey?: string;
  replyTo?: string;
  /**
   * A one-click unsubscribe URL: sent as List-Unsubscribe with List-Unsubscribe-Post
   * "List-Unsubscribe=One-Click" (RFC 8058), so a mail client's unsubscribe button works.
   */
  listUnsubscribe?: string;
}

/** The two headers RFC 8058 asks of a message with a one-click unsubscribe. */
export function listUnsubscribeHeaders(url: string): { name: string; value: string }[] {
  return [
    { name: 'List-Unsubscribe', value: `<${url}>` },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ];
}

/** What the provider said it accepted. */
export interface SentMail {
  messageId: string;
}

/**
 * The one way out for mail. Adapters: SMTP (nodemailer, any provider, and the local SMTP server in
 * development) and Amazon SES v2. The sender address is the adapter's, from settings.
 */
export interface MailPort {
  send(mail: OutgoingMail): Promise<SentMail>;
}

/**
 * A refusal the provider will repeat however often we retry (a malformed or rejected address), as
 * opposed to an outage: the outbox stops retrying these and keeps them for the owner to see.
 */
export class PermanentMailFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentMailFailure';
  }
}
