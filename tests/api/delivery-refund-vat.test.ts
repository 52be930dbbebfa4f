import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { AdminOrderDetailDocument, AdminRefundOrderDocument } from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { PlaceReceiptOrderDocument, ReadVatReceiptDocument } from './gql/graphql.ts';

/* The desk's refund of delivery gives VAT back at the rates the delivery was charged at. */

const tenant = scope.tenant;
const pence = (pounds: number) => Math.round(pounds * 100);

describe.each(backends)('refunding delivery on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW });
  const { api: guest } = shop;
  const staff = () => shop.client({ token: staffIdToken() });
  const refund = (orderId: string, amount: number, of: 'ORDER' | 'DELIVERY' = 'DELIVERY') =>
    staff()(AdminRefundOrderDocument, { tenant, orderId, amount, reason: 'Parcel came late', requestKey: randomUUID(), of });

  /** A guest's placed parcel of 5% kindling and 20% firelighters, £4.95 delivery apportioned over both, and its receipt. */
  async function placedMixedParcel() {
    const orderId = await payableOrder(guest, [
      ['KIN-NET-10L', 1],
      ['ACC-FIRELIGHTER-100', 1],
    ]);
    const placed = await guest(PlaceReceiptOrderDocument, { ...scope, orderId, paymentData: paymentData(TEST_CARDS.approved) });
    expect(placed.errors).toBeUndefined();
    const receiptKey = placed.data!.placeOrder.receiptKey!;
    const read = await guest(ReadVatReceiptDocument, { ...scope, orderId, receiptKey });
    return { orderId, receipt: read.data!.getVatReceipt! };
  }

  it('gives back, for the whole delivery, the VAT its receipt charged at each rate', async () => {
    const { orderId, receipt } = await placedMixedParcel();
    expect(receipt.deliveryCharges.map((c) => c.vatRate)).toEqual([5, 20]);

    const reply = await refund(orderId, receipt.order.shippingAmount);
    expect(reply.errors).toBeUndefined();
    const made = reply.data!.adminRefundOrder.refund;
    expect(made).toMatchObject({ status: 'succeeded', refundOf: 'DELIVERY' });
    expect(made.vatByRate).toEqual(receipt.deliveryCharges.map((c) => ({ rate: c.vatRate, amount: c.amount, vatAmount: c.vatAmount })));
    const history = reply.data!.adminRefundOrder.order.history.map((entry) => entry.note ?? '');
    expect(history.some((note) => note.includes('£4.95 of delivery (VAT £0.09 at 5%, £0.51 at 20%) refunded'))).toBe(true);

    // Nothing of the delivery is left to refund; the goods still are, as an order refund.
    const again = await refund(orderId, 0.01);
    expect(errorOf(again)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'This order has no delivery charge left to refund.' });
    const goods = await refund(orderId, 5, 'ORDER');
    expect(goods.data!.adminRefundOrder.refund).toMatchObject({ status: 'succeeded', refundOf: 'ORDER', vatByRate: [] });
  });

  it('splits a part refund of delivery by what is left at each rate, and refuses more than is left', async () => {
    const { orderId, receipt } = await placedMixedParcel();
    const first = (await refund(orderId, 2)).data!.adminRefundOrder.refund;
    expect(first.vatByRate).toEqual([
      { rate: 5, amount: 0.76, vatAmount: 0.04 },
      { rate: 20, amount: 1.24, vatAmount: 0.21 },
    ]);
    const tooMuch = await refund(orderId, 3);
    expect(errorOf(tooMuch)?.message).toBe(
      'Only £2.95 of delivery is left to refund: enter £2.95 or less, or refund it as part of the order.',
    );
    const rest = (await refund(orderId, 2.95)).data!.adminRefundOrder.refund;
    for (const charge of receipt.deliveryCharges) {
      const back = [first, rest].flatMap((r) => r.vatByRate).filter((part) => part.rate === charge.vatRate);
      expect(back.reduce((sum, part) => sum + pence(part.amount), 0)).toBe(pence(charge.amount));
    }
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    expect(order.refunds.map((r) => [r.refundOf, r.amount])).toEqual([
      ['DELIVERY', 2],
      ['DELIVERY', 2.95],
    ]);
  });
});
