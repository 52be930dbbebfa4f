import { describe, expect, it } from 'vitest';
import { readGtagClientId } from '../../src/lib/analytics/gtag.ts';
import { parseShopChannel } from '../../src/lib/channel.ts';

describe('shop channel constant', () => {
  it('splits into tenant and sales channel', () => {
    expect(parseShopChannel('hearth/uk-web')).toEqual({ tenant: 'hearth', salesChannel: 'uk-web' });
  });

  it.each(['hearth', 'hearth/', '/uk-web', 'a/b/c', 'Hearth/UK'])('refuses %j with a message that shows the form', (value) => {
    expect(() => parseShopChannel(value)).toThrow(/tenant\/sales-channel/);
  });
});

describe('gtag client id', () => {
  it('is read from the _ga cookie', () => {
    expect(readGtagClientId('a=1; _ga=GA1.1.1234567890.1700000000; b=2')).toBe('1234567890.1700000000');
  });

  it('is null without the cookie or with a malformed one', () => {
    expect(readGtagClientId('')).toBeNull();
    expect(readGtagClientId('_ga=nonsense')).toBeNull();
    expect(readGtagClientId('_gax=GA1.1.1.2')).toBeNull();
  });
});
