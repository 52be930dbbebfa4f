import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { GetOrderDetailsDocument, TrackOrderByNumberDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { ChooseShipmentMethodDocument, PlaceReceiptOrderDocument } from './gql/graphql.ts';

/*
 * An order's pages say each shipment's dispatch day, delivery day and slot in
 * the method's own format, as they were when the order was placed.
 */
describe.each(backends)('order dates on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW });
  const { api: guest } = shop;

  it('a later date and a slot: leaves the working day before, both days in the method format, and still so a week on', async () => {
    // Wednesday 18 November before the van's cut-off: the first delivery day is Thursday 19.
    const orderId = await payableOrder(guest);
    const chosen = await guest(ChooseShipmentMethodDocument, {
      ...scope,
      orderId,
      id: 'van',
      shippingMethod: 'van-standard',
      selectedEstDeliveryDate: '2026-11-24',
      selectedTimedConfigCode: 'PM',
    });
    expect(chosen.errors).toBeUndefined();
    const placed = await guest(PlaceReceiptOrderDocument, { ...scope, orderId, paymentData: paymentData(TEST_CARDS.approved) });
    const { receiptKey, number } = placed.data!.placeOrder;

    const expected = {
      id: 'van',
      estDeliveryDate: '2026-11-24',
      deliveryDateText: 'Tuesday 24 November',
      estDispatchDate: '2026-11-23',
      dispatchDateText: 'Monday 23 November',
    };
    const read = async () => (await guest(GetOrderDetailsDocument, { ...scope, orderId, receiptKey })).data!.getOrder!;
    const order = await read();
    expect(order.shipments).toEqual([expect.objectContaining(expected)]);
    expect(order.shipments[0]!.shippingMethod?.selectedTimedConfig?.label).toBe('Afternoon');

    // A week later the dates are still the ones the order was placed with, on the order page and in tracking.
    shop.clock.set('2026-11-25T09:00:00Z');
    expect((await read()).shipments).toEqual([expect.objectContaining(expected)]);
    const email = (await shop.db.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirstOrThrow())
      .customer_email!;
    const tracked = await guest(TrackOrderByNumberDocument, { ...scope, orderNumber: number!, email });
    expect(tracked.data!.getOrderByNumber!.shipments).toEqual([
      expect.objectContaining({
        ...expected,
        shippingMethod: expect.objectContaining({ selectedTimedConfig: { text: 'Afternoon (between 12 noon and 5pm)' } }),
      }),
    ]);
  });
});
