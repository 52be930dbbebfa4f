import type { Scope } from '../context.ts';
import type { OrderStatus } from '../domain/order-process.ts';
import type { DoorKey } from './rate-limits.ts';

/**
 * The email look-up limits' keys. Every call whose answer differs for a registered email
 * (getCustomerByEmailSalesChannel, createCustomer, addCustomerOrder) takes from the same
 * counts (per IP, per IP a day, per email), so three doors give an enumerator no more tries than one.
 */
export function emailLookupKeys(scope: Scope, clientIp: string, email: string): DoorKey[] {
  return [
    { limit: 'emailLookupByIp', subject: clientIp },
    { limit: 'emailLookupByIpPerDay', subject: clientIp },
    { limit: 'emailLookupByEmail', subject: `${scope.tenantId}/${scope.salesChannelId}/${email}` },
  ];
}

/**
 * The cart's own count, only when the caller can see the cart (`status`: orderStatus's answer,
 * which applies the ownership rule): a stranger's tries on someone else's cart id must not lock
 * its owner out (they count against the stranger's IP instead).
 */
export function cartKeyIfVisible(
  limit: 'couponByCart' | 'placementByCart' | 'sheetQuoteByCart',
  orderId: string,
  status: OrderStatus | undefined,
): DoorKey[] {
  return status ? [{ limit, subject: orderId }] : [];
}
