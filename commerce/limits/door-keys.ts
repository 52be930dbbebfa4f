import type { Kysely } from 'kysely';
import type { Scope } from '../context.ts';
import { orderStatus, type OrderOpener } from '../orders/orders.store.ts';
import type { Database } from '../store/tables.ts';
import type { DoorKey } from './rate-limits.ts';

/**
 * The email look-up limits' keys. Every call whose answer differs for a registered email
 * (getCustomerByEmailSalesChannel, createCustomer, addCustomerOrder) takes from the same two
 * counts, so three doors give an enumerator no more tries than one.
 */
export function emailLookupKeys(scope: Scope, clientIp: string, email: string): DoorKey[] {
  return [
    { limit: 'emailLookupByIp', subject: clientIp },
    { limit: 'emailLookupByEmail', subject: `${scope.tenantId}/${scope.salesChannelId}/${email}` },
  ];
}

/**
 * The cart's own count, only when the caller can see the cart: a stranger's tries on someone
 * else's cart id must not lock its owner out (they count against the stranger's IP instead).
 */
export async function cartKeyIfVisible(
  db: Kysely<Database>,
  caller: OrderOpener,
  limit: 'couponByCart' | 'placementByCart',
  orderId: string,
): Promise<DoorKey[]> {
  return (await orderStatus(db, caller, orderId)) ? [{ limit, subject: orderId }] : [];
}
