import { render } from '@react-email/components';
import { describe, expect, it } from 'vitest';
import { parseSellerIdentity } from '../../commerce/domain/seller-rules.ts';
import { mailLayout, p } from '../../commerce/mail/templates/mail-layout.ts';
import { SEED_SELLER } from '../../dev/demo/seller.ts';
import { organizationJsonLd } from '../../src/lib/seo/json-ld.ts';
import { telHref } from '../../src/lib/seo/shop-contact.ts';

describe('the shop’s contact details', () => {
  it('dials a UK number as printed', () => {
    expect(telHref('01509 000000')).toBe('tel:+441509000000');
    expect(telHref('+44 (0)1509 000000')).toBe('tel:+4401509000000');
  });

  it('are in every mail’s footer: phone, email and when a person answers', async () => {
    const text = await render(mailLayout(SEED_SELLER, 'preview', [p('Hello')]), { plainText: true });
    expect(text).toContain('Phone 01509 000000');
    expect(text).toContain('hello@hearth.example');
    expect(text).toContain('We answer Monday to Friday: 8am to 5pm; Saturday: 9am to 1pm; Sunday and bank holidays: closed.');
  });

  it('refuses opening hours with an empty line', () => {
    expect(() => parseSellerIdentity({ ...SEED_SELLER, openingHours: ['Monday: 9 to 5', ' '] })).toThrow(/openingHours\.1/);
  });

  it('describe the Organization in JSON-LD with a customer-service contact point', () => {
    const ld = organizationJsonLd({
      brand: 'Hearth',
      site: 'https://hearth.example',
      contact: { ...SEED_SELLER, phoneE164: '+441509000000' },
    });
    expect(ld).toMatchObject({
      legalName: 'Hearth Fuels Ltd',
      telephone: '+441509000000',
      email: 'hello@hearth.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Unit 4, Charnwood Yard, Meadow Lane',
        addressLocality: 'Loughborough',
        postalCode: 'LE11 1ZZ',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+441509000000',
        hoursAvailable: expect.stringContaining('Monday to Friday'),
      },
    });
    expect(organizationJsonLd({ brand: 'Hearth', site: 'https://hearth.example' })).not.toHaveProperty('contactPoint');
  });
});
