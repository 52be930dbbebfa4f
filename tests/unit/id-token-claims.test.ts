import { describe, expect, it } from 'vitest';
import { claimsFromPayload, InvalidIdTokenError } from '../../commerce/identity/id-token.ts';

const customerPayload = {
  sub: 'sub-1',
  'cognito:username': 'uk-webc-1',
  'custom:customer_id': 'c-1',
  'custom:tenant_id': 'hearth',
  'custom:sales_channel': 'uk-web',
  iat: 1_795_000_000,
};

describe("an ID token's issue time", () => {
  it('is read from iat (seconds), for the sign-out-everywhere check', () => {
    expect(claimsFromPayload(customerPayload).issuedAt).toEqual(new Date(1_795_000_000_000));
  });

  it('is required: a token without one could never be refused by a sign-out everywhere', () => {
    const { iat: _left, ...withoutIat } = customerPayload;
    expect(() => claimsFromPayload(withoutIat)).toThrow(InvalidIdTokenError);
    expect(() => claimsFromPayload({ ...customerPayload, iat: '1795000000' })).toThrow(InvalidIdTokenError);
  });
});
