import { type BalancePaid, paidOutsideProviderPence } from '../domain/balance-payment.ts';
import { toPounds } from '../domain/money.ts';
import { paymentName, providerPaymentWay, refundablePayments, refundablePence } from '../domain/refunds.ts';
import type { PaymentRegistry } from '../payments/index.ts';
import { lineTotals } from '../domain/totals.ts';
import { addressLines } from '../order-mail/index.ts';
import { priceOrder } from '../orders/index.ts';
import { chargeLine, planPromise, type ShipmentPromise } from '../domain/delivery/shipment-promise.ts';
import type { BookedShipment } from '../domain/desk-today.ts';
import { groupOfShipment } from '../domain/delivery/shipments.ts';
import type { ShipmentPlan } from '../domain/delivery/shipment-plan.ts';
import type { StoredOrder } from '../orders/index.ts';
import type { OrderRefundTable } from '../store/tables.ts';
import type { Selectable } from 'kysely';
import { promisedShipments, shipmentStatuses } from './order-moves.service.ts';

export interface DeskOrder {
  stored: StoredOrder;
  refunds: Selectable<OrderRefundTable>[];
  /** What the card was charged (0 for an order paid wholly with credit). */
  paidByCardPence: number;
  /** The placing payment (its attempt): the desk's refunds go back through it. */
  placingAttemptId: string | null;
  /** The balances due paid since an edit (online, or as staff recorded them), oldest first. */
  balancePayments: {
    amount_pence: number;
    way: BalancePaid['way'];
    paid_with: string | null;
    staff_email: string | null;
    created_at: Date | string;
  }[];
  /** Every payment a provider took (the placing one, then balances paid online), with its provider's type. */
  providerPayments: {
    id: string;
    purpose: 'order' | 'balance';
    amount_pence: number;
    created_at: Date | string;
    gateway_type: string | null;
  }[];
}

/** How the desk names the way a provider's payment was made ("card", "PayPal"): the payment registry's words. */
export type PaymentWays = Pick<PaymentRegistry, 'paidWith'>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function presentRefund(refund: Selectable<OrderRefundTable>) {
  return {
    id: refund.id,
    amount: toPounds(refund.amount_pence),
    reason: refund.reason,
    status: refund.status,
    failureMessage: refund.failure_message,
    requestKey: refund.request_key,
    staffEmail: refund.staff_email,
    createdAt: new Date(refund.created_at).toISOString(),
    refundOf: refund.refund_of === 'delivery' ? ('DELIVERY' as const) : ('ORDER' as const),
    vatByRate: (refund.vat_by_rate ?? []).map((part) => ({
      rate: part.rateBasisPoints / 100,
      amount: toPounds(part.pence),
      vatAmount: toPounds(part.taxPence),
    })),
  };
}

/**
 * A shipment's promise in the customer's words, flat on the desk's shipment: the desk's order
 * fragment is already at the API's depth limit, so it cannot ask for one more nested object.
 */
function deskPromise(promise: ShipmentPromise) {
  return {
    heading: promise.heading,
    arrival: promise.arrival,
    ready: promise.ready,
    bookedServices: promise.services,
    chargeLines: promise.charges.map(chargeLine),
  };
}

/** Each shipment of an order with the day it arrives and its goods' weight, as the day's list shows them. */
export function bookedShipmentsOf(stored: StoredOrder): BookedShipment[] {
  return promisedShipments(stored).map((plan) => ({
    key: groupOfShipment(plan.key),
    date: arrivalDay(stored, plan),
    weightGrams: plan.weightGrams,
  }));
}

/** The day a shipment arrives: the day booked at placement (or moved to since), else the one planned. */
function arrivalDay(stored: StoredOrder, plan: ShipmentPlan): string | null {
  return stored.shipmentChoices.find((choice) => choice.shipment_key === plan.key)?.delivery_date ?? plan.estDeliveryDate;
}

/** A placed order as the desk shows it: what was promised, where each shipment stands, what was paid and refunded. */
export function presentDeskOrder(
  { stored, refunds, paidByCardPence, placingAttemptId, balancePayments, providerPayments }: DeskOrder,
  ways: PaymentWays,
) {
  const { order, items } = stored;
  const placedAt = order.placed_at ?? order.created_at;
  const priced = priceOrder(stored, placedAt);
  const { totals } = priced;
  const plans = promisedShipments(stored);
  const statuses = shipmentStatuses(stored, plans);
  const delivery = stored.addresses.find((a) => a.address_type === 'shipping');
  const refunded = refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount_pence, 0);
  return {
    id: order.id,
    number: order.order_number ?? 0,
    version: order.version,
    placedAt: new Date(placedAt).toISOString(),
    status: order.status,
    paymentStatus: order.payment_status,
    customer: {
      name: [order.customer_first_name, order.customer_last_name].filter(Boolean).join(' '),
      email: order.customer_email ?? '',
      phone: order.customer_phone,
      hasAccount: order.customer_id !== null,
    },
    total: toPounds(totals.totalPence),
    paidByCard: toPounds(paidByCardPence),
    paidWith: order.paid_with ?? (paidByCardPence > 0 ? 'card' : null),
    creditUsed: toPounds(totals.creditUsedPence),
    refunded: toPounds(refunded),
    // What the desk's refund may still send back through the placing payment (balances paid online are refunded through their own).
    refundable: toPounds(
      refundablePence({
        paidByCardPence,
        refundedPence: refunds
          .filter((r) => r.attempt_id === placingAttemptId && (r.status === 'succeeded' || r.status === 'pending'))
          .reduce((sum, r) => sum + r.amount_pence, 0),
      }),
    ),
    // Each payment the refund form can send money back through, with what it can still return.
    refundablePayments: refundablePayments(
      providerPayments.map((payment) => ({
        id: payment.id,
        purpose: payment.purpose,
        paidWith: providerPaymentWay({ purpose: payment.purpose, gatewayType: payment.gateway_type }, order.paid_with, (type) =>
          ways.paidWith(type),
        ),
        amountPence: payment.amount_pence,
      })),
      refunds.map((refund) => ({ attemptId: refund.attempt_id, amountPence: refund.amount_pence, status: refund.status })),
    ).map((payment, index) => ({
      id: payment.id,
      purpose: payment.purpose === 'balance' ? ('BALANCE' as const) : ('ORDER' as const),
      name: paymentName(payment),
      paidWith: payment.paidWith,
      paid: toPounds(payment.amountPence),
      refunded: toPounds(payment.refundedPence),
      refundable: toPounds(payment.leftPence),
      at: new Date(providerPayments[index]!.created_at).toISOString(),
    })),
    balanceDue: toPounds(order.balance_due_pence),
    balancePayments: balancePayments.map((paid) => ({
      amount: toPounds(paid.amount_pence),
      way: paid.way,
      // Online balances paid before the way was kept were paid by card, the only way then.
      paidWith: paid.way === 'online' ? (paid.paid_with ?? 'card') : null,
      recordedBy: paid.staff_email,
      at: new Date(paid.created_at).toISOString(),
    })),
    balancePaidOutsideCard: toPounds(
      paidOutsideProviderPence(balancePayments.map((paid) => ({ amountPence: paid.amount_pence, way: paid.way }))),
    ),
    couponCode: order.coupon_code,
    orderNotes: order.notes,
    deliveryAddress: delivery
      ? {
          name: `${delivery.first_name} ${delivery.last_name}`.trim(),
          company: delivery.company,
          lines: addressLines({ ...delivery, first_name: '', last_name: '', company: null }),
          postCode: delivery.post_code,
          phone: delivery.phone_number,
          deliveryNotes: delivery.delivery_notes,
          restrictedAccess: delivery.restricted_access,
          what3words: delivery.what3words,
        }
      : null,
    shipments: plans.map((plan) => {
      const row = stored.shipmentChoices.find((choice) => choice.shipment_key === plan.key);
      return {
        id: plan.key,
        status: statuses.get(plan.key)!,
        method: plan.shippingMethod?.displayName ?? null,
        courier: plan.shippingMethod?.courierName ?? null,
        deliveryDate: arrivalDay(stored, plan),
        dispatchDate: row?.dispatch_date ?? plan.estDispatchDate,
        slot: plan.timedSlot?.label ?? null,
        slotCode: row?.timed_code ?? null,
        trackingNumber: row?.tracking_number ?? null,
        slotHours: plan.timedSlot ? plan.timedSlot.description || plan.timedSlot.label : null,
        services: plan.services.map((service) => service.name),
        weightKg: plan.weightGrams / 1000,
        items: items
          .filter((item) => plan.lineIds.includes(item.id))
          .map((item) => `${item.quantity} × ${item.name}`)
          .join(', '),
        dispatchedAt: iso(row?.dispatched_at ?? null),
        deliveredAt: iso(row?.delivered_at ?? null),
        ...deskPromise(planPromise(plan, priced.deliveryWaived, arrivalDay(stored, plan))),
      };
    }),
    lines: items.map((item) => ({
      sku: item.sku_code,
      name: item.name,
      quantity: item.quantity,
      unitPrice: toPounds(item.unit_price_pence),
      total: toPounds(
        lineTotals({
          quantity: item.quantity,
          unitPricePence: item.unit_price_pence,
          vatRateBasisPoints: item.vat_rate_basis_points,
          weightGrams: item.weight_grams,
        }).totalPence,
      ),
    })),
    history: stored.history.map((entry) => ({ at: new Date(entry.created_at).toISOString(), event: entry.status, note: entry.note })),
    refunds: refunds.map(presentRefund),
  };
}
