import type { MailPort } from './mail-port.ts';
import type { MailSettings } from './mail-settings.ts';
import { sesClient, sesMail } from './ses-mail.ts';
import { smtpMail } from './smtp-mail.ts';

/** The adapter MAIL_TRANSPORT names, built from its settings. */
export function mailTransport(settings: MailSettings): MailPort {
  return settings.transport === 'smtp'
    ? smtpMail({ url: settings.smtpUrl, from: settings.from })
    : sesMail({ from: settings.from, client: sesClient(settings.region) });
}
