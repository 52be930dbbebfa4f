import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPence } from '../../commerce/domain/money.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { GetOrderDetailsDocument, SetOrderCreditDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, HOME_ADDRESS, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { AddToCartLinesDocument, ApplyCouponDocument, PayForOrderDocument, ReadVatReceiptDocument } from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London.
const NOW = '2026-11-18T10:00:00Z';
const toPence = (pounds: number) => Math.round(pounds * 100);

// Logs by van, pellets on pallets (up to 3 t: several pallets), kindling and firelighters (5% and 20%) riding along or by parcel.
const SKUS = ['LOG-ASH-STD', 'PEL-FP-6MM-375', 'PEL-FP-6MM-750', 'KIN-NET-10L', 'ACC-FIRELIGHTER-100'] as const;

const basket = fc.record({
  lines: fc.uniqueArray(fc.record({ sku: fc.constantFrom(...SKUS), quantity: fc.integer({ min: 1, max: 4 }) }), {
    minLength: 1,
    maxLength: 4,
    selector: (line) => line.sku,
  }),
  coupon: fc.constantFrom(null, 'WARMWELCOME', 'CRATE20', 'FREEDELIVERY'),
  creditPence: fc.constantFrom(0, 250),
  presale: fc.option(fc.constantFrom(...SKUS), { freq: 2 }),
  highlands: fc.boolean(),
});

// A few baskets through the real API on the embedded store: the pure pricing has its own 400-run properties.
describe.each(backends.filter((backend) => backend.name === 'PGlite'))('random baskets placed through the API, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });

  it('the order page, the VAT receipt and the confirmation agree on the totals and the VAT by rate, and no shipment leaves before its pre-order', async () => {
    await fc.assert(
      fc.asyncProperty(basket, async (picked) => {
        await shop.db
          .updateTable('product')
          .set({ presale_date: null, presale_limit: null, on_hand: 1000 })
          .where('id', 'in', [...SKUS])
          .execute();
        if (picked.presale)
          await shop.db
            .updateTable('product')
            .set({ presale_date: '2027-01-15', presale_limit: 1000, on_hand: 0 })
            .where('id', '=', picked.presale)
            .execute();
        const customer = await shop.customer();
        if (picked.creditPence)
          await shop.db
            .insertInto('customer_credit')
            .values({
              id: crypto.randomUUID(),
              customer_id: customer.row.id,
              created_at: new Date(NOW),
              amount_pence: picked.creditPence,
              description: 'Goodwill',
              order_id: null,
            })
            .execute();
        let orderId: string | undefined;
        for (const line of picked.lines) {
          const added = await customer.api(AddToCartLinesDocument, { ...scope, orderId, skuId: line.sku, quantity: line.quantity });
          expect(added.errors).toBeUndefined();
          orderId = added.data!.addToCart.id;
        }
        await billAndDeliverTo(customer.api, orderId!, { ...HOME_ADDRESS, postCode: picked.highlands ? 'IV2 3AA' : HOME_ADDRESS.postCode });
        if (picked.coupon) await customer.api(ApplyCouponDocument, { ...scope, orderId: orderId!, couponCode: picked.coupon });
        if (picked.creditPence)
          await customer.api(SetOrderCreditDocument, { ...scope, orderId: orderId!, amount: picked.creditPence / 100 });
        await shop.db.deleteFrom('mail_outbox').execute();
        const paid = await customer.api(PayForOrderDocument, {
          ...scope,
          orderId: orderId!,
          paymentGatewayId: 'test-card',
          paymentData: paymentData(TEST_CARDS.approved),
        });
        // A basket checkout refuses (a load no method takes) is no order: nothing to compare.
        if (paid.errors) return;

        const order = (await customer.api(GetOrderDetailsDocument, { ...scope, orderId: orderId! })).data!.getOrder!;
        expect(toPence(order.totalAmount)).toBe(
          toPence(order.subTotalAmount) + toPence(order.shippingAmount) - toPence(order.discountAmount),
        );
        const receipt = (await customer.api(ReadVatReceiptDocument, { ...scope, orderId: orderId! })).data!.getVatReceipt!;
        const byRate = receipt.vatByRate.map((rate) => toPence(rate.vatAmount));
        expect(byRate.reduce((a, b) => a + b, 0)).toBe(toPence(order.totalTax));
        expect(toPence(receipt.order.totalTax)).toBe(toPence(order.totalTax));

        const inbox = receiver();
        const outbox = outboxInto(inbox, shop);
        while ((await outbox.runOnce()).sent > 0);
        const mail = inbox.messages().find((m) => m.idempotencyKey === `order-confirmation.${orderId}`)!;
        expect(mail.text).toMatch(new RegExp(`Includes VAT of\\s+${formatPence(toPence(order.totalTax)).replace('.', '\\.')}`));
        for (const rate of receipt.vatByRate)
          expect(mail.text).toMatch(new RegExp(`VAT at ${rate.rate}%\\s+${formatPence(toPence(rate.vatAmount)).replace('.', '\\.')}`));

        const presaleLines = new Set(order.orderItems.filter((item) => item.code === picked.presale).map((item) => item.id));
        for (const shipment of order.shipments) {
          const waits = shipment.orderItems.some((item) => presaleLines.has(item.id));
          if (waits) expect(shipment.estDispatchDate! >= '2027-01-15').toBe(true);
        }
      }),
      { seed: 37, numRuns: 5 },
    );
  }, 240_000);
});
