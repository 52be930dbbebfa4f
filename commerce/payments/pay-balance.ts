import { balanceReturnUrl } from '../shared/payment-return.ts';
import { randomUUID } from 'node:crypto';
import type { Caller, CommerceContext } from '../context.ts';
import { onlineBalanceRefusal } from '../domain/balance-payment.ts';
import { nearestPence } from '../domain/money.ts';
import { apiError } from '../errors.ts';
import { throughDoor } from '../limits/index.ts';
import { disclosureTo, loadOrder, lockOrder, type StoredOrder } from '../orders/index.ts';
import type { PaymentAttemptRow } from '../store/tables.ts';
import { findOpenAttempt, insertAttempt, rememberProviderRef } from './attempts.store.ts';
import { balancePaymentsOf, latestBalanceAttempt } from './balance-payments.store.ts';
import type { GatewayRow } from './gateways.store.ts';
import type { PaymentOutcome } from './gateway.ts';
import { abandonChallenge, chargeSafely, resumeAttempt, throwIfFailed } from './pay-order.ts';
import type { PaymentData } from './payment-data.ts';
import type { BrowserHandOff, PaymentProvider } from './provider.ts';
import { settleAttempt } from './settle-payment.ts';

/*
 * The customer paying the balance due that a desk edit left, from their order page, through the
 * same port as checkout: one attempt (purpose 'balance') under a lock on the order, the card
 * charged outside any transaction, the answer recorded by the one settle path (settle-payment.ts,
 * settle-balance.ts), so a double press, a second tab, a replayed return or webhook and the
 * sweep pay it once. Only the order's owner may pay or ask: the customer's token, or for a guest's
 * order the receipt key its browser holds, as the order page opens it; anyone else gets NOT_FOUND.
 */

const NOT_YOURS = 'There is no placed order of yours with that id.';

/** Where the balance payment stands, for the order page. */
export interface BalancePaymentState {
  stored: StoredOrder;
  status: 'PAID' | 'PENDING' | 'ACTION_REQUIRED' | 'FAILED' | 'NONE';
  /** Where to send the customer (3-D Secure), or what the provider's element needs to confirm. */
  clientData: BrowserHandOff | { type: 'redirect'; action: 'GET'; data: string } | null;
  failureMessage: string | null;
}

/** The order, if the caller may pay it: the owner as the order page knows them (in full, or the customer who claimed it). */
async function ownPlacedOrder(ctx: CommerceContext, caller: Caller, orderId: string, receiptKey: string | null): Promise<StoredOrder> {
  const stored = await loadOrder(ctx.db, caller, orderId);
  if (!stored || stored.order.status === 'shoppingCart' || stored.order.status === 'paymentPending') throw apiError('NOT_FOUND', NOT_YOURS);
  if ((await disclosureTo(ctx, caller, stored, { receiptKey })) === 'receipt') throw apiError('NOT_FOUND', NOT_YOURS);
  return stored;
}

type Begun = { kind: 'new'; attempt: PaymentAttemptRow } | { kind: 'open'; attempt: PaymentAttemptRow };

/** Opens the balance's attempt under a lock on the order, or answers the one already in flight. No network call in here. */
function beginBalancePayment(
  ctx: CommerceContext,
  caller: Caller,
  orderId: string,
  gateway: { row: GatewayRow; provider: PaymentProvider },
  data: PaymentData,
): Promise<Begun> {
  return ctx.db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, caller, orderId);
    if (!order) throw apiError('NOT_FOUND', NOT_YOURS);
    const open = await findOpenAttempt(tx, order.id);
    if (open) return { kind: 'open', attempt: open };
    const expected = data.expectedAmountDue === undefined ? null : nearestPence(data.expectedAmountDue);
    const refused = onlineBalanceRefusal(
      { status: order.status, balanceDuePence: order.balance_due_pence, onlinePaymentOpen: false },
      expected,
    );
    if (refused) throw apiError('CONFLICT', refused.message, { reason: refused.reason });
    const amount = order.balance_due_pence;
    const providerRefusal = gateway.provider.amountRefusal?.(amount) ?? null;
    if (providerRefusal) throw apiError('CONFLICT', providerRefusal, { reason: 'AMOUNT_NOT_ACCEPTED' });
    if (!data.browserDetails || (!gateway.provider.takesCardInBrowser && !data.cardToken)) {
      throw apiError('BAD_USER_INPUT', 'Enter your card details to pay.', { field: 'paymentData.cardToken' });
    }
    const now = ctx.now();
    const attempt = await insertAttempt(tx, {
      id: randomUUID(),
      tenant_id: order.tenant_id,
      order_id: order.id,
      gateway_id: gateway.row.id,
      amount_pence: amount,
      currency_code: order.currency_code,
      status: 'started',
      stock_holds: '[]',
      purpose: 'balance',
      created_at: now,
      updated_at: now,
    });
    return { kind: 'new', attempt };
  });
}

/**
 * Pays the order's balance due with the card behind `data`. A second call while the first is in
 * flight joins it; a new card after a 3-D Secure check left unfinished withdraws that check first.
 * Every try counts against the caller's IP; the order's own count is taken once the caller is
 * known to own it, so a stranger holding its id cannot lock its owner out.
 */
export async function payBalance(
  ctx: CommerceContext,
  caller: Caller,
  input: { orderId: string; receiptKey: string | null },
  gateway: { row: GatewayRow; provider: PaymentProvider },
  data: PaymentData,
): Promise<BalancePaymentState> {
  return throughDoor(ctx.limits, [{ limit: 'placementByIp', subject: ctx.clientIp }], async () => {
    const owned = await ownPlacedOrder(ctx, caller, input.orderId, input.receiptKey);
    return throughDoor(ctx.limits, [{ limit: 'balancePaymentByOrder', subject: owned.order.id }], () =>
      chargeBalance(ctx, caller, owned.order.id, gateway, data, input.receiptKey),
    );
  });
}

async function chargeBalance(
  ctx: CommerceContext,
  caller: Caller,
  orderId: string,
  gateway: { row: GatewayRow; provider: PaymentProvider },
  data: PaymentData,
  receiptKey: string | null,
  abandoned = false,
): Promise<BalancePaymentState> {
  const begun = await beginBalancePayment(ctx, caller, orderId, gateway, data);
  if (begun.kind === 'open') {
    // Back from the bank's page without finishing it, with a card to pay: that check is withdrawn first.
    if (begun.attempt.status === 'requiresAction' && data.cardToken && !abandoned && (await abandonChallenge(ctx, begun.attempt))) {
      return chargeBalance(ctx, caller, orderId, gateway, data, receiptKey, true);
    }
    await resumeAttempt(ctx, begun.attempt, { waitForStarted: true });
    await throwIfFailed(ctx, begun.attempt.id);
    return balanceState(ctx, caller, orderId, receiptKey, null);
  }
  const { attempt } = begun;
  const outcome: PaymentOutcome = await chargeSafely(gateway.provider.gateway, {
    idempotencyKey: attempt.id,
    orderId,
    amountPence: attempt.amount_pence,
    currencyCode: attempt.currency_code,
    cardToken: data.cardToken ?? null,
    browser: data.browserDetails!,
    returnUrl: balanceReturnUrl(ctx.payments.returnUrl(gateway.row.type, gateway.row.id, data.browserDetails?.origin ?? null)),
    rememberProviderRef: (providerRef) => rememberProviderRef(ctx.db, attempt.id, providerRef),
  });
  await settleAttempt(ctx, attempt.id, outcome);
  // Read back rather than trusting `outcome`: a webhook or a second tab may have settled it first.
  await throwIfFailed(ctx, attempt.id);
  const handOff =
    outcome.status === 'awaitingConfirmation'
      ? ctx.payments.handOff(gateway.row.type, { providerRef: outcome.providerRef, clientSecret: outcome.clientSecret })
      : null;
  return balanceState(ctx, caller, orderId, receiptKey, handOff);
}

/**
 * Back from the bank's check or the provider's page, or a page that finds a payment in flight:
 * asks the provider about the balance's open payment, records the answer, and says where it stands.
 */
export async function checkBalancePayment(
  ctx: CommerceContext,
  caller: Caller,
  input: { orderId: string; receiptKey: string | null },
): Promise<BalancePaymentState> {
  return throughDoor(ctx.limits, [{ limit: 'paymentCheckByIp', subject: ctx.clientIp }], async () => {
    const owned = await ownPlacedOrder(ctx, caller, input.orderId, input.receiptKey);
    return throughDoor(ctx.limits, [{ limit: 'balanceCheckByOrder', subject: owned.order.id }], async () => {
      const attempt = await latestBalanceAttempt(ctx.db, owned.order.id);
      if (attempt && (attempt.status === 'started' || attempt.status === 'requiresAction')) await resumeAttempt(ctx, attempt);
      return balanceState(ctx, caller, owned.order.id, input.receiptKey, null);
    });
  });
}

async function balanceState(
  ctx: CommerceContext,
  caller: Caller,
  orderId: string,
  receiptKey: string | null,
  handOff: BrowserHandOff | null,
): Promise<BalancePaymentState> {
  const stored = await ownPlacedOrder(ctx, caller, orderId, receiptKey);
  const attempt = await latestBalanceAttempt(ctx.db, orderId);
  const base = { stored, clientData: null, failureMessage: null };
  if (handOff) return { ...base, status: 'PENDING', clientData: handOff };
  if (attempt?.status === 'requiresAction' && attempt.redirect_url) {
    return { ...base, status: 'ACTION_REQUIRED', clientData: { type: 'redirect', action: 'GET', data: attempt.redirect_url } };
  }
  if (attempt?.status === 'started') return { ...base, status: 'PENDING' };
  if (stored.order.balance_due_pence === 0)
    return { ...base, status: (await balancePaymentsOf(ctx.db, orderId)).length > 0 ? 'PAID' : 'NONE' };
  if (attempt?.status === 'failed') return { ...base, status: 'FAILED', failureMessage: attempt.failure_message };
  return { ...base, status: 'NONE' };
}
