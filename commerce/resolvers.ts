import {
  balanceRecordMutations,
  adminCustomerMutations,
  adminCustomerQueries,
  adminQueries,
  auditChoiceQueries,
  adminReviewMutations,
  adminReviewQueries,
  closeDayResolvers,
  dayDeskMutations,
  dayDeskQueries,
  lineEditMutations,
  lineEditQueries,
  orderDeskMutations,
  orderDeskQueries,
  paymentsPendingQueries,
  shopperDayMutations,
  shopperDayQueries,
  todayDeskQueries,
  vanRunMutations,
  vanRunQueries,
} from './desk/index.ts';
import { adminCatalogueMutations, adminCatalogueQueries } from './catalogue/admin-catalogue.resolvers.ts';
import { adminCouponMutations, adminCouponQueries } from './coupons/admin-coupons.resolvers.ts';
import { adminDeliveryMutations, adminDeliveryQueries } from './delivery/admin-delivery.resolvers.ts';
import { deliveryMethodMutations, deliveryMethodQueries } from './delivery/delivery-methods.resolvers.ts';
import { adminSellerMutations, adminSellerQueries } from './catalogue/admin-seller.resolvers.ts';
import { balancePaymentMutations } from './payments/balance-payments.resolvers.ts';
import { addClosedDay, bookingsStrandedBy } from './delivery/admin-delivery.service.ts';
import { undeliveredMailMutations, undeliveredMailQueries } from './mail/undelivered-mail.resolvers.ts';
import { cartCopyMutations } from './cart/cart-copies.resolvers.ts';
import { couponMutations } from './cart/coupons.resolvers.ts';
import { customerMutations, customerQueries } from './customers/customers.resolvers.ts';
import { deliveryQueries } from './delivery/delivery.resolvers.ts';
import { orderDetailMutations } from './checkout/order-details.resolvers.ts';
import { orderLookupQueries } from './orders/order-lookup.resolvers.ts';
import { customerOrderQueries } from './orders/customer-orders.resolvers.ts';
import { orderClaimMutations } from './orders/order-claims.resolvers.ts';
import { vatReceiptQueries } from './vat-receipts/vat-receipt.resolvers.ts';
import { orderMutations, orderQueries } from './cart/cart.resolvers.ts';
import { cartSuggestionQueries } from './cart/cart-suggestions.resolvers.ts';
import { paymentGatewayQueries } from './payments/payment-gateways.resolvers.ts';
import { paymentMutations } from './payments/payments.resolvers.ts';
import { expressCheckoutMutations, expressCheckoutQueries } from './payments/express-checkout.resolvers.ts';
import { paymentPluginMutations } from './payments/plugins.ts';
import { productQueries } from './catalogue/products.resolvers.ts';
import { referenceQueries } from './catalogue/reference.resolvers.ts';
import { reviewMutations } from './catalogue/reviews.resolvers.ts';
import { stockAlertMutations } from './stock-alerts/stock-alerts.resolvers.ts';
import { deliveryPlanMutations, deliveryPlanQueries } from './repeat-delivery/delivery-plans.resolvers.ts';
import { deskPlanQueries } from './repeat-delivery/desk-plans.resolvers.ts';
import { sellerQueries } from './catalogue/seller.resolvers.ts';
import { shippingChoiceMutations, shippingChoiceQueries } from './checkout/shipping-choice.resolvers.ts';
import { signOutMutations } from './identity/sign-out-everywhere.resolvers.ts';
import type { MutationResolvers, QueryResolvers, Resolvers } from './schema/resolvers-types.ts';

interface AreaResolvers {
  Query?: QueryResolvers;
  Mutation?: MutationResolvers;
}

/** Each area of the API contributes its resolvers; a name defined twice is a start-up error. */
const areas = {
  orders: { Query: orderQueries, Mutation: orderMutations },
  orderLookup: { Query: orderLookupQueries },
  customerOrders: { Query: customerOrderQueries },
  orderClaims: { Mutation: orderClaimMutations },
  vatReceipts: { Query: vatReceiptQueries },
  orderDetails: { Mutation: orderDetailMutations },
  cartCopies: { Mutation: cartCopyMutations },
  cartSuggestions: { Query: cartSuggestionQueries },
  coupons: { Mutation: couponMutations },
  shippingChoice: { Query: shippingChoiceQueries, Mutation: shippingChoiceMutations },
  catalogue: { Query: productQueries },
  reference: { Query: referenceQueries },
  reviews: { Mutation: reviewMutations },
  stockAlerts: { Mutation: stockAlertMutations },
  deliveryPlans: { Query: deliveryPlanQueries, Mutation: deliveryPlanMutations },
  seller: { Query: sellerQueries },
  paymentGateways: { Query: paymentGatewayQueries },
  payments: { Mutation: paymentMutations },
  balancePayments: { Mutation: balancePaymentMutations },
  expressCheckout: { Query: expressCheckoutQueries, Mutation: expressCheckoutMutations },
  // Mutations a payment plug-in keeps for older storefronts (an alias of checkPayment).
  paymentPlugins: { Mutation: paymentPluginMutations },
  customers: { Query: customerQueries, Mutation: customerMutations },
  signOuts: { Mutation: signOutMutations },
  delivery: { Query: deliveryQueries },
  admin: { Query: adminQueries },
  adminCustomers: { Query: adminCustomerQueries, Mutation: adminCustomerMutations },
  adminReviews: { Query: adminReviewQueries, Mutation: adminReviewMutations },
  adminCatalogue: { Query: adminCatalogueQueries, Mutation: adminCatalogueMutations },
  adminCoupons: { Query: adminCouponQueries, Mutation: adminCouponMutations },
  adminDelivery: { Query: adminDeliveryQueries, Mutation: adminDeliveryMutations },
  adminDeliveryMethods: { Query: deliveryMethodQueries, Mutation: deliveryMethodMutations },
  adminSeller: { Query: adminSellerQueries, Mutation: adminSellerMutations },
  orderDesk: { Query: orderDeskQueries, Mutation: orderDeskMutations },
  lineEdits: { Query: lineEditQueries, Mutation: lineEditMutations },
  balanceRecord: { Mutation: balanceRecordMutations },
  shopperDay: { Query: shopperDayQueries, Mutation: shopperDayMutations },
  dayDesk: { Query: dayDeskQueries, Mutation: dayDeskMutations },
  todayDesk: { Query: todayDeskQueries },
  paymentsPending: { Query: paymentsPendingQueries },
  auditChoices: { Query: auditChoiceQueries },
  vanRun: { Query: vanRunQueries, Mutation: vanRunMutations },
  // The desk closes a day through the delivery feature, which it cannot import (a cycle): handed in here.
  closeDay: closeDayResolvers({ addClosedDay, bookingsStrandedBy }),
  deskPlans: { Query: deskPlanQueries },
  undeliveredMail: { Query: undeliveredMailQueries, Mutation: undeliveredMailMutations },
} satisfies Record<string, AreaResolvers>;

/** The root fields an area's map resolves (each map keeps its own type: exactly the fields it defines). */
type FieldsOf<Area, Root extends keyof AreaResolvers> = Area extends { [R in Root]: infer RootMap } ? keyof RootMap : never;
type Area = (typeof areas)[keyof typeof areas];
type Unresolved = Exclude<keyof QueryResolvers, FieldsOf<Area, 'Query'>> | Exclude<keyof MutationResolvers, FieldsOf<Area, 'Mutation'>>;
// A root field the schema declares and no area resolves would only ever answer null (or an
// error, when non-null): tsc refuses it here, naming the field.
const everyRootFieldResolved: [Unresolved] extends [never] ? true : `no resolver for ${Unresolved}` = true;
void everyRootFieldResolved;

function merge<RootMap extends object>(kind: keyof AreaResolvers, mapOf: (area: AreaResolvers) => RootMap | undefined): Partial<RootMap> {
  let merged: Partial<RootMap> = {};
  for (const [area, resolvers] of Object.entries(areas)) {
    const map = mapOf(resolvers);
    if (!map) continue;
    for (const name of Object.keys(map)) {
      if (name in merged) throw new Error(`${kind}.${name} is defined twice (again in ${area}).`);
    }
    merged = { ...merged, ...map };
  }
  return merged;
}

export const resolvers: Resolvers = {
  Query: merge('Query', (area) => area.Query),
  Mutation: merge('Mutation', (area) => area.Mutation),
};
