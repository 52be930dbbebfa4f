import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fromPounds } from '../../commerce/domain/money.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import {
  AdminDispatchShipmentDocument,
  AdminEditOrderLinesDocument,
  AdminOrderDetailDocument,
  AdminPreviewOrderLinesDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { RIVAL } from '../fixtures/customer-tokens.ts';
import { billAndDeliverTo, HOME_ADDRESS, paymentData } from '../fixtures/payable-order.ts';
import { outboxInto, receiver } from '../fixtures/recording-mail.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { GetOrderDetailsDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { AddToCartLinesDocument, ChooseShipmentMethodDocument, GetOrderShipmentsDocument, PayForOrderDocument } from './gql/graphql.ts';

// Wednesday 18 November 2026, 10:00 in London: before every courier's cut-off.
const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('editing a placed order’s lines at the desk, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  beforeEach(() => shop.db.deleteFrom('mail_outbox').execute());

  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });

  /** A signed-in customer's placed order: `quantity` ash crates by van on the third day offered, in the first slot. */
  async function placedOrder(customer: SignedInCustomer, quantity = 3) {
    const added = await customer.api(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity });
    expect(added.errors).toBeUndefined();
    const orderId = added.data!.addToCart.id;
    await billAndDeliverTo(customer.api, orderId, HOME_ADDRESS);
    const shipments = (await customer.api(GetOrderShipmentsDocument, { ...scope, orderId })).data!.getOrder!.shipments;
    const method = shipments.find((s) => s.id === 'van')!.availableShippingMethods[0]!;
    const chosen = await customer.api(ChooseShipmentMethodDocument, {
      ...scope,
      orderId,
      id: 'van',
      shippingMethod: method.id,
      selectedEstDeliveryDate: method.estDeliveryDates[2]!,
      selectedTimedConfigCode: method.timedConfig[0]!.code,
    });
    expect(chosen.errors).toBeUndefined();
    const paid = await customer.api(PayForOrderDocument, {
      ...scope,
      orderId,
      paymentGatewayId: 'test-card',
      paymentData: paymentData(TEST_CARDS.approved),
    });
    expect(paid.errors).toBeUndefined();
    await shop.db.deleteFrom('mail_outbox').execute();
    return detail(orderId);
  }

  const detail = async (orderId: string) => (await staff()(AdminOrderDetailDocument, { tenant, id: orderId })).data!.adminOrder!;
  const onHand = async (sku: string) =>
    (await shop.db.selectFrom('product').select('on_hand').where('tenant_id', '=', tenant).where('id', '=', sku).executeTakeFirstOrThrow())
      .on_hand;
  const refundRows = (orderId: string) => shop.db.selectFrom('order_refund').selectAll().where('order_id', '=', orderId).execute();
  const attempts = (orderId: string) =>
    shop.db.selectFrom('payment_attempt').select(['id', 'amount_pence']).where('order_id', '=', orderId).execute();

  const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.reason;

  const edit = (
    api: ApiClient,
    order: { id: string; version: number },
    lines: { sku: string; quantity: number }[],
    requestKey: string = randomUUID(),
    at: string = tenant,
  ) =>
    api(AdminEditOrderLinesDocument, { tenant: at, orderId: order.id, version: order.version, lines, reason: 'Customer rang', requestKey });

  async function sentMail(key: string) {
    const inbox = receiver();
    const outbox = outboxInto(inbox, shop);
    while ((await outbox.runOnce()).sent > 0);
    const mail = inbox.messages().find((m) => m.idempotencyKey === key);
    if (!mail) throw new Error(`No mail ${key} was sent; sent: ${inbox.messages().map((m) => m.idempotencyKey)}`);
    return mail;
  }

  it('fewer crates: previewed, then the difference goes back to the card once, the crate to the shelf, and the customer is told', async () => {
    const ada = await shop.customer({ email: `ada.${randomUUID().slice(0, 8)}@example.com` });
    const order = await placedOrder(ada);
    const shelf = await onHand('LOG-ASH-STD');
    const lines = [{ sku: 'LOG-ASH-STD', quantity: 2 }];

    const previewed = await staff()(AdminPreviewOrderLinesDocument, { tenant, orderId: order.id, version: order.version, lines });
    expect(previewed.errors).toBeUndefined();
    const preview = previewed.data!.adminPreviewOrderLines;
    expect(preview.totalBefore).toBe(order.total);
    expect(preview.changes).toEqual([
      expect.objectContaining({ sku: 'LOG-ASH-STD', from: 3, to: 2, unitPrice: order.lines[0]!.unitPrice }),
    ]);
    expect(preview.difference).toBeLessThan(0);
    expect(preview.refund).toBe(-preview.difference);
    expect(preview.balanceDue).toBe(0);
    // The preview changed nothing: the stock and the order are as they were.
    expect(await onHand('LOG-ASH-STD')).toBe(shelf);
    expect((await detail(order.id)).version).toBe(order.version);

    const reply = await edit(staff(), order, lines);
    expect(reply.errors).toBeUndefined();
    const { order: after, refund } = reply.data!.adminEditOrderLines;
    expect(refund).toMatchObject({ amount: preview.refund, status: 'succeeded' });
    expect(after.lines).toEqual([expect.objectContaining({ sku: 'LOG-ASH-STD', quantity: 2, unitPrice: order.lines[0]!.unitPrice })]);
    expect(after.total).toBe(preview.totalAfter);
    expect(after.refunded).toBe(preview.refund);
    expect(after.paymentStatus).toBe('partlyRefunded');
    expect(after.balanceDue).toBe(0);
    expect(await onHand('LOG-ASH-STD')).toBe(shelf + 1);
    // A later cancellation gives back the two crates the order now holds, not the three it was placed with.
    const holds = (
      await shop.db
        .selectFrom('payment_attempt')
        .select('stock_holds')
        .where('order_id', '=', order.id)
        .where('status', '=', 'succeeded')
        .executeTakeFirstOrThrow()
    ).stock_holds;
    expect(holds).toEqual([{ productId: 'LOG-ASH-STD', quantity: 2, pool: 'onHand' }]);

    const audit = await shop.db
      .selectFrom('admin_audit')
      .select(['before', 'after', 'reason'])
      .where('subject_id', '=', order.id)
      .where('action', '=', 'order.lines')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toEqual({ lines: { 'LOG-ASH-STD': 3 }, total: order.total });
    expect(audit[0]!.after).toMatchObject({ lines: { 'LOG-ASH-STD': 2 }, total: preview.totalAfter, refund: preview.refund });
    expect(audit[0]!.reason).toBe('Customer rang');
    // The customer's own view says the items changed, without the staff member or their reason.
    const mine = (await ada.api(GetOrderDetailsDocument, { ...scope, orderId: order.id })).data!.getOrder!;
    expect(mine.history.filter((entry) => entry.status === 'linesChanged').map((entry) => entry.note)).toEqual([null]);

    const mail = await sentMail(`lines-changed.${order.id}.v${order.version + 1}`);
    expect(mail.to).toBe(ada.row.email);
    expect(mail.subject).toBe(`We have changed the items of order ${order.number}`);
    expect(mail.text).toContain('Ash logs – Standard crate: 3 → 2');
    expect(mail.text).toMatch(new RegExp(`We are refunding £${preview.refund.toFixed(2)} to the card you paid with`));
  });

  it('the same edit sent twice at once refunds once', async () => {
    const bea = await shop.customer({ email: `bea.${randomUUID().slice(0, 8)}@example.com` });
    const order = await placedOrder(bea);
    const shelf = await onHand('LOG-ASH-STD');
    const key = randomUUID();
    const lines = [{ sku: 'LOG-ASH-STD', quantity: 1 }];
    const [first, second] = await Promise.all([edit(staff(), order, lines, key), edit(staff(), order, lines, key)]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!.adminEditOrderLines.refund!.id).toBe(first.data!.adminEditOrderLines.refund!.id);
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
    expect(await onHand('LOG-ASH-STD')).toBe(shelf + 2);
    // And sent again later (a retry after a lost reply): still the one refund.
    expect((await edit(staff(), order, lines, key)).errors).toBeUndefined();
    expect(await refundRows(order.id)).toHaveLength(1);
    const after = await detail(order.id);
    expect(fromPounds(after.refunded)).toBe(rows[0]!.amount_pence);
  });

  it('more crates and an added product: the card is not charged; the difference is the balance due, on the desk and in the mail', async () => {
    const cal = await shop.customer({ email: `cal.${randomUUID().slice(0, 8)}@example.com` });
    const order = await placedOrder(cal, 2);
    const ash = await onHand('LOG-ASH-STD');
    const birch = await onHand('LOG-BIR-STD');
    const birchPrice = (
      await shop.db.selectFrom('product').select('current_price_pence').where('id', '=', 'LOG-BIR-STD').executeTakeFirstOrThrow()
    ).current_price_pence;
    const reply = await edit(staff(), order, [
      { sku: 'LOG-ASH-STD', quantity: 3 },
      { sku: 'LOG-BIR-STD', quantity: 1 },
    ]);
    expect(reply.errors).toBeUndefined();
    const { order: after, refund } = reply.data!.adminEditOrderLines;
    expect(refund).toBeNull();
    expect(after.total).toBeGreaterThan(order.total);
    expect(after.balanceDue).toBe(after.total - order.total);
    expect(after.lines.find((line) => line.sku === 'LOG-BIR-STD')).toMatchObject({ quantity: 1, unitPrice: birchPrice / 100 });
    expect(after.paidByCard).toBe(order.paidByCard);
    expect(await onHand('LOG-ASH-STD')).toBe(ash - 1);
    expect(await onHand('LOG-BIR-STD')).toBe(birch - 1);
    expect(await attempts(order.id)).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(0);
    const mail = await sentMail(`lines-changed.${order.id}.v${order.version + 1}`);
    expect(mail.text).toContain('1 × Birch logs – Standard crate added');
    expect(mail.text).toContain(`There is £${after.balanceDue.toFixed(2)} left to pay on this order`);
    expect(mail.text).toContain('We have not taken it from your card');

    // Taking the birch off again is refused while the balance is open: it is paid (online, or as
    // staff record it) first, and only then does a reduction refund (balance-payments.test.ts).
    const back = await edit(staff(), after, [{ sku: 'LOG-BIR-STD', quantity: 0 }]);
    expect(errorOf(back)?.code).toBe('BAD_USER_INPUT');
    expect(reasonOf(back)).toBe('BALANCE_OPEN');
    expect((await detail(order.id)).version).toBe(after.version);
    expect(await onHand('LOG-BIR-STD')).toBe(birch - 1);
    expect(await refundRows(order.id)).toHaveLength(0);
  });

  it('an edit made on a stale view is refused, and nothing changes', async () => {
    const dan = await shop.customer({ email: `dan.${randomUUID().slice(0, 8)}@example.com` });
    const order = await placedOrder(dan);
    const shelf = await onHand('LOG-ASH-STD');
    const stale = await edit(staff(), { id: order.id, version: order.version - 1 }, [{ sku: 'LOG-ASH-STD', quantity: 1 }]);
    expect(errorOf(stale)?.code).toBe('CONFLICT');
    expect(reasonOf(stale)).toBe('STALE');
    expect(await onHand('LOG-ASH-STD')).toBe(shelf);
    expect(await refundRows(order.id)).toHaveLength(0);
    expect((await detail(order.id)).lines[0]!.quantity).toBe(3);
  });

  it('refuses in words: more than the shelf holds, and an order whose van has left', async () => {
    const eve = await shop.customer({ email: `eve.${randomUUID().slice(0, 8)}@example.com` });
    const order = await placedOrder(eve, 1);
    await shop.db.updateTable('product').set({ on_hand: 1 }).where('tenant_id', '=', tenant).where('id', '=', 'LOG-BIR-STD').execute();
    const short = await edit(staff(), order, [{ sku: 'LOG-BIR-STD', quantity: 2 }]);
    expect(errorOf(short)?.code).toBe('BAD_USER_INPUT');
    expect(reasonOf(short)).toBe('OUT_OF_STOCK');
    expect(errorOf(short)!.message).toContain('Only 1 more Birch logs – Standard crate is in stock');
    expect(await onHand('LOG-BIR-STD')).toBe(1);

    const dispatched = await staff()(AdminDispatchShipmentDocument, { tenant, orderId: order.id, shipment: 'van' });
    expect(dispatched.errors).toBeUndefined();
    const left = await edit(staff(), dispatched.data!.adminDispatchShipment, [{ sku: 'LOG-ASH-STD', quantity: 2 }]);
    expect(errorOf(left)?.code).toBe('CONFLICT');
    expect(errorOf(left)!.message).toContain('only while nothing of it has left');
  });

  it('answers the shop’s own staff only: another shop’s staff, the customer and an anonymous caller change nothing', async () => {
    const fay = await shop.customer({ email: `fay.${randomUUID().slice(0, 8)}@example.com` });
    const order = await placedOrder(fay);
    const lines = [{ sku: 'LOG-ASH-STD', quantity: 1 }];
    const rival = shop.client({ token: staffIdToken({ email: 'staff@rival.example', tenant: RIVAL.tenant }) });
    expect(errorOf(await edit(rival, order, lines))?.code).toBe('FORBIDDEN');
    expect(errorOf(await edit(rival, order, lines, randomUUID(), RIVAL.tenant))?.code).toBe('NOT_FOUND');
    expect(errorOf(await edit(fay.api, order, lines))?.code).toBe('FORBIDDEN');
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorOf(await edit(shop.client(), order, lines))?.code);
    const preview = await rival(AdminPreviewOrderLinesDocument, { tenant: RIVAL.tenant, orderId: order.id, version: order.version, lines });
    expect(errorOf(preview)?.code).toBe('NOT_FOUND');
    expect((await detail(order.id)).version).toBe(order.version);
    expect(await refundRows(order.id)).toHaveLength(0);
  });
});
