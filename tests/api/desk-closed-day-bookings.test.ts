import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { AdminAddClosedDayDocument, AdminDeliveryDeskDocument, AdminOrderDetailDocument } from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, HOME_ADDRESS, paymentData } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { AddToCartLinesDocument, ChooseShipmentMethodDocument, GetOrderShipmentsDocument, PayForOrderDocument } from './gql/graphql.ts';

const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('closing a day that has bookings, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  const staff = () => shop.client({ token: staffIdToken() });

  /** A van order to a Leicestershire address on the third day offered. */
  async function placedVanOrder() {
    const buyer = await shop.customer({ email: `booked-${backend.name.toLowerCase()}@example.com` });
    const orderId = (await buyer.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
    await billAndDeliverTo(buyer.api, orderId, HOME_ADDRESS);
    const shipments = (await buyer.api(GetOrderShipmentsDocument, { ...scope, orderId })).data!.getOrder!.shipments;
    const method = shipments.find((s) => s.id === 'van')!.availableShippingMethods[0]!;
    await buyer.api(ChooseShipmentMethodDocument, {
      ...scope,
      orderId,
      id: 'van',
      shippingMethod: method.id,
      selectedEstDeliveryDate: method.estDeliveryDates[2]!,
      selectedTimedConfigCode: method.timedConfig[0]!.code,
    });
    const paid = await buyer.api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    const order = (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
    const van = order.shipments.find((s) => s.id === 'van')!;
    return { number: order.number, deliveryDate: van.deliveryDate!, dispatchDate: van.dispatchDate! };
  }

  const closed = async () => (await staff()(AdminDeliveryDeskDocument, { tenant })).data!.adminClosedDays.map((d) => `${d.date}/${d.kind}`);

  it('refuses to close a day a shipment is booked to leave or arrive on, naming the order; a nation’s holiday elsewhere closes', async () => {
    const order = await placedVanOrder();
    for (const date of [order.deliveryDate, order.dispatchDate]) {
      const refused = await staff()(AdminAddClosedDayDocument, { tenant, input: { date, name: 'Yard closed', kind: 'closure' } });
      expect(errorOf(refused)?.code).toBe('CONFLICT');
      expect(refused.errors![0]!.extensions!.reason).toBe('DAY_HAS_BOOKINGS');
      expect(refused.errors![0]!.message).toBe(
        `${date} cannot be closed: 1 shipment is booked to leave or arrive that day (order ${order.number}). Move it to another day first, then close it.`,
      );
      expect(await closed()).not.toContain(`${date}/closure`);
    }
    // The order's address keeps England's calendar: Scotland's holiday that day strands nothing.
    const scottish = await staff()(AdminAddClosedDayDocument, {
      tenant,
      input: { date: order.deliveryDate, name: 'St Andrew’s Day (moved)', kind: 'bankHoliday', region: 'scotland' },
    });
    expect(scottish.errors).toBeUndefined();
  });
});
