import type { OutgoingMail } from '../../mail/index.ts';
import { readMailSettings } from '../../mail/index.ts';
import { mailTransport } from '../../mail/index.ts';

/**
 * What the sign-in triggers need of the shop's mail port (commerce/mail/mail-port.ts): they await
 * the send and use nothing it answers. Locally the SMTP adapter to the local SMTP server; deployed,
 * the adapter MAIL_TRANSPORT names.
 */
export interface MailSender {
  send(mail: OutgoingMail): Promise<unknown>;
}

/**
 * The mail sender of the deployed Create Auth Challenge trigger: SES or SMTP from the same settings
 * as the shop's server (MAIL_TRANSPORT, MAIL_FROM, then MAIL_SMTP_URL or MAIL_SES_REGION/AWS_REGION).
 * Without them it stops with the missing variable's name: a trigger that cannot mail fails the
 * sign-in loudly rather than swallowing the code.
 */
export function deployedMailSender(environment: Record<string, string | undefined> = process.env): MailSender {
  const settings = readMailSettings(environment);
  if (!settings) {
    throw new Error('Mail settings are not valid: set MAIL_TRANSPORT (smtp or ses) and MAIL_FROM for the Create Auth Challenge trigger.');
  }
  return mailTransport(settings);
}
