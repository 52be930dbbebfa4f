import { formatIsoDate } from '../domain/delivery/date-format.ts';
import type { ShippingGroup } from '../domain/delivery/methods.ts';
import type { Pence } from '../domain/money.ts';
import type { OrderAddressRow } from '../store/tables.ts';
import { priceOrder } from '../orders/index.ts';
import type { StoredOrder } from '../orders/index.ts';

/** One shipment as a wallet's sheet offers it: the method the shop would send it by, on its first date. */
export interface SheetShipment {
  key: ShippingGroup;
  methodId: string;
  methodName: string;
  /** ISO date: the first day this shipment can arrive at the sheet's address. */
  deliveryDate: string;
  deliveryDateText: string;
  /** Its delivery charge as the totals count it (surcharges included, after free delivery). */
  chargePence: Pence;
}

export type SheetQuote =
  | { ok: true; shipments: SheetShipment[]; shippingPence: Pence; amountDuePence: Pence }
  /** `message`: why the shop cannot deliver there, in words the sheet shows under the address. */
  | { ok: false; message: string };

/**
 * What express checkout would charge and when each shipment would arrive if the basket went to
 * this postcode: the basket planned as if the sheet's address were its delivery address and no
 * choice had been made, so every shipment takes the method the shop prefers on its earliest date.
 * The same function quotes the sheet and fixes the choices the order is placed with, so the
 * shopper pays what the sheet showed. Pure: the order itself is not touched.
 */
export function quoteForSheet(stored: StoredOrder, postcode: string, now: Date): SheetQuote {
  // Planning reads only the delivery address's postcode and access: the rest of the row is the order's business.
  const sheetAddress = { address_type: 'shipping', post_code: postcode, restricted_access: false } as OrderAddressRow;
  const trial: StoredOrder = {
    ...stored,
    addresses: [...stored.addresses.filter((a) => a.address_type !== 'shipping'), sheetAddress],
    shipmentChoices: [],
  };
  const priced = priceOrder(trial, now);
  const shipments: SheetShipment[] = [];
  for (const plan of priced.shipments) {
    const method = plan.shippingMethod;
    const problem = plan.shipmentErrors[0];
    if (problem) return { ok: false, message: problem.message };
    if (!method || !plan.estDeliveryDate || !plan.charge) {
      return { ok: false, message: 'We cannot deliver this basket to that address. Please choose another address.' };
    }
    const shipping = priced.deliveryWaived ? 0 : plan.charge.shippingPence;
    shipments.push({
      key: plan.group,
      methodId: method.methodId,
      methodName: method.displayName,
      deliveryDate: plan.estDeliveryDate,
      deliveryDateText: formatIsoDate(plan.estDeliveryDate, method.deliveryDateDisplayFormat),
      chargePence: shipping + plan.charge.surchargePence + plan.charge.timedPence,
    });
  }
  if (shipments.length === 0) return { ok: false, message: 'Your basket is empty, so there is nothing to deliver.' };
  return { ok: true, shipments, shippingPence: priced.totals.shippingPence, amountDuePence: priced.totals.amountDuePence };
}
