import { orderIdFromSearch } from './account-tabs.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderList } from './OrderList.tsx';

/** The list, or one order when the address names it (?order=<id>), so each has its own link. */
export function OrdersTab() {
  const orderId = orderIdFromSearch(window.location.search);
  return orderId ? <OrderDetail orderId={orderId} /> : <OrderList />;
}
