import { cartCopyMutations } from './cart-copies.ts';
import { couponMutations } from './coupons.ts';
import { customerMutations, customerQueries } from './customers.ts';
import { deliveryQueries } from './delivery-reads.ts';
import { orderDetailMutations } from './order-details.ts';
import { orderLookupQueries } from './order-lookup.ts';
import { orderMutations, orderQueries } from './orders.ts';
import { paymentGatewayQueries } from './payment-gateways.ts';
import { paymentMutations } from './payments.ts';
import { productQueries } from './products.ts';
import { referenceQueries } from './reference.ts';
import { shippingChoiceMutations } from './shipping-choice.ts';

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
