import { courierServiceFlags } from '../domain/delivery/methods.ts';
import type { EligibleQuote } from '../domain/delivery/quote.ts';
import type { ShipmentPlan } from '../domain/delivery/shipment-plan.ts';
import type { Courier, TimedSlot } from '../domain/delivery/methods.ts';
import { formatIsoDate } from '../domain/delivery/date-format.ts';
import { readyNote } from '../domain/delivery/ready-date.ts';
import { presentSurcharges } from '../delivery/index.ts';
import { slotText, type ShipmentPromise } from '../domain/delivery/shipment-promise.ts';
import { presentPromise } from './shipment-promises.ts';
import { toPounds } from '../domain/money.ts';
import type { ShipmentStatus } from '../domain/shipment-status.ts';

const timed = (slot: TimedSlot) => ({
  label: slot.label,
  code: slot.code,
  price: toPounds(slot.pricePence),
  description: slot.description,
  // The checkout offers a slot in the words the order page, mails and desk promise it in.
  text: slotText(slot),
});

function presentAvailableMethod(quote: EligibleQuote) {
  return {
    id: quote.methodId,
    name: quote.name,
    displayName: quote.displayName,
    description: quote.description,
    priority: quote.priority,
    courierId: quote.courierId,
    courierName: quote.courierName,
    isFree: quote.isFree,
    shippingAmount: toPounds(quote.shippingPence),
    shippingTaxAmount: toPounds(quote.shippingTaxPence),
    shippingMethodSurcharge: toPounds(quote.surchargePence),
    shippingMethodSurchargeTax: toPounds(quote.surchargeTaxPence),
    shippingCost: toPounds(quote.totalPence),
    surcharges: presentSurcharges(quote),
    packageCount: quote.packageCount,
    estDispatchDate: quote.estDispatchDate,
    estDeliveryDates: quote.estDeliveryDates,
    deliveryDateOptions: quote.estDeliveryDates.map((date) => ({ date, text: formatIsoDate(date, quote.deliveryDateDisplayFormat) })),
    generateCount: quote.estDeliveryDates.length,
    timedEnabled: quote.timedEnabled,
    timedConfig: quote.timedSlots.map(timed),
    timedDisplayType: quote.timedDisplayType,
    deliveryRange: quote.deliveryRange,
    deliveryDateDisplayFormat: quote.deliveryDateDisplayFormat,
    services: quote.availableServices.map((s) => ({ type: s.type, name: s.name, price: toPounds(s.surchargePence) })),
  };
}

/**
 * One shipment as the API's Shipment; `items` are the order's presented lines. Its
 * status is the API's: pending until the shop dispatches it (domain/shipment-status.ts), then
 * dispatched and delivered.
 */
export function presentShipment<Item extends { id: string }>(
  plan: ShipmentPlan,
  items: readonly Item[],
  couriers: readonly Courier[],
  stored: ShipmentStatus = 'awaitingDispatch',
  /** The VAT of its charge as the order taxes delivery (priceOrder's deliveryVat); the method's own rate when absent. */
  chargeTaxPence: number | undefined,
  promise: ShipmentPromise,
) {
  const method = plan.shippingMethod;
  const courier = method ? couriers.find((c) => c.id === method.courierId) : undefined;
  const flags = courier ? courierServiceFlags(courier) : { hasBookInService: false, hasRestrictedAccessService: false };
  return {
    id: plan.key,
    status: stored === 'awaitingDispatch' ? 'pending' : stored,
    isShipmentValid: plan.isShipmentValid,
    shipmentErrors: plan.shipmentErrors.map((e) => e.message),
    orderItems: items.filter((item) => plan.lineIds.includes(item.id)),
    availableShippingMethods: plan.availableShippingMethods.map(presentAvailableMethod),
    shippingMethod: method && {
      id: method.methodId,
      name: method.name,
      displayName: method.displayName,
      courier: { id: method.courierId, name: method.courierName, ...flags },
      deliveryRange: method.deliveryRange,
      deliveryDateDisplayFormat: method.deliveryDateDisplayFormat,
      selectedTimedConfig: plan.timedSlot && timed(plan.timedSlot),
    },
    services: plan.services.map((s) => ({ type: s.type, name: s.name, force: s.force })),
    estDispatchDate: plan.estDispatchDate,
    estDeliveryDate: plan.estDeliveryDate,
    // In the method's own display format, so every page says a date the way the checkout offered it.
    dispatchDateText: method && plan.estDispatchDate ? formatIsoDate(plan.estDispatchDate, method.deliveryDateDisplayFormat) : null,
    deliveryDateText: method && plan.estDeliveryDate ? formatIsoDate(plan.estDeliveryDate, method.deliveryDateDisplayFormat) : null,
    readyText: readyNote(plan),
    shippingAmount: toPounds(plan.charge?.totalPence ?? 0),
    shippingTaxAmount: toPounds(chargeTaxPence ?? plan.charge?.totalTaxPence ?? 0),
    surcharges: method ? presentSurcharges(method) : [],
    totalWeight: plan.weightGrams / 1000,
    promise: presentPromise(promise),
  };
}
