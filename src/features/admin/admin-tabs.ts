import type { ComponentType } from 'react';
import type { AdminSession } from './admin-session.ts';

/** A tab of the desk: its URL segment, its label, and its component, loaded only when opened. */
export interface AdminTab {
  id: string;
  label: string;
  load: () => Promise<{ default: ComponentType<{ session: AdminSession }> }>;
}

/** The desk's tabs, in the order the tab list shows them; each area adds its own line. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'today', label: 'Today', load: () => import('./today/TodayDesk.tsx') },
  { id: 'customers', label: 'Customers', load: () => import('./customers/CustomersDesk.tsx') },
  { id: 'orders', label: 'Orders', load: () => import('./orders/OrdersDesk.tsx') },
  { id: 'find', label: 'Find an order', load: () => import('./orders/OrderSearchDesk.tsx') },
  { id: 'payments', label: 'Payments pending', load: () => import('./payments/PaymentsPendingDesk.tsx') },
  { id: 'catalogue', label: 'Catalogue', load: () => import('./catalogue/CatalogueDesk.tsx') },
  { id: 'coupons', label: 'Coupons', load: () => import('./coupons/CouponsDesk.tsx') },
  { id: 'delivery', label: 'Delivery', load: () => import('./delivery/DeliveryDesk.tsx') },
  { id: 'seller', label: 'Seller', load: () => import('./seller/SellerDesk.tsx') },
  { id: 'reviews', label: 'Reviews', load: () => import('./reviews/ReviewsDesk.tsx') },
  { id: 'plans', label: 'Plans', load: () => import('./plans/PlansDesk.tsx') },
  { id: 'audit', label: 'Audit', load: () => import('./audit/AuditLog.tsx') },
  { id: 'mail', label: 'Undelivered mail', load: () => import('./mail/UndeliveredMail.tsx') },
];

/** What /admin shows before a tab is chosen. */
export const DEFAULT_ADMIN_TAB = ADMIN_TABS[0]!.id;

/**
 * The tab a URL's fragment (`#audit`) names, with what it says to the tab after `=` left to the
 * tab (`#find=1042`); anything unknown is the default, never a guess.
 */
export function adminTabFrom(id: string | null | undefined): AdminTab {
  const tabId = id?.split('=')[0];
  return ADMIN_TABS.find((tab) => tab.id === tabId) ?? ADMIN_TABS[0]!;
}
