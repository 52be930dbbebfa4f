/** An email the shop sends, before the transport adds its sender address. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The port the sign-in triggers send mail through. Locally it is the dev mailbox (which tests
 * read and which logs to the server log); in production an email service behind the adapter below.
 */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * The production email service (Amazon SES, Postmark, ...), as the adapter needs it. Connect its
 * client by implementing this interface; no SDK is bundled here.
 */
export interface EmailService {
  sendEmail(email: { from: string; to: string; subject: string; text: string }): Promise<void>;
}

/** Adapts an email service to the MailSender port, adding the shop's sender address. */
export function emailServiceMailSender(service: EmailService, from: string): MailSender {
  return {
    send: (mail) => service.sendEmail({ from, to: mail.to, subject: mail.subject, text: mail.text }),
  };
}

export class EmailServiceNotConnectedError extends Error {
  constructor() {
    super(
      'No email service is connected: implement EmailService (commerce/identity/triggers/mail-sender.ts) for the deployed Create Auth Challenge trigger.',
    );
    this.name = 'EmailServiceNotConnectedError';
  }
}

/** Stands in until a real EmailService is connected, failing the sign-in loudly rather than silently. */
export const notConnectedEmailService: EmailService = {
  async sendEmail() {
    throw new EmailServiceNotConnectedError();
  },
};

/** The mail sender of the deployed trigger; its sender address comes from configuration. */
export function deployedMailSender(environment: Record<string, string | undefined> = process.env): MailSender {
  const from = environment.SIGN_IN_MAIL_FROM;
  return {
    async send(mail) {
      if (!from) throw new Error('Set SIGN_IN_MAIL_FROM to the address sign-in codes are sent from.');
      await emailServiceMailSender(notConnectedEmailService, from).send(mail);
    },
  };
}
