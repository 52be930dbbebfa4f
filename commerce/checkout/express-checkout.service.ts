import type { Caller, CommerceContext } from '../context.ts';
import { addressToColumns } from '../customers/index.ts';
import { deliveryCountryProblem, listDeliveryCountries } from '../delivery/index.ts';
import { quotablePostcode } from '../domain/delivery/postcode.ts';
import { apiError } from '../errors.ts';
import { changeCart } from '../cart/index.ts';
import type { OrderAddressInput } from '../orders/index.ts';
import { forgetExpressGuestContact, loadOrder, replaceOrderAddresses, saveShipmentChoice, updateCartFields } from '../orders/index.ts';
import { quoteForSheet, sheetOptions, type SheetMethodChoice } from './sheet-quote.ts';

/** The part of a wallet sheet's address the quote needs: wallets disclose only this much before the shopper pays. */
export interface SheetPlace {
  postcode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
}

/** What the sheet hands over once the shopper authorises: who they are and where it goes (checked by orderAddressInput). */
export interface SheetDetails {
  contact: { email: string; givenName: string; familyName: string; phone: string | null };
  /** The delivery address, also the billing address: a wallet's card brings no other to the shop. */
  address: Omit<OrderAddressInput, 'addressType'>;
  /** The method picked in the sheet for each shipment (empty: the shop's preferred for each). */
  methods: SheetMethodChoice;
}

/** A delivery country the shop does not serve, in its words, before the postcode is even read. */
async function countryRefusal(ctx: CommerceContext, caller: Caller, countryCode: string): Promise<string | null> {
  return deliveryCountryProblem(countryCode, await listDeliveryCountries(ctx.db, caller.tenantId)) || null;
}

/**
 * Express checkout's quote for the sheet's address: each way the basket can go (the shop's
 * preferred first), with each shipment's method, first date and charge and the amount due, or
 * why the shop cannot deliver there. The cart answers only to the caller it belongs to (a
 * stranger's id finds nothing), and nothing is written.
 */
export async function quoteSheetDelivery(
  ctx: CommerceContext,
  caller: Caller,
  orderId: string,
  place: SheetPlace,
): Promise<ReturnType<typeof sheetOptions>> {
  const stored = await loadOrder(ctx.db, caller, orderId);
  if (!stored) throw apiError('NOT_FOUND', 'That cart does not exist. Start a new one by adding a product.');
  if (stored.order.status !== 'shoppingCart') {
    throw apiError('CONFLICT', 'This order has already been paid for or placed, so it can no longer change.', { reason: 'NOT_A_CART' });
  }
  const refusal = await countryRefusal(ctx, caller, place.countryCode);
  if (refusal) return { ok: false, message: refusal };
  // A real wallet's sheet discloses only the outward code before the shopper pays.
  return sheetOptions(stored, quotablePostcode(place.postcode), ctx.now());
}

/**
 * Writes what the sheet authorised onto the cart, in one transaction: the contact (a guest's,
 * unless the cart is the signed-in caller's own, whose record stays the truth), the address as
 * delivery and billing address, and each shipment's method (the sheet's pick) on its first date,
 * as the sheet quoted them. An address the shop cannot reach, or a pick that cannot take its
 * shipment there, is refused in words and nothing is written.
 */
export async function fillCartFromSheet(ctx: CommerceContext, caller: Caller, orderId: string, sheet: SheetDetails): Promise<void> {
  const refusal = await countryRefusal(ctx, caller, sheet.address.countryCode);
  if (refusal) throw apiError('BAD_USER_INPUT', refusal, { field: 'address.countryCode', reason: 'NOT_DELIVERED' });
  await changeCart(ctx, caller, { orderId }, async (tx, order) => {
    const ownCart = caller.customerId !== null && order.customer_id === caller.customerId;
    if (ownCart) {
      // The customer's record is the truth: the sheet only fills what their cart does not hold yet.
      await updateCartFields(tx, order.id, {
        customer_email: order.customer_email ?? caller.email ?? sheet.contact.email,
        customer_first_name: order.customer_first_name ?? sheet.contact.givenName,
        customer_last_name: order.customer_last_name ?? sheet.contact.familyName,
        customer_phone: order.customer_phone ?? sheet.contact.phone,
      });
    } else {
      await updateCartFields(tx, order.id, {
        customer_id: null,
        guest: true,
        customer_email: sheet.contact.email,
        customer_first_name: sheet.contact.givenName,
        customer_last_name: sheet.contact.familyName,
        customer_phone: sheet.contact.phone,
        // Credit is a signed-in customer's own: a guest's contact must not inherit the request.
        credit_requested_pence: null,
      });
    }
    const columns = addressToColumns(sheet.address);
    await replaceOrderAddresses(
      tx,
      order.id,
      ['shipping', 'billing'],
      [
        { address_type: 'shipping', ...columns },
        { address_type: 'billing', ...columns },
      ],
    );
    const stored = await loadOrder(tx, caller, order.id);
    if (!stored) throw apiError('NOT_FOUND', 'That cart does not exist. Start a new one by adding a product.');
    const quote = quoteForSheet(stored, sheet.address.postCode, ctx.now(), sheet.methods);
    if (!quote.ok) throw apiError('BAD_USER_INPUT', quote.message, { field: 'address.postCode', reason: 'NOT_DELIVERED' });
    for (const shipment of quote.shipments) {
      await saveShipmentChoice(tx, order.id, {
        key: shipment.key,
        methodId: shipment.methodId,
        date: shipment.deliveryDate,
        timedCode: null,
        services: [],
      });
    }
  });
}

/**
 * After a sheet's payment was refused before it began (the stock or the price changed, a total the
 * way to pay does not take): a guest's express cart forgets the contact and address the sheet
 * wrote, as a failed payment's does (settle-payment.ts), since the cart answers to its id alone.
 * A cart whose payment is under way meanwhile (a twin press) is left to that payment.
 */
export async function forgetRefusedSheet(ctx: CommerceContext, caller: Caller, orderId: string): Promise<void> {
  const stored = await loadOrder(ctx.db, caller, orderId);
  if (!stored?.order.express_cart || stored.order.customer_id !== null || stored.order.status !== 'shoppingCart') return;
  await changeCart(ctx, caller, { orderId }, async (tx) => {
    await forgetExpressGuestContact(tx, orderId);
  });
}
