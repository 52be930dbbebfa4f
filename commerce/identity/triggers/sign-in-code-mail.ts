import { greetingName } from '../../mail/greeting-name.ts';
import type { OutgoingMail } from '../../mail/mail-port.ts';

/**
 * The email that carries a sign-in code. `givenName` is the first name in the shop's records
 * (never a user-pool attribute, which the signing-up browser wrote); it is scrubbed again here.
 */
export function signInCodeMail(options: { to: string; givenName?: string | null; code: string; validForMinutes: number }): OutgoingMail {
  const name = greetingName(options.givenName);
  return {
    to: options.to,
    subject: 'Your Hearth sign-in code',
    text: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      `Your sign-in code is ${options.code}.`,
      `It works once, for the next ${options.validForMinutes} minutes.`,
      '',
      'If you did not try to sign in to Hearth, you can ignore this email.',
    ].join('\n'),
  };
}
