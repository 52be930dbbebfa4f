/**
 * The orders tab's list: pages of the customer's orders, newest first, each "Older orders"
 * press appending the next page. The server pages with an opaque nextToken (null on the last
 * page), so the list only remembers the token it was last given.
 */

/** Orders per page: the API's default, and enough to fill a phone screen twice. */
export const ORDERS_PAGE_SIZE = 10;

export interface OrderPage<T extends { id: string }> {
  data: T[];
  nextToken: string | null;
}

export interface OrderPages<T extends { id: string }> {
  orders: T[];
  /** Where the next page starts; null when the last page is in. */
  nextToken: string | null;
  /** False until the first page has arrived. */
  loaded: boolean;
}

export function noOrderPages<T extends { id: string }>(): OrderPages<T> {
  return { orders: [], nextToken: null, loaded: false };
}

/**
 * Adds a page below those shown. An order already listed is not listed twice (a page asked
 * for twice, e.g. after a double press, adds nothing new).
 */
export function appendOrderPage<T extends { id: string }>(pages: OrderPages<T>, page: OrderPage<T>): OrderPages<T> {
  const seen = new Set(pages.orders.map((order) => order.id));
  return {
    orders: [...pages.orders, ...page.data.filter((order) => !seen.has(order.id))],
    nextToken: page.nextToken,
    loaded: true,
  };
}

export function hasOlderOrders(pages: OrderPages<{ id: string }>): boolean {
  return pages.loaded && pages.nextToken !== null;
}

/** The request for the next page: the first page has no token. */
export function nextPageRequest(pages: OrderPages<{ id: string }>): { limit: number; nextToken: string | null } {
  return { limit: ORDERS_PAGE_SIZE, nextToken: pages.loaded ? pages.nextToken : null };
}
