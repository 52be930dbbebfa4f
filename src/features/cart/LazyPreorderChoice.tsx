import { lazy, Suspense } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';

const PreorderChoice = lazy(() => import('./PreorderChoice.tsx').then((m) => ({ default: m.PreorderChoice })));

/**
 * The choice of how to send a basket mixing stock and pre-orders, loaded after start-up: most
 * baskets have none, and its calls stay out of the basket's and checkout's start-up script.
 */
export function LazyPreorderChoice(props: { order: CartOrder; postcode: string }) {
  return (
    <Suspense fallback={null}>
      <PreorderChoice {...props} />
    </Suspense>
  );
}
