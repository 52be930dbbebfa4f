/** The account area's sections, in the order the tab list shows them. */
export const ACCOUNT_TABS = [
  { id: 'details', label: 'Your details' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'credit', label: 'Credit' },
  { id: 'referral', label: 'Refer a friend' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'orders', label: 'Orders' },
  { id: 'plans', label: 'Delivery plans' },
  { id: 'devices', label: 'Devices' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['id'];

/** What /account shows before a tab is chosen. */
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'details';

const TAB_IDS: ReadonlySet<string> = new Set(ACCOUNT_TABS.map((tab) => tab.id));

/**
 * The tab a URL segment names; no segment is the default tab. Anything else is null, so the
 * page can answer 404 rather than guess (tab names are lower case, as the links write them).
 */
export function parseAccountTab(segment: string | undefined): AccountTab | null {
  if (segment === undefined || segment === '') return DEFAULT_ACCOUNT_TAB;
  return TAB_IDS.has(segment) ? (segment as AccountTab) : null;
}

export function accountTabPath(tab: AccountTab): string {
  return `/account/${tab}`;
}

export function accountTabLabel(tab: AccountTab): string {
  return ACCOUNT_TABS.find((entry) => entry.id === tab)!.label;
}

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order inside the orders tab, so the tab list stays in view. */
export function orderDetailPath(orderId: string): string {
  return `${accountTabPath('orders')}?order=${encodeURIComponent(orderId)}`;
}

/** The order an orders-tab URL opens, or null for the list (a malformed id is not an order). */
export function orderIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('order');
  return id !== null && ORDER_ID.test(id) ? id : null;
}
