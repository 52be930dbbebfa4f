import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { CustomerScope } from '../context.ts';
import type { PlanKind, PlanLine, PlanStatus, RoundStatus } from '../domain/repeat-delivery.ts';
import { PLACED_STATUSES } from '../domain/order-process.ts';
import type { Database, DeliveryPlanRoundTable, DeliveryPlanTable, OrderAddressRow } from '../store/tables.ts';
import { inScope } from '../store/scope.ts';

export type PlanRow = Selectable<DeliveryPlanTable>;
export type RoundRow = Selectable<DeliveryPlanRoundTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** A placed order of this customer, with what a plan copies from it; undefined when it is not theirs or not placed. */
export async function placedOrderOf(db: Db, owner: CustomerScope, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'created_at', 'placed_at'])
    .where('id', '=', orderId)
    .where(inScope(owner))
    .where('customer_id', '=', owner.customerId)
    .where('status', 'in', [...PLACED_STATUSES])
    .executeTakeFirst();
  if (!order) return undefined;
  const [items, addresses, shipments] = await Promise.all([
    db
      .selectFrom('order_item')
      .select(['product_id', 'name', 'quantity', 'unit_price_pence'])
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute(),
    db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).orderBy('address_type').orderBy('position').execute(),
    db
      .selectFrom('order_shipment')
      .select(['shipment_key', 'method_id', 'timed_code', 'services'])
      .where('order_id', '=', orderId)
      .execute(),
  ]);
  return { order, items, addresses: addresses as OrderAddressRow[], shipments };
}

/** The days this customer's placed orders of each product were placed on (for the suggested rhythm). */
export async function orderDaysByProduct(db: Db, owner: CustomerScope, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('order_item')
    .innerJoin('orders', 'orders.id', 'order_item.order_id')
    .select(['order_item.product_id', 'orders.placed_at'])
    .where('orders.tenant_id', '=', owner.tenantId)
    .where('orders.sales_channel_id', '=', owner.salesChannelId)
    .where('orders.customer_id', '=', owner.customerId)
    .where('orders.status', 'in', [...PLACED_STATUSES])
    .where('orders.placed_at', 'is not', null)
    .where('order_item.product_id', 'in', productIds)
    .execute();
}

export interface NewPlan {
  owner: CustomerScope;
  sourceOrderId: string;
  kind: PlanKind;
  everyWeeks: number;
  nextDate: string;
  lines: PlanLine[];
  addresses: Record<string, unknown>[];
  shipmentChoices: { key: string; methodId: string; timedCode: string | null; services: string[] }[];
  at: Date;
}

export async function insertPlan(db: Db, plan: NewPlan): Promise<PlanRow> {
  return db
    .insertInto('delivery_plan')
    .values({
      id: randomUUID(),
      tenant_id: plan.owner.tenantId,
      sales_channel_id: plan.owner.salesChannelId,
      customer_id: plan.owner.customerId,
      source_order_id: plan.sourceOrderId,
      kind: plan.kind,
      every_weeks: plan.everyWeeks,
      status: 'active',
      next_date: plan.nextDate,
      lines: JSON.stringify(plan.lines),
      addresses: JSON.stringify(plan.addresses),
      shipment_choices: JSON.stringify(plan.shipmentChoices),
      version: 1,
      created_at: plan.at,
      updated_at: plan.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** This customer's plans, newest first. Another customer's are never in the answer. */
export async function plansOf(db: Db, owner: CustomerScope): Promise<PlanRow[]> {
  return db
    .selectFrom('delivery_plan')
    .selectAll()
    .where(inScope(owner))
    .where('customer_id', '=', owner.customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** One plan, only when it is this customer's. */
export async function planOf(db: Db, owner: CustomerScope, planId: string): Promise<PlanRow | undefined> {
  return db
    .selectFrom('delivery_plan')
    .selectAll()
    .where('id', '=', planId)
    .where(inScope(owner))
    .where('customer_id', '=', owner.customerId)
    .executeTakeFirst();
}

/** A plan by id alone, locked: for a signed mail link, whose signature already names the plan. */
export async function lockPlanById(tx: Transaction<Database>, planId: string): Promise<PlanRow | undefined> {
  return tx.selectFrom('delivery_plan').selectAll().where('id', '=', planId).forUpdate().executeTakeFirst();
}

/** One plan of this customer, locked for a move. */
export async function lockPlanOf(tx: Transaction<Database>, owner: CustomerScope, planId: string): Promise<PlanRow | undefined> {
  return tx
    .selectFrom('delivery_plan')
    .selectAll()
    .where('id', '=', planId)
    .where(inScope(owner))
    .where('customer_id', '=', owner.customerId)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a move's result; only if the plan is still at the version read (the caller holds its lock too). */
export async function updatePlan(
  tx: Transaction<Database>,
  plan: PlanRow,
  changes: { status?: PlanStatus; nextDate?: string; lines?: PlanLine[] },
  at: Date,
): Promise<boolean> {
  const result = await tx
    .updateTable('delivery_plan')
    .set({
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.nextDate ? { next_date: changes.nextDate } : {}),
      ...(changes.lines ? { lines: JSON.stringify(changes.lines) } : {}),
      version: plan.version + 1,
      updated_at: at,
    })
    .where('id', '=', plan.id)
    .where('version', '=', plan.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A plan's rounds, latest first. */
export async function roundsOf(db: Db, planIds: readonly string[]): Promise<RoundRow[]> {
  if (planIds.length === 0) return [];
  return db.selectFrom('delivery_plan_round').selectAll().where('plan_id', 'in', planIds).orderBy('due_date', 'desc').execute();
}

/** The round of a plan made and waiting for payment, if any. */
export async function openRoundOf(db: Db, planId: string): Promise<RoundRow | undefined> {
  return db.selectFrom('delivery_plan_round').selectAll().where('plan_id', '=', planId).where('status', '=', 'made').executeTakeFirst();
}

export async function closeRound(db: Db, roundId: string, status: Exclude<RoundStatus, 'made'>, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('delivery_plan_round')
    .set({ status, closed_at: at })
    .where('id', '=', roundId)
    .where('status', '=', 'made')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A round skipped before its basket was made; a second skip of the same date keeps the one row. */
export async function insertSkippedRound(db: Db, planId: string, dueDate: string, at: Date): Promise<void> {
  await db
    .insertInto('delivery_plan_round')
    .values({ id: randomUUID(), plan_id: planId, due_date: dueDate, status: 'skipped', claimed_at: at, closed_at: at })
    .onConflict((oc) => oc.columns(['plan_id', 'due_date']).doNothing())
    .execute();
}

/** Active plans whose next round's basket is due by `lastDate` (the lead time after today). */
export async function plansDue(db: Db, lastDate: string, limit: number): Promise<PlanRow[]> {
  return db
    .selectFrom('delivery_plan')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_date', '<=', lastDate)
    .orderBy('next_date')
    .limit(limit)
    .execute();
}

/**
 * Claims the making of a plan's round on a date: a new `making` row, or one another run claimed
 * longer ago than `staleBefore` (it died between claiming and finishing). Undefined when the round
 * is made already or another run is making it now.
 */
export async function claimRound(db: Db, planId: string, dueDate: string, at: Date, staleBefore: Date): Promise<RoundRow | undefined> {
  const inserted = await db
    .insertInto('delivery_plan_round')
    .values({ id: randomUUID(), plan_id: planId, due_date: dueDate, status: 'making', claimed_at: at })
    .onConflict((oc) => oc.columns(['plan_id', 'due_date']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .updateTable('delivery_plan_round')
    .set({ claimed_at: at })
    .where('plan_id', '=', planId)
    .where('due_date', '=', dueDate)
    .where('status', '=', 'making')
    .where('claimed_at', '<', staleBefore)
    .returningAll()
    .executeTakeFirst();
}

/** The round made: its basket and what changed. Only from `making` under this claim. */
export async function markRoundMade(
  tx: Transaction<Database>,
  round: RoundRow,
  made: { cartId: string; basket: unknown[]; changes: unknown[]; mailed: boolean },
  at: Date,
): Promise<boolean> {
  const result = await tx
    .updateTable('delivery_plan_round')
    .set({
      status: 'made',
      cart_id: made.cartId,
      basket: JSON.stringify(made.basket),
      changes: JSON.stringify(made.changes),
      mailed_at: made.mailed ? at : null,
    })
    .where('id', '=', round.id)
    .where('status', '=', 'making')
    .where('claimed_at', '=', round.claimed_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The last round before this date that was made or skipped, for what changed since. */
export async function previousRound(db: Db, planId: string, before: string): Promise<RoundRow | undefined> {
  return db
    .selectFrom('delivery_plan_round')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('due_date', '<', before)
    .where('status', '!=', 'making')
    .orderBy('due_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Today's facts of the plan's products: price, stock, whether retired. A product gone is absent. */
export async function productsToday(db: Db, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('product')
    .select(['id', 'short_name', 'current_price_pence', 'on_hand', 'retired_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}

/** The customer a plan belongs to, as the cart calls and the mails need them. */
export async function customerById(db: Db, tenantId: string, customerId: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'email', 'first_name'])
    .where('id', '=', customerId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

export const planCustomer = (db: Db, plan: PlanRow) => customerById(db, plan.tenant_id, plan.customer_id);

/** Made rounds whose basket was paid for (its order placed): they are paid. Answers how many. */
export async function markPaidRounds(db: Db, at: Date): Promise<number> {
  const result = await db
    .updateTable('delivery_plan_round')
    .set({ status: 'paid', closed_at: at })
    .where('status', '=', 'made')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orders')
          .select(sql`1`.as('one'))
          .whereRef('orders.id', '=', 'delivery_plan_round.cart_id')
          .where('orders.status', 'in', [...PLACED_STATUSES]),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Made rounds past their date and not paid (the paid ones were marked first). */
export async function missedRounds(db: Db, today: string, limit: number) {
  return db
    .selectFrom('delivery_plan_round')
    .innerJoin('delivery_plan', 'delivery_plan.id', 'delivery_plan_round.plan_id')
    .selectAll('delivery_plan_round')
    .select(['delivery_plan.kind', 'delivery_plan.tenant_id', 'delivery_plan.customer_id'])
    .where('delivery_plan_round.status', '=', 'made')
    .where('delivery_plan_round.due_date', '<', today)
    .orderBy('delivery_plan_round.due_date')
    .limit(limit)
    .execute();
}

export interface PlanMail {
  key: string;
  tenantId: string;
  kind: 'planRound' | 'planRoundMissed';
  recipient: string;
  subject: string;
  text: string;
  html: string;
  at: Date;
}

/** Owes one mail; its key is unique, so a second write of the same mail keeps the first. Says whether it was written. */
export async function owePlanMail(db: Db, mail: PlanMail): Promise<boolean> {
  const result = await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      idempotency_key: mail.key,
      tenant_id: mail.tenantId,
      kind: mail.kind,
      order_id: null,
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      attempts: 0,
      next_attempt_at: mail.at,
      claim_id: null,
      last_error: null,
      sent_at: null,
      provider_message_id: null,
      created_at: mail.at,
      updated_at: mail.at,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Records a mail link as used; false when it was used before (each link works once). */
export async function spendLinkOnce(tx: Transaction<Database>, linkId: string, at: Date, expiresAt: Date): Promise<boolean> {
  const result = await tx
    .insertInto('delivery_plan_link_use')
    .values({ link_id: linkId, used_at: at, expires_at: expiresAt })
    .onConflict((oc) => oc.column('link_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The desk's view: plans active in a shop with a round on or before `lastDate`, and their customers. */
export async function plansComingUp(db: Db, tenantId: string, lastDate: string) {
  return db
    .selectFrom('delivery_plan')
    .innerJoin('customer', 'customer.id', 'delivery_plan.customer_id')
    .select([
      'delivery_plan.id',
      'delivery_plan.kind',
      'delivery_plan.every_weeks',
      'delivery_plan.next_date',
      'delivery_plan.lines',
      'delivery_plan.addresses',
      'customer.email',
      'customer.first_name',
      'customer.last_name',
    ])
    .where('delivery_plan.tenant_id', '=', tenantId)
    .where('delivery_plan.status', '=', 'active')
    .where('delivery_plan.next_date', '<=', lastDate)
    .orderBy('delivery_plan.next_date')
    .execute();
}

/** Weights of products (grams per unit), for the desk's tonnes. */
export async function productWeights(db: Db, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('product').select(['id', 'weight_grams']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** A plan in a shop, whoever it belongs to (the desk's history), with its customer's email. */
export async function planInShop(db: Db, tenantId: string, planId: string) {
  return db
    .selectFrom('delivery_plan')
    .innerJoin('customer', 'customer.id', 'delivery_plan.customer_id')
    .selectAll('delivery_plan')
    .select(['customer.email', 'customer.first_name', 'customer.last_name'])
    .where('delivery_plan.id', '=', planId)
    .where('delivery_plan.tenant_id', '=', tenantId)
    .executeTakeFirst();
}
