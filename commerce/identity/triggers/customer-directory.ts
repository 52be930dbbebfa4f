import type { UserAttributes } from './auth-challenge-events.ts';

/**
 * A shop customer as the identity triggers need them: the email sign-up is checked against and
 * the code mail goes to. It comes from the shop's records, never from what a caller wrote into the
 * user pool. No name: the code mail greets nobody by name (sign-in-code-mail.ts).
 */
export interface DirectoryCustomer {
  email: string;
}

/** Which customer a user of the pool is: the immutable custom attributes set at sign-up. */
export interface DirectoryScope {
  tenantId: string;
  salesChannelId: string;
  customerId: string;
}

/** Finds a customer of the shop by id, within a tenant and sales channel. */
export interface CustomerDirectory {
  findCustomer(scope: DirectoryScope): Promise<DirectoryCustomer | null>;
}

/** The customer a pool user's attributes name, or null when any of the three is missing. */
export function directoryScopeOf(attributes: UserAttributes): DirectoryScope | null {
  const customerId = attributes['custom:customer_id'] ?? '';
  const tenantId = attributes['custom:tenant_id'] ?? '';
  const salesChannelId = attributes['custom:sales_channel'] ?? '';
  return customerId && tenantId && salesChannelId ? { tenantId, salesChannelId, customerId } : null;
}
