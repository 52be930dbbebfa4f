/** A shop customer as the identity service registers them. */
export interface CustomerIdentity {
  customerId: string;
  tenantId: string;
  salesChannelId: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** The identity-service username: the sales channel joined to the customer id. */
export function customerUsername(salesChannelId: string, customerId: string): string {
  return `${salesChannelId}${customerId}`;
}

/** The registration attributes, named as the user pool and the ID token name them. */
export function customerIdentityAttributes(customer: CustomerIdentity): Record<string, string> {
  return {
    given_name: customer.givenName,
    family_name: customer.familyName,
    email: customer.email.trim().toLowerCase(),
    'custom:customer_id': customer.customerId,
    'custom:tenant_id': customer.tenantId,
    'custom:sales_channel': customer.salesChannelId,
  };
}

/**
 * Customers never type a password (they sign in with an emailed code), but a Cognito user has
 * one: a fixed prefix that meets the pool's password policy, then 30 random bytes in hex.
 */
export const SIGN_UP_PASSWORD_PREFIX = 'Hh1!';

export function randomSignUpPassword(randomBytes: Uint8Array): string {
  if (randomBytes.length !== 30) throw new Error('A sign-up password takes exactly 30 random bytes.');
  return SIGN_UP_PASSWORD_PREFIX + Array.from(randomBytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
