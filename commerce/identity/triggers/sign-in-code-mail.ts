import type { OutgoingMail } from './mail-sender.ts';

/** The email that carries a sign-in code. */
export function signInCodeMail(options: { to: string; givenName?: string; code: string; validForMinutes: number }): OutgoingMail {
  const greeting = options.givenName ? `Hello ${options.givenName},` : 'Hello,';
  return {
    to: options.to,
    subject: 'Your Hearth sign-in code',
    text: [
      greeting,
      '',
      `Your sign-in code is ${options.code}.`,
      `It works once, for the next ${options.validForMinutes} minutes.`,
      '',
      'If you did not try to sign in to Hearth, you can ignore this email.',
    ].join('\n'),
  };
}
