import type { MailSender, OutgoingMail } from '../triggers/mail-sender.ts';

export interface DeliveredMail extends OutgoingMail {
  sentAt: Date;
}

export interface DevMailbox extends MailSender {
  /** Everything sent, oldest first. */
  messages(): readonly DeliveredMail[];
  /** The newest mail to this address (compared case-insensitively), if any. */
  lastMessageTo(address: string): DeliveredMail | undefined;
}

/**
 * Where local mail goes instead of an email service: kept for tests (and the dev tooling) to
 * read, and written to the server log so a developer can sign in by reading the console.
 */
export function createDevMailbox(options: { now: () => Date; log: (line: string) => void }): DevMailbox {
  const delivered: DeliveredMail[] = [];
  return {
    async send(mail) {
      delivered.push({ ...mail, sentAt: options.now() });
      options.log(`[dev-mailbox] To: ${mail.to} | Subject: ${mail.subject}\n${mail.text}`);
    },
    messages: () => delivered,
    lastMessageTo(address) {
      const wanted = address.trim().toLowerCase();
      return delivered.findLast((mail) => mail.to.toLowerCase() === wanted);
    },
  };
}
