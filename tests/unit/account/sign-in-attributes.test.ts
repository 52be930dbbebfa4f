import { describe, expect, it } from 'vitest';
import { signUpAttributes } from '../../../src/lib/identity/sign-in.ts';

describe('a first sign-in registers the customer from the email look-up', () => {
  it('names the customer by id, channel and the email typed, and nothing else (the pool refuses names and phone numbers)', () => {
    expect(
      signUpAttributes({ id: 'c-1', salesChannel: 'uk-web' }, 'gwen@example.co.uk', { tenant: 'hearth', salesChannel: 'uk-web' }),
    ).toEqual({
      email: 'gwen@example.co.uk',
      'custom:customer_id': 'c-1',
      'custom:tenant_id': 'hearth',
      'custom:sales_channel': 'uk-web',
    });
  });
});
