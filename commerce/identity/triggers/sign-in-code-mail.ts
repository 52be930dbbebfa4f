import type { OutgoingMail } from '../../mail/mail-port.ts';

/**
 * The email that carries a sign-in code. It greets nobody by name: whoever asks for a code picks
 * whose inbox it lands in, and a first name is text the customer (or anyone who typed their
 * email at checkout) chose, so "Hello Your account is locked call support now," would be the
 * shop's own mail speaking for them. No scrubbing tells a name from a short message in letters,
 * so the only safe name in a code mail is none.
 */
export function signInCodeMail(options: { to: string; code: string; validForMinutes: number }): OutgoingMail {
  return {
    to: options.to,
    subject: 'Your Hearth sign-in code',
    text: [
      'Hello,',
      '',
      `Your sign-in code is ${options.code}.`,
      `It works once, for the next ${options.validForMinutes} minutes.`,
      '',
      'If you did not try to sign in to Hearth, you can ignore this email.',
    ].join('\n'),
  };
}
