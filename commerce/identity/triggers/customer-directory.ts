import type { UserAttributes } from './auth-challenge-events.ts';

/**
 * A shop customer as the identity triggers need them: the email sign-up is checked against and
 * the code mail goes to. It comes from the shop's records, never from what a caller wrote into the
 * user pool. No name: the code mail greets nobody by name (sign-in-code-mail.ts).
 */
export interface DirectoryCustomer {
  email: string;
  /** How the customer's shop is reached, for the code mail's footer; absent before a seller is recorded. */
  shop?: ShopContact | null;
}

/** The shop's name and how to reach it, as every mail of the shop closes. */
export interface ShopContact {
  tradingName: string;
  phone: string;
  email: string;
  /** Lines such as "Monday to Friday: 8am to 5pm"; none when not recorded. */
  openingHours: readonly string[];
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
