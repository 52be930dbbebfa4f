import { beforeEach, describe, expect, it } from 'vitest';
import { formatPence, vatIncluded } from '../../commerce/domain/money.ts';
import type { DeliveryVatTreatment } from '../../commerce/domain/pricing/delivery-vat.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { GetOrderDetailsDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { PlaceReceiptOrderDocument, ReadVatReceiptDocument } from './gql/graphql.ts';

/*
 * A delivery charge follows the VAT of the goods it delivers (HMRC VAT Notice 700/24, section 2),
 * apportioned by value over goods at different rates, unless the seller standard-rates delivery;
 * an order keeps the treatment it was placed under.
 */

const pence = (pounds: number) => Math.round(pounds * 100);
const sumPence = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + pence(amount), 0);

describe.each(backends)('delivery VAT on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW });
  const { api: guest } = shop;

  const treatDeliveryAs = (treatment: DeliveryVatTreatment) =>
    shop.db.updateTable('seller').set({ delivery_vat_treatment: treatment }).where('tenant_id', '=', scope.tenant).execute();
  beforeEach(async () => {
    await treatDeliveryAs('follows_goods');
    await shop.db.deleteFrom('mail_outbox').execute();
  });

  const orderOf = async (orderId: string, receiptKey?: string | null) => {
    const read = await guest(GetOrderDetailsDocument, { ...scope, orderId, receiptKey });
    expect(read.errors).toBeUndefined();
    return read.data!.getOrder!;
  };
  const place = async (orderId: string) => {
    const placed = await guest(PlaceReceiptOrderDocument, { ...scope, orderId, paymentData: paymentData(TEST_CARDS.approved) });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.status).toBe('placed');
    return placed.data!.placeOrder.receiptKey!;
  };
  const receipt = async (orderId: string, receiptKey: string) => {
    const read = await guest(ReadVatReceiptDocument, { ...scope, orderId, receiptKey });
    expect(read.errors).toBeUndefined();
    return read.data!.getVatReceipt!;
  };

  it('taxes the van delivery of a crate of logs at the logs’ 5%, on the cart, the order and its receipt', async () => {
    const orderId = await payableOrder(guest, [['LOG-ASH-STD', 1]]);
    const cart = await orderOf(orderId);
    expect(cart.shippingAmount).toBeGreaterThan(0);
    expect(pence(cart.shippingTaxAmount)).toBe(vatIncluded(pence(cart.shippingAmount), 500));

    const receiptKey = await place(orderId);
    const { order, deliveryCharges, vatByRate } = await receipt(orderId, receiptKey);
    expect(deliveryCharges).toEqual([
      { description: 'Delivery by our van', amount: cart.shippingAmount, vatRate: 5, vatAmount: cart.shippingTaxAmount },
    ]);
    expect(vatByRate.map((r) => r.rate)).toEqual([5]);
    expect(pence(vatByRate[0]!.vatAmount)).toBe(pence(order.totalTax));
    expect(pence(order.totalTax)).toBe(vatIncluded(pence(order.totalAmount), 500));
  });

  it('apportions a parcel of 5% kindling and 20% firelighters by value, and VAT by rate adds up on the order, the receipt and the mail', async () => {
    // £7.99 of kindling and £12.99 of firelighters: £4.95 of delivery splits 188.5…p / 306.4…p, the
    // penny left over going to the larger remainder.
    const orderId = await payableOrder(guest, [
      ['KIN-NET-10L', 1],
      ['ACC-FIRELIGHTER-100', 1],
    ]);
    const cart = await orderOf(orderId);
    expect(cart.shippingAmount).toBe(4.95);
    const deliveryVat = vatIncluded(189, 500) + vatIncluded(306, 2000);
    expect(pence(cart.shippingTaxAmount)).toBe(deliveryVat);
    const goodsVat = vatIncluded(799, 500) + vatIncluded(1299, 2000);
    expect(pence(cart.totalTax)).toBe(goodsVat + deliveryVat);

    const receiptKey = await place(orderId);
    const { order, deliveryCharges, vatByRate } = await receipt(orderId, receiptKey);
    expect(deliveryCharges.map((c) => [c.amount, c.vatRate, c.vatAmount])).toEqual([
      [1.89, 5, vatIncluded(189, 500) / 100],
      [3.06, 20, vatIncluded(306, 2000) / 100],
    ]);
    for (const charge of deliveryCharges) expect(charge.description).toMatch(/\(share for goods at (5|20)%\)$/);
    expect(vatByRate.map((r) => [r.rate, pence(r.grossAmount), pence(r.vatAmount)])).toEqual([
      [5, 799 + 189, vatIncluded(799, 500) + vatIncluded(189, 500)],
      [20, 1299 + 306, vatIncluded(1299, 2000) + vatIncluded(306, 2000)],
    ]);
    expect(sumPence(vatByRate.map((r) => r.vatAmount))).toBe(pence(order.totalTax));
    expect(pence(order.totalTax)).toBe(pence(cart.totalTax));
    // The parcel's own figures say the same as the order's.
    expect(order.shipments.map((s) => [s.id, s.shippingAmount, pence(s.shippingTaxAmount)])).toEqual([['parcel', 4.95, deliveryVat]]);
    expect(pence((await orderOf(orderId, receiptKey)).totalTax)).toBe(pence(cart.totalTax));

    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    expect((await outbox.runOnce()).sent).toBe(2);
    const email = order.customer!.email;
    const [mail] = inbox.to(email);
    for (const part of [mail!.text, mail!.html!]) {
      expect(part).toContain(formatPence(pence(order.totalTax)));
      for (const rate of vatByRate) expect(part).toMatch(new RegExp(`VAT at ${rate.rate}%[^£]*${formatPence(pence(rate.vatAmount))}`));
    }
  });

  it('keeps delivery at its own 20% for a seller that standard-rates it', async () => {
    await treatDeliveryAs('standard_rated');
    const orderId = await payableOrder(guest, [['LOG-ASH-STD', 1]]);
    const cart = await orderOf(orderId);
    expect(pence(cart.shippingTaxAmount)).toBe(vatIncluded(pence(cart.shippingAmount), 2000));
    const receiptKey = await place(orderId);
    const { deliveryCharges, vatByRate } = await receipt(orderId, receiptKey);
    expect(deliveryCharges.map((c) => [c.description, c.vatRate])).toEqual([['Delivery by our van', 20]]);
    expect(vatByRate.map((r) => r.rate)).toEqual([5, 20]);
  });

  it('keeps the VAT an order was placed with when the seller changes the setting, while a cart follows the change', async () => {
    const placedId = await payableOrder(guest, [['LOG-ASH-STD', 1]]);
    const receiptKey = await place(placedId);
    const before = await receipt(placedId, receiptKey);
    expect(before.deliveryCharges[0]!.vatRate).toBe(5);
    const cartId = await payableOrder(guest, [['LOG-ASH-STD', 1]]);

    await treatDeliveryAs('standard_rated');
    expect(await receipt(placedId, receiptKey)).toEqual(before);
    expect((await orderOf(placedId, receiptKey)).totalTax).toBe(before.order.totalTax);
    const cart = await orderOf(cartId);
    expect(pence(cart.shippingTaxAmount)).toBe(vatIncluded(pence(cart.shippingAmount), 2000));

    // And the other way: an order placed standard-rated stays so.
    const standardKey = await place(cartId);
    const standard = await receipt(cartId, standardKey);
    await treatDeliveryAs('follows_goods');
    expect(await receipt(cartId, standardKey)).toEqual(standard);
    expect(standard.deliveryCharges[0]!.vatRate).toBe(20);
  });
});
