import { describe, expect, it } from 'vitest';
import { signInCodeMail } from '../../commerce/identity/triggers/sign-in-code-mail.ts';
import { GREETING_NAME_MAX_LENGTH, greetingName } from '../../commerce/mail/greeting-name.ts';

describe('the order mail’s greeting name', () => {
  it.each([
    ['Ada', 'Ada'],
    ['  Ada  ', 'Ada'],
    ['Mary-Jane', 'Mary-Jane'],
    ["O'Brien", "O'Brien"],
    ['D’Arcy', 'D’Arcy'],
    ['St. John', 'St. John'],
    ['J.R.', 'J.R.'],
    ['José', 'José'],
    ['Zoë', 'Zoë'],
    ['Nguyễn Văn', 'Nguyễn Văn'],
    ['李', '李'],
    ['Ada   Lovelace', 'Ada Lovelace'],
    ['Ada\u200bLovelace', 'Ada Lovelace'],
  ])('keeps the name %j as %j', (name, expected) => {
    expect(greetingName(name)).toBe(expected);
  });

  it.each([
    ['a URL', 'https://evil.example'],
    ['the Gail attack', 'Gail. URGENT: confirm your card at https://hearth-payments.example/verify'],
    ['a bare domain', 'evil.example'],
    ['a domain after a name', 'Gail hearth-payments.example'],
    ['a short-link domain', 'x.co'],
    ['an email address', 'gail@evil.example'],
    ['a second line', 'Gail\nVisit our site'],
    ['a carriage return', 'Gail\r\nBcc: victim@example.com'],
    ['a line separator', 'Gail\u2028Visit our site'],
    ['a paragraph separator', 'Gail\u2029Visit our site'],
    ['a phone number', 'Gail call 0800 000 000'],
    ['markup', '<a href="x">Gail</a>'],
    ['a leading punctuation mark', '-Gail'],
    ['only spaces', '   '],
    ['nothing', ''],
    ['too long', 'A'.repeat(GREETING_NAME_MAX_LENGTH + 1)],
  ])('drops %s', (_, name) => {
    expect(greetingName(name)).toBeNull();
  });

  it('is null for a missing name, and keeps one exactly at the limit', () => {
    expect(greetingName(null)).toBeNull();
    expect(greetingName(undefined)).toBeNull();
    expect(greetingName('A'.repeat(GREETING_NAME_MAX_LENGTH))).toBe('A'.repeat(GREETING_NAME_MAX_LENGTH));
  });

  it('greets nobody by name: the code mail is the same whatever name the customer record holds', () => {
    const mail = signInCodeMail({ to: 'gail@example.co.uk', code: '042042', validForMinutes: 10 });
    expect(mail.subject).toBe('Your sign-in code');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Your sign-in code is 042042.',
        'It works once, for the next 10 minutes.',
        '',
        'If you did not try to sign in to the shop, you can ignore this email.',
      ].join('\n'),
    );
  });

  it("closes with the shop's name, phone, email and hours, as its other mails do", () => {
    const mail = signInCodeMail({
      to: 'gail@example.co.uk',
      code: '042042',
      validForMinutes: 10,
      shop: { tradingName: 'Hearth', phone: '01509 000000', email: 'hello@hearth.example', openingHours: ['Monday to Friday: 8am to 5pm'] },
    });
    expect(mail.subject).toBe('Your Hearth sign-in code');
    expect(mail.text.split('\n').slice(-6)).toEqual([
      'If you did not try to sign in to Hearth, you can ignore this email.',
      '',
      '--',
      'Hearth',
      'Phone 01509 000000 · hello@hearth.example',
      'We answer Monday to Friday: 8am to 5pm.',
    ]);
  });
});
