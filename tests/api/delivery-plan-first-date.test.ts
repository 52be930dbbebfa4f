import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { backends, customerAtClock, errorOf, type ApiClient, scope, type SignedInCustomer, useShop } from '../fixtures/api-fixture.ts';
import { billAndDeliverTo, paymentData } from '../fixtures/payable-order.ts';
import { AddToCartLinesDocument, DeliveryPlanFirstDateDocument, PayForOrderDocument, StartDeliveryPlanDocument } from './gql/graphql.ts';

const START = new Date('2026-11-18T10:00:00Z');
const ASH = 'LOG-ASH-STD';
/** A Thursday in November: London's clock is UTC, so a cut-off 'HH:MM' is that time in UTC. */
const THURSDAY = '2026-11-19';

// A plan's first date follows the checkout's rule for the first orderable date: after the
// courier's cut-off on the day, the shipment leaves a working day later, and so does the first
// date a plan may start on; the form is offered it and the API refuses anything sooner.
describe.each(backends)('a delivery plan’s first date at the courier’s cut-off, on $name', (backend) => {
  const shop = useShop(backend, { now: START });
  const { clock } = shop;

  const asCustomer = (customer: SignedInCustomer): ApiClient => customerAtClock(shop, customer);

  async function customerWithOrder() {
    const customer = await shop.customer();
    const added = await customer.api(AddToCartLinesDocument, { ...scope, skuId: ASH, quantity: 1 });
    const orderId = added.data!.addToCart.id;
    await billAndDeliverTo(customer.api, orderId);
    const placed = await customer.api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(placed.data!.placeOrder.status).toBe('placed');
    return { customer, orderId };
  }

  /** The cut-off of the courier the order's shipment goes by, 'HH:MM' (12:00, 14:00 or 15:00 in the demo data). */
  async function cutoffOf(orderId: string): Promise<string> {
    const { method_id } = await shop.db
      .selectFrom('order_shipment')
      .select('method_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const method = await shop.db.selectFrom('shipping_method').select('rule').where('id', '=', method_id!).executeTakeFirstOrThrow();
    const courier = await shop.db.selectFrom('courier').select('rule').where('id', '=', method.rule.courierId).executeTakeFirstOrThrow();
    return courier.rule.cutoffTime;
  }

  const firstDate = async (customer: SignedInCustomer, orderId: string) => {
    const answer = await asCustomer(customer)(DeliveryPlanFirstDateDocument, { ...scope, orderId });
    expect(answer.errors).toBeUndefined();
    return answer.data!.getDeliveryPlanFirstDate!;
  };
  const startPlan = (customer: SignedInCustomer, orderId: string, nextDate: string) =>
    asCustomer(customer)(StartDeliveryPlanDocument, { ...scope, input: { orderId, kind: 'deliver', everyWeeks: 4, nextDate } });

  it('a minute before the cut-off a plan may start on the first date; at the cut-off that date moves on, and a plan for the old day is refused in words naming the new one', async () => {
    const before = await customerWithOrder();
    const after = await customerWithOrder();
    const cutoff = await cutoffOf(before.orderId);
    const [hours, minutes] = cutoff.split(':').map(Number) as [number, number];
    const atCutoff = new Date(`${THURSDAY}T${cutoff}:00Z`);
    const minuteBefore = new Date(atCutoff.getTime() - 60_000);
    expect(minuteBefore.getUTCHours() * 60 + minuteBefore.getUTCMinutes()).toBe(hours * 60 + minutes - 1);

    clock.set(minuteBefore);
    const early = await firstDate(before.customer, before.orderId);
    expect(early > THURSDAY).toBe(true);
    expect((await startPlan(before.customer, before.orderId, early)).errors).toBeUndefined();

    clock.set(atCutoff);
    const late = await firstDate(after.customer, after.orderId);
    expect(late > early).toBe(true);
    const refused = await startPlan(after.customer, after.orderId, early);
    expect(errorOf(refused)?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ field: 'nextDate', reason: 'TOO_SOON' });
    const lateDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
      .format(new Date(`${late}T00:00:00Z`))
      .replace(',', '');
    expect(errorOf(refused)?.message).toBe(`The first delivery we can make now is ${lateDay}: choose that day or a later one.`);
    const accepted = await startPlan(after.customer, after.orderId, late);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.createDeliveryPlan.nextDate).toBe(late);
  });

  it('answers another customer’s order as not found', async () => {
    const { orderId } = await customerWithOrder();
    const stranger = await shop.customer();
    const answer = await asCustomer(stranger)(DeliveryPlanFirstDateDocument, { ...scope, orderId });
    expect(errorOf(answer)?.code).toBe('NOT_FOUND');
  });
});
