import { cartCopyMutations } from './orders/cart-copies.resolvers.ts';
import { couponMutations } from './orders/coupons.resolvers.ts';
import { customerMutations, customerQueries } from './customers/customers.resolvers.ts';
import { deliveryQueries } from './delivery/delivery.resolvers.ts';
import { orderDetailMutations } from './orders/order-details.resolvers.ts';
import { orderLookupQueries } from './orders/order-lookup.resolvers.ts';
import { orderMutations, orderQueries } from './orders/cart.resolvers.ts';
import { paymentGatewayQueries } from './payments/payment-gateways.resolvers.ts';
import { paymentMutations } from './payments/payments.resolvers.ts';
import { productQueries } from './catalogue/products.resolvers.ts';
import { referenceQueries } from './catalogue/reference.resolvers.ts';
import { shippingChoiceMutations } from './orders/shipping-choice.resolvers.ts';

type ResolverMap = Record<string, (...args: never[]) => unknown>;

interface AreaResolvers {
  Query?: ResolverMap;
  Mutation?: ResolverMap;
}

/** Each area of the API contributes its resolvers; a name defined twice is a start-up error. */
const areas: Record<string, AreaResolvers> = {
  orders: { Query: orderQueries, Mutation: orderMutations },
  orderLookup: { Query: orderLookupQueries },
  orderDetails: { Mutation: orderDetailMutations },
  cartCopies: { Mutation: cartCopyMutations },
  coupons: { Mutation: couponMutations },
  shippingChoice: { Mutation: shippingChoiceMutations },
  catalogue: { Query: productQueries },
  reference: { Query: referenceQueries },
  paymentGateways: { Query: paymentGatewayQueries },
  payments: { Mutation: paymentMutations },
  customers: { Query: customerQueries, Mutation: customerMutations },
  delivery: { Query: deliveryQueries },
};

function merge(kind: 'Query' | 'Mutation'): ResolverMap {
  const merged: ResolverMap = {};
  for (const [area, resolvers] of Object.entries(areas)) {
    for (const [name, resolver] of Object.entries(resolvers[kind] ?? {})) {
      if (name in merged) throw new Error(`${kind}.${name} is defined twice (again in ${area}).`);
      merged[name] = resolver;
    }
  }
  return merged;
}

export const resolvers = { Query: merge('Query'), Mutation: merge('Mutation') };
