import type { Kysely, Transaction } from 'kysely';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Database, OrderRow } from '../store/tables.ts';
import type { Staff } from '../staff-access.ts';
import type { CommerceContext } from '../context.ts';
import { checkMove } from '../domain/order-process.ts';
import { formatPence, toPounds } from '../domain/money.ts';
import { vatRateText } from '../domain/pricing/vat-rate-text.ts';
import type { DeliveryVatPart } from '../domain/pricing/delivery-vat.ts';
import { checkRefund, deliveryRefundVat, paymentStatusAfterRefunds, type RefundOf } from '../domain/refunds.ts';
import { apiError } from '../errors.ts';
import { log } from '../log.ts';
import { oweOrderRefundedMail } from '../order-mail/index.ts';
import { priceOrder } from '../orders/index.ts';
import { loadDetails, moveOrder } from '../orders/index.ts';
import { deliveryCharges } from '../vat-receipts/index.ts';
import type { GatewayType } from '../payments/index.ts';
import type { RefundOutcome } from '../payments/index.ts';
import { gatewayTypeOf } from '../payments/index.ts';
import {
  deliveryRefunds,
  findRefund,
  findRefundByRequest,
  insertRefund,
  lockPlacedOrder,
  onlineBalanceAttempts,
  paidAttempt,
  placingPayment,
  reclaimRefund,
  refundedPence,
  refundsOfProviderPayment,
  reverseRefundRow,
  settleRefundRow,
} from './order-desk.store.ts';

/** How long the request that wrote a refund owns the call to the provider before another may take it over. */
const REFUND_CLAIM_MS = 2 * 60_000;

type RefundContext = Pick<CommerceContext, 'db' | 'now' | 'payments'>;
type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefund>>>;

export interface RefundAsked {
  orderId: string;
  amountPence: number;
  reason: string;
  /** The request's idempotency key: the same key twice (a double click, a retry) refunds once. */
  requestKey: string;
  /** 'delivery' refunds (some of) the delivery charge, VAT going back at the rates it was charged at. */
  refundOf?: RefundOf;
  /**
   * The online balance payment (its payment attempt) to refund through; by default the placing
   * payment. Each payment is refunded through itself, never beyond what it took less its refunds.
   */
  attemptId?: string;
  /**
   * Only a refund already made under `requestKey` may answer (the desk asking the provider again
   * for a cancel's or an edit's refund under its key); a new one under it is refused. A refund
   * found under a cancel's key is taken as the cancel's own, and one under an edit's counts on
   * the VAT receipt as a lower price, so staff may not make new refunds under them.
   */
  askAgainOnly?: boolean;
}

/** What the provider took for the order: its placing payment and every online balance payment. */
async function paidThroughProvidersPence(db: Kysely<Database>, orderId: string): Promise<number> {
  const [placing, balances] = await Promise.all([placingPayment(db, orderId), onlineBalanceAttempts(db, orderId)]);
  return Math.max(0, placing?.amount_pence ?? 0) + balances.reduce((sum, attempt) => sum + attempt.amount_pence, 0);
}

/** Where a refund went, for the order's history: back to the card, or through the way it was paid (PayPal, Klarna, a wallet). */
const refundedThrough = (paidWith: string | null) => (paidWith && paidWith !== 'card' ? `through ${paidWith}` : 'to the card');

/**
 * Refunds money to the card an order was paid with, exactly once per request, in three steps
 * (as paying does, commerce/payments/pay-order.ts):
 *
 * 1. Under a lock on the order: a request seen before finds its refund; a new one is checked
 *    against what was paid less every refund made or on its way, and written down as pending,
 *    claimed by this request, before any provider hears of it. Two staff refunding at once queue
 *    on the lock, so together they never return more than was paid.
 * 2. With no transaction open (PGlite has one session; a provider may take seconds): the
 *    provider's refund, under the refund's id as its idempotency key. A twin request (the second
 *    click) does not call: it waits for the first one's answer.
 * 3. In one transaction: the answer, recorded once (only a pending refund changes), with the
 *    order's history and payment status through the order process, and the audit entry.
 *
 * A provider that does not answer leaves the refund pending; the same request again, once the
 * claim has lapsed, asks the provider again under the same key, so money still moves once.
 */
export async function refundOrder(ctx: RefundContext, staff: Staff, asked: RefundAsked): Promise<RefundRow> {
  const written = await ctx.db.transaction().execute(async (tx) => {
    const order = await lockPlacedOrder(tx, staff.tenantId, asked.orderId);
    if (!order) throw apiError('NOT_FOUND', 'There is no placed order with that id in this shop.');
    return recordRefundRequest(tx, ctx.now(), staff, order, asked);
  });
  return sendRecordedRefund(ctx, staff, written);
}

/**
 * Step 1 of a refund, in a transaction that holds the order's lock (a desk edit that lowers the
 * total writes its refund in its own transaction, so the edit and the money owed back commit
 * together): a request seen before finds its refund; a new one is checked and written as pending,
 * owned by this request. Hand what it answers to sendRecordedRefund once the transaction commits.
 */
export async function recordRefundRequest(
  tx: Transaction<Database>,
  at: Date,
  staff: Staff,
  order: OrderRow,
  asked: RefundAsked,
): Promise<{ refund: RefundRow; owned: boolean }> {
  const earlier = await findRefundByRequest(tx, order.id, asked.requestKey);
  if (earlier) return { refund: earlier, owned: false };
  if (asked.askAgainOnly) {
    throw apiError('BAD_USER_INPUT', 'requestKey: must be the request’s own key: this one is kept for the shop’s own refunds.', {
      field: 'requestKey',
    });
  }
  const refused = checkMove(order.status, 'refund');
  if (refused) throw refused;
  const payment = asked.attemptId ? await paidAttempt(tx, order.id, asked.attemptId) : await placingPayment(tx, order.id);
  if (asked.attemptId && payment?.id !== asked.attemptId) throw apiError('NOT_FOUND', 'That payment was not taken for this order.');
  // The delivery was charged with the order: it goes back through the placing payment (named or not), never a balance.
  if (asked.refundOf === 'delivery' && payment && 'purpose' in payment && payment.purpose === 'balance')
    throw apiError('BAD_USER_INPUT', 'Delivery is refunded from the placing payment.');
  // An order paid wholly with credit was "paid" by no card: there is nothing to send back to one.
  const paidByCardPence = payment && payment.amount_pence > 0 ? payment.amount_pence : 0;
  const refunded = payment ? await refundedPence(tx, order.id, { attemptId: payment.id }) : 0;
  const refusal = checkRefund(
    {
      paidByCardPence,
      refundedPence: refunded,
      ...(payment && 'purpose' in payment && payment.purpose === 'balance' ? { paymentName: 'balance payment' } : {}),
    },
    asked.amountPence,
  );
  if (refusal) throw apiError('BAD_USER_INPUT', refusal.message, { reason: refusal.reason, field: 'amount' });
  const refundOf = asked.refundOf ?? 'order';
  let vatByRate: DeliveryVatPart[] | null = null;
  if (refundOf === 'delivery') {
    // The delivery as the order was charged for it when placed (its VAT receipt's delivery rows).
    const stored = await loadDetails(tx, order);
    const charged = deliveryCharges(priceOrder(stored, order.placed_at!)).map(({ pence, taxPence, vatRateBasisPoints }) => ({
      pence,
      taxPence,
      rateBasisPoints: vatRateBasisPoints,
    }));
    const split = deliveryRefundVat(asked.amountPence, charged, await deliveryRefunds(tx, order.id));
    if ('refusal' in split) throw apiError('BAD_USER_INPUT', split.refusal.message, { reason: split.refusal.reason, field: 'amount' });
    vatByRate = split.parts;
  }
  const refund = await insertRefund(tx, {
    tenantId: order.tenant_id,
    orderId: order.id,
    requestKey: asked.requestKey,
    attemptId: payment!.id,
    amountPence: asked.amountPence,
    reason: asked.reason,
    staffEmail: staff.email,
    at,
    claimedUntil: new Date(at.getTime() + REFUND_CLAIM_MS),
    refundOf,
    vatByRate,
  });
  return { refund, owned: true };
}

/** Steps 2 and 3 of a refund, with no transaction open: the provider's call and its answer recorded. */
export async function sendRecordedRefund(
  ctx: RefundContext,
  staff: Staff,
  written: { refund: RefundRow; owned: boolean },
): Promise<RefundRow> {
  let refund = written.refund;
  if (refund.status !== 'pending') return refund;
  if (!written.owned) {
    // While the request that wrote it still owns the call, wait for its answer; after, take over.
    if (refund.claimed_until > ctx.now()) refund = await settledByItsOwner(ctx, refund);
    if (refund.status !== 'pending') return refund;
    const now = ctx.now();
    const lapsed = refund.claimed_until <= now;
    if (!lapsed || !(await reclaimRefund(ctx.db, refund.id, refund.claimed_until, new Date(now.getTime() + REFUND_CLAIM_MS))))
      return refund;
  }
  return settleRefund(ctx, staff, refund, await callProvider(ctx, staff, refund));
}

/** "VAT £0.09 at 5%, £0.51 at 20%": what a delivery refund gives back, rate by rate. */
function deliveryVatWords(parts: readonly DeliveryVatPart[]): string {
  return `VAT ${parts.map((part) => `${formatPence(part.taxPence)} at ${vatRateText(part.rateBasisPoints)}`).join(', ')}`;
}

/** A twin request waits (briefly) for the request that owns the call to record its answer. */
async function settledByItsOwner(ctx: RefundContext, refund: RefundRow): Promise<RefundRow> {
  let current = refund;
  for (let i = 0; i < 50 && current.status === 'pending'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await findRefund(ctx.db, refund.id)) ?? current;
  }
  return current;
}

async function callProvider(ctx: RefundContext, staff: Staff, refund: RefundRow): Promise<RefundOutcome> {
  // Back through the payment the refund was written against: the placing one, or a balance paid online.
  const payment = await paidAttempt(ctx.db, refund.order_id, refund.attempt_id);
  const type = payment ? await gatewayTypeOf(ctx.db, staff.tenantId, payment.gateway_id) : undefined;
  const adapter = type ? ctx.payments.adapterFor(type) : null;
  if (!payment?.provider_ref || !adapter) {
    return {
      status: 'failed',
      providerRef: null,
      message: 'The card provider this order was paid through is not available here, so nothing was refunded.',
    };
  }
  try {
    return await adapter.refund({
      idempotencyKey: refund.id,
      paymentRef: payment.provider_ref,
      amountPence: refund.amount_pence,
      currencyCode: payment.currency_code,
      reason: refund.reason,
    });
  } catch (error) {
    log.error({ err: error }, 'Refund did not answer; it stays pending and is asked again under the same key.');
    return { status: 'pending', providerRef: null };
  }
}

async function settleRefund(ctx: RefundContext, staff: Staff, refund: RefundRow, outcome: RefundOutcome): Promise<RefundRow> {
  if (outcome.status === 'pending') return refund;
  return ctx.db.transaction().execute(async (tx) => {
    const order = await lockPlacedOrder(tx, staff.tenantId, refund.order_id);
    if (!order) throw new Error(`The order of refund ${refund.id} is gone.`);
    const now = ctx.now();
    const recorded = await settleRefundRow(tx, refund.id, {
      status: outcome.status,
      providerRef: outcome.providerRef,
      failureMessage: outcome.status === 'failed' ? outcome.message : null,
      at: now,
    });
    const settled = (await findRefund(tx, refund.id))!;
    // Someone recorded this refund's answer first (a twin that took over a lapsed claim): it stands.
    if (!recorded) return settled;
    const amount = formatPence(refund.amount_pence);
    const refundedBefore =
      (await refundedPence(tx, order.id, { settledOnly: true })) - (outcome.status === 'succeeded' ? refund.amount_pence : 0);
    // The payment it went back through: a balance paid online after an edit is named, with its own way.
    const balance = await balancePaymentOf(ctx, tx, order, refund);
    if (outcome.status === 'succeeded') {
      const paidByCardPence = await paidThroughProvidersPence(tx, order.id);
      await moveOrder(tx, order, 'refund', now, {
        payment: paymentStatusAfterRefunds({
          paidByCardPence,
          refundedPence: refundedBefore + refund.amount_pence,
        }),
        note: `${amount}${refund.refund_of === 'delivery' ? ` of delivery (${deliveryVatWords(refund.vat_by_rate ?? [])})` : ''}${
          balance ? ` of the ${formatPence(balance.paidPence)} balance payment` : ''
        } refunded ${refundedThrough(balance ? balance.paidWith : order.paid_with)} by ${refund.staff_email}: ${refund.reason}`,
      });
      // A cancelled order's refund is the one its cancellation mail already announced.
      if (order.status !== 'cancelled') {
        await oweOrderRefundedMail(
          tx,
          order,
          refund.id,
          balance
            ? {
                amountPence: refund.amount_pence,
                ofDelivery: false,
                paidByCardPence: balance.paidPence,
                leftPence: Math.max(
                  0,
                  balance.paidPence - (await refundedPence(tx, order.id, { settledOnly: true, attemptId: balance.id })),
                ),
                balancePaidWith: balance.paidWith,
              }
            : {
                amountPence: refund.amount_pence,
                ofDelivery: refund.refund_of === 'delivery',
                paidByCardPence,
                leftPence: Math.max(0, paidByCardPence - refundedBefore - refund.amount_pence),
              },
          now,
        );
      }
    } else {
      await moveOrder(tx, order, 'failRefund', now, { note: `A refund of ${amount} failed: ${outcome.message}` });
    }
    await recordAdminChange(tx, {
      staff,
      at: now,
      action: outcome.status === 'succeeded' ? 'order.refund' : 'order.refund.failed',
      subjectKind: 'order',
      subjectId: order.id,
      before: { refunded: toPounds(refundedBefore), paymentStatus: order.payment_status },
      after: {
        refunded: toPounds(refundedBefore + (outcome.status === 'succeeded' ? refund.amount_pence : 0)),
        refund: { id: refund.id, amount: toPounds(refund.amount_pence), status: outcome.status },
        payment: { id: refund.attempt_id, purpose: balance ? 'balance' : 'order', ...(balance ? { paidWith: balance.paidWith } : {}) },
      },
      reason: refund.reason,
    });
    return settled;
  });
}

/** The balance payment (paid online after an edit) a refund went back through, with its way; null for the placing payment. */
async function balancePaymentOf(ctx: RefundContext, tx: Transaction<Database>, order: OrderRow, refund: RefundRow) {
  const payment = await paidAttempt(tx, order.id, refund.attempt_id);
  if (payment?.purpose !== 'balance') return null;
  const type = await gatewayTypeOf(tx, order.tenant_id, payment.gateway_id);
  return { id: payment.id, paidPence: payment.amount_pence, paidWith: ctx.payments.paidWith(type ?? '') };
}

/**
 * A card provider said one of a payment's refunds moved (a refund event from its webhook). The
 * event only names the payment: what each of its refunds became is asked of the provider under
 * the refund's own key, so a forged, replayed or out-of-order event can at worst cause look-ups.
 * - A refund still pending (its answer was lost, or its request is still waiting for it) is
 *   settled with the provider's answer, as "Ask the provider again" would, without a second
 *   refund request. The audit names the staff member who asked for it.
 * - A refund the provider took and then failed (a failure reported after the refund was received) is recorded
 *   as failed: the payment status and what may be refunded count it no more, and the order's
 *   history tells the staff that nothing went back to the card. The audit names the provider.
 * A failed refund stays failed, and a settled one stays settled: each is recorded once.
 */
export async function recheckRefundsOfPayment(ctx: RefundContext, gatewayType: GatewayType, paymentRef: string): Promise<void> {
  const adapter = ctx.payments.adapterFor(gatewayType);
  if (!adapter?.refundState) return;
  for (const refund of await refundsOfProviderPayment(ctx.db, gatewayType, paymentRef)) {
    if (refund.status === 'failed') continue;
    const outcome = await adapter.refundState({ idempotencyKey: refund.id, paymentRef });
    // Who the audit names: a pending refund's answer belongs to whoever asked for it; a late failure to the provider.
    const asker: Staff = { tenantId: refund.tenant_id, subject: `provider:${gatewayType}`, email: refund.staff_email };
    const provider: Staff = { tenantId: refund.tenant_id, subject: `provider:${gatewayType}`, email: `${gatewayType} refund event` };
    // Its own request may record the answer first, as succeeded (the provider had not failed it
    // yet): the failure must still count.
    const recorded = refund.status === 'pending' ? await settleRefund(ctx, asker, refund, outcome) : refund;
    if (outcome.status === 'failed' && recorded.status === 'succeeded') await reverseRefund(ctx, provider, recorded, outcome.message);
  }
}

async function reverseRefund(ctx: RefundContext, actor: Staff, refund: RefundRow, message: string): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const order = await lockPlacedOrder(tx, refund.tenant_id, refund.order_id);
    if (!order) throw new Error(`The order of refund ${refund.id} is gone.`);
    const now = ctx.now();
    // Recorded already (the same news in another event, or another process): once is enough.
    if (!(await reverseRefundRow(tx, refund.id, message))) return;
    const refunded = await refundedPence(tx, order.id, { settledOnly: true });
    const paymentStatus = paymentStatusAfterRefunds({
      paidByCardPence: await paidThroughProvidersPence(tx, order.id),
      refundedPence: refunded,
    });
    const amount = formatPence(refund.amount_pence);
    await moveOrder(tx, order, 'failRefund', now, {
      payment: paymentStatus,
      note: `The refund of ${amount} asked for by ${refund.staff_email} failed after the card provider had taken it: nothing went back to the card. ${message} Refund again, or tell the customer.`,
    });
    await recordAdminChange(tx, {
      staff: actor,
      at: now,
      action: 'order.refund.reversed',
      subjectKind: 'order',
      subjectId: order.id,
      before: { refunded: toPounds(refunded + refund.amount_pence), paymentStatus: order.payment_status },
      after: {
        refunded: toPounds(refunded),
        paymentStatus,
        refund: { id: refund.id, amount: toPounds(refund.amount_pence), status: 'failed' },
      },
      reason: message,
    });
  });
}
