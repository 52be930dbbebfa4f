import type { OutgoingMail } from '../../mail/index.ts';
import type { ShopContact } from './customer-directory.ts';

/**
 * The email that carries a sign-in code. It greets nobody by name: whoever asks for a code picks
 * whose inbox it lands in, and a first name is text the customer (or anyone who typed their
 * email at checkout) chose, so "Hello Your account is locked call support now," would be the
 * shop's own mail speaking for them. No scrubbing tells a name from a short message in letters,
 * so the only safe name in a code mail is none. It closes, as the shop's other mails do, with how
 * to reach the shop: someone who did not ask for a code should be able to ask why.
 */
export function signInCodeMail(options: { to: string; code: string; validForMinutes: number; shop?: ShopContact | null }): OutgoingMail {
  const { shop } = options;
  const shopName = shop?.tradingName ?? 'the shop';
  return {
    to: options.to,
    subject: shop ? `Your ${shop.tradingName} sign-in code` : 'Your sign-in code',
    text: [
      'Hello,',
      '',
      `Your sign-in code is ${options.code}.`,
      `It works once, for the next ${options.validForMinutes} minutes.`,
      '',
      `If you did not try to sign in to ${shopName}, you can ignore this email.`,
      ...(shop
        ? [
            '',
            '--',
            shop.tradingName,
            `Phone ${shop.phone} · ${shop.email}`,
            ...(shop.openingHours.length > 0 ? [`We answer ${shop.openingHours.join('; ')}.`] : []),
          ]
        : []),
    ].join('\n'),
  };
}
