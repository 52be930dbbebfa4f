import { useState } from 'react';
import { orderIdFromSearch } from './account-tabs.ts';
import { browserSessionStorage, waitingClaimToken } from './claim-link.ts';
import { ClaimOrder } from './ClaimOrder.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderList } from './OrderList.tsx';

/**
 * The list, or one order when the address names it (?order=<id>), so each has its own link.
 * A claim link from an order confirmation (claim-link.ts) puts its offer above the list.
 */
export function OrdersTab() {
  const orderId = orderIdFromSearch(window.location.search);
  const [claimToken] = useState(() => waitingClaimToken(browserSessionStorage()));
  // A new list once an order is claimed, so it shows there.
  const [listKey, setListKey] = useState(0);
  if (orderId) return <OrderDetail orderId={orderId} />;
  return (
    <>
      {claimToken && <ClaimOrder token={claimToken} onClaimed={() => setListKey((key) => key + 1)} />}
      <OrderList key={listKey} />
    </>
  );
}
