import type { Caller, CommerceContext, Scope } from '../context.ts';
import { nearestPence } from '../domain/money.ts';
import { hasBeenPlaced, type OrderStatus } from '../domain/order-process.ts';
import { apiError } from '../errors.ts';
import { refreshCart } from '../cart/index.ts';
import { priceOrder } from '../orders/index.ts';
import { mayIssueReceiptKey } from '../domain/order-disclosure.ts';
import { loadOrder, orderStatus, type OrderOpener, type StoredOrder } from '../orders/index.ts';
import { issueReceiptKey, receiptKeyOpens } from '../orders/index.ts';
import type { PaymentAttemptRow } from '../store/tables.ts';
import { findAttempt, latestAttemptOfOrder, rememberProviderRef, staleOpenAttempts } from './attempts.store.ts';
import { findWebsiteGateway, gatewayTypeOf, type GatewayRow } from './gateways.store.ts';
import type { PaymentContext } from './registry.ts';
import { beginPayment } from './begin-payment.ts';
import type { CardGateway, PaymentOutcome } from './gateway.ts';
import type { BrowserHandOff, PaymentProvider } from './provider.ts';
import type { PaymentData } from './payment-data.ts';
import { placementProblems, SHOP_NOT_SET_UP } from './placement-problems.ts';
import { settleAttempt } from './settle-payment.ts';
import { log } from '../log.ts';
import { throughDoor } from '../limits/index.ts';
import { readSeller } from '../catalogue/index.ts';

/** How long an attempt may sit in 'started' with the provider knowing nothing of it before we call it failed. */
const STARTED_ATTEMPT_GRACE_MS = 2 * 60_000;

/**
 * The gateway the shopper chose, if the website offers it and this process can reach its
 * provider. An unknown or unavailable gateway is refused before anything is written.
 */
export async function requireGateway(
  ctx: CommerceContext,
  scope: Scope,
  gatewayId: string,
): Promise<{ row: GatewayRow; provider: PaymentProvider }> {
  const row = await findWebsiteGateway(ctx.db, scope.tenantId, gatewayId);
  if (!row)
    throw apiError(
      'BAD_USER_INPUT',
      `There is no payment method "${gatewayId}" on this shop. Choose one of the ways to pay shown at checkout.`,
      { reason: 'UNKNOWN_GATEWAY', field: 'paymentGatewayId' },
    );
  const provider = ctx.payments.provider(row.type);
  if (!provider)
    throw apiError('BAD_USER_INPUT', `${row.name} is not available at the moment. Please choose another way to pay.`, {
      reason: 'GATEWAY_UNAVAILABLE',
      field: 'paymentGatewayId',
    });
  return { row, provider };
}

async function requireOrder(ctx: CommerceContext, scope: OrderOpener, orderId: string): Promise<StoredOrder> {
  const stored = await loadOrder(ctx.db, scope, orderId);
  if (!stored) throw apiError('NOT_FOUND', 'That order does not exist.');
  return stored;
}

interface PaidOrder {
  stored: StoredOrder;
  /**
   * For a guest's order that was still a cart or being paid for when the call came: the key
   * that opens its full details for this browser (orders/receipt-keys.ts). Null otherwise.
   */
  receiptKey: string | null;
  /**
   * For a provider whose card element confirms in the browser: what that browser needs to confirm
   * this attempt's payment (the provider's hand-off), given only in this reply, never stored. Null otherwise.
   */
  handOff: BrowserHandOff | null;
}

/**
 * Pays for an order and places it: check, take what the order needs and open an attempt
 * (one transaction), charge the card (no transaction), record the answer (one transaction).
 * A second call for the same order joins the payment already in flight instead of charging.
 */
export async function placeOrder(
  ctx: CommerceContext,
  scope: Caller,
  { id: orderId, status }: { id: string; status: OrderStatus | undefined },
  gateway: { row: GatewayRow; provider: PaymentProvider },
  data: PaymentData,
  { abandoned = false, receiptKey: payerKey = null }: { abandoned?: boolean; receiptKey?: string | null } = {},
): Promise<PaidOrder> {
  // The status the caller read (orderStatus) is enough here: beginPayment reads the whole order under its lock.
  if (!status) throw apiError('NOT_FOUND', 'That order does not exist.');
  if (status === 'shoppingCart') {
    const changes = await refreshCart(ctx, scope, orderId).catch(async (error: unknown) => {
      // A twin call (the same order placed from a second tab) began the payment after `status` was
      // read: the order is no longer a cart to refresh, and beginPayment below joins that payment.
      if ((await orderStatus(ctx.db, scope, orderId)) === 'shoppingCart') throw error;
      return [];
    });
    if (changes.length)
      throw apiError('CONFLICT', `${changes.join(' ')} Check your basket and pay again.`, { reason: 'ORDER_CHANGED', problems: changes });
  }

  const begun = await beginPayment(ctx, scope, orderId, {
    gateway: { id: gateway.row.id, name: gateway.row.name },
    // A provider's own frame gives a token to charge; a provider's element takes the card in the browser instead.
    hasCard: !!data.browserDetails && (gateway.provider.takesCardInBrowser || !!data.cardToken),
    expectedAmountDuePence: data.expectedAmountDue === undefined ? null : nearestPence(data.expectedAmountDue),
    ...(gateway.provider.amountRefusal ? { amountRefusal: (pence: number) => gateway.provider.amountRefusal!(pence) } : {}),
  });
  // A shopper back from the bank's page with a card to pay with has walked away from that check:
  // only an attempt already waiting on it when we looked is abandoned, not one a twin call is starting.
  // Only the payer may abandon it: the customer's own token, or for a guest's order the receipt key
  // the paying browser was given; anyone else holding the id joins the payment and learns nothing.
  if (
    begun.kind === 'open' &&
    begun.attempt.status === 'requiresAction' &&
    data.cardToken &&
    !abandoned &&
    (await provesPayer(ctx, scope, orderId, payerKey))
  ) {
    if (await abandonChallenge(ctx, begun.attempt)) {
      return placeOrder(ctx, scope, { id: orderId, status: await orderStatus(ctx.db, scope, orderId) }, gateway, data, {
        abandoned: true,
        receiptKey: payerKey,
      });
    }
  }
  // Kept before the card is charged, so the key holds even if the caller leaves before the answer.
  const receiptKey = begun.kind === 'new' ? await issueReceiptKeyToPayer(ctx, scope, orderId, payerKey) : null;
  if (begun.kind === 'open') {
    await resumeAttempt(ctx, begun.attempt, { waitForStarted: true });
    await throwIfFailed(ctx, begun.attempt.id);
  }
  let handOff: PaidOrder['handOff'] = null;
  if (begun.kind === 'new') {
    const { attempt } = begun;
    const outcome =
      attempt.amount_pence === 0
        ? ({ status: 'succeeded', providerRef: 'credit' } as const)
        : await chargeSafely(gateway.provider.gateway, {
            idempotencyKey: attempt.id,
            orderId,
            amountPence: attempt.amount_pence,
            currencyCode: attempt.currency_code,
            cardToken: data.cardToken ?? null,
            browser: data.browserDetails!,
            returnUrl: ctx.payments.returnUrl(gateway.row.type, gateway.row.id, data.browserDetails?.origin ?? null),
            rememberProviderRef: (providerRef) => rememberProviderRef(ctx.db, attempt.id, providerRef),
          });
    await settleAttempt(ctx, attempt.id, outcome);
    // Read back rather than trusting `outcome`: a webhook or a second tab may have settled it first.
    await throwIfFailed(ctx, attempt.id);
    if (outcome.status === 'awaitingConfirmation') {
      handOff = ctx.payments.handOff(gateway.row.type, { providerRef: outcome.providerRef, clientSecret: outcome.clientSecret });
    }
  }
  const stored = await requireOrder(ctx, scope, orderId);
  return { stored, receiptKey, handOff };
}

/** The receipt key for the call that opened a guest order's payment (the caller's own if it brought one); null for a customer's order. */
async function issueReceiptKeyToPayer(
  ctx: CommerceContext,
  scope: Caller,
  orderId: string,
  proposed: string | null,
): Promise<string | null> {
  const { order } = await requireOrder(ctx, scope, orderId);
  if (!mayIssueReceiptKey({ guest: order.guest, customerId: order.customer_id }, true)) return null;
  return issueReceiptKey(ctx.db, orderId, ctx.now(), proposed);
}

/**
 * A provider that times out or drops the connection has not said no: the charge may have
 * gone through. The attempt stays open and the next check asks the provider again.
 */
export async function chargeSafely(adapter: CardGateway, request: Parameters<CardGateway['charge']>[0]): Promise<PaymentOutcome> {
  try {
    return await adapter.charge(request);
  } catch (error) {
    log.error({ err: error }, 'Card charge did not answer; the attempt stays open for recovery.');
    return { status: 'pending', providerRef: null };
  }
}

/** A failed attempt becomes PAYMENT_DECLINED with the provider's reason and the shopper's message. */
export async function throwIfFailed(ctx: PaymentContext, attemptId: string): Promise<void> {
  const row = await findAttempt(ctx.db, attemptId);
  if (row?.status === 'failed') {
    throw apiError('PAYMENT_DECLINED', row.failure_message ?? 'The payment did not go through.', {
      reason: row.failure_reason ?? 'declined',
    });
  }
}

/**
 * Asks the provider about an open attempt and records the answer: after a 3-D Secure check,
 * on a webhook, on a second tab's placeOrder, or after a crash. An attempt the provider never
 * heard of, older than the grace period, failed before any money moved.
 */
export async function resumeAttempt(
  ctx: PaymentContext,
  attempt: PaymentAttemptRow,
  options: { waitForStarted?: boolean } = {},
): Promise<void> {
  let current = attempt;
  // A twin call arriving while the first is still talking to the provider waits for its answer.
  if (options.waitForStarted && current.status === 'started') {
    for (let i = 0; i < 50 && current.status === 'started'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await findAttempt(ctx.db, attempt.id)) ?? current;
    }
  }
  if (current.status !== 'started' && current.status !== 'requiresAction') return;

  const gatewayType = await gatewayTypeOf(ctx.db, current.tenant_id, current.gateway_id);
  const adapter = gatewayType ? ctx.payments.adapterFor(gatewayType) : null;
  if (!adapter) return;
  const ref = { idempotencyKey: current.id, orderId: current.order_id, providerRef: current.provider_ref };
  let outcome: PaymentOutcome;
  try {
    outcome = await adapter.lookup(ref);
  } catch (error) {
    log.error({ err: error }, 'Payment lookup failed; will ask again on the next check.');
    return;
  }
  const age = ctx.now().getTime() - current.created_at.getTime();
  if (outcome.status === 'pending' && current.status === 'started' && age >= STARTED_ATTEMPT_GRACE_MS && adapter.cancel) {
    // Withdrawn at the provider first (a payment the browser's element never confirmed is still
    // open there), so a late confirm cannot take money for an order that went back to the cart.
    try {
      outcome = await adapter.cancel(ref);
    } catch (error) {
      log.error({ err: error }, 'Withdrawing a stale payment failed; will try again on the next check.');
      return;
    }
  }
  if (outcome.status === 'pending' && current.status === 'started' && age >= STARTED_ATTEMPT_GRACE_MS) {
    outcome = {
      status: 'failed',
      providerRef: outcome.providerRef,
      reason: 'abandoned',
      message: 'We could not complete your payment. Nothing was taken; please pay again.',
    };
  }
  await settleAttempt(ctx, current.id, outcome);
}

/**
 * Withdraws an attempt's 3-D Secure check at the provider and records what that leaves: once
 * withdrawn, the attempt fails as abandoned through the one settle path (stock, coupon and credit
 * back, the order a cart again), and a late approval of the old check can neither take money nor
 * place the order. A check approved a moment before places the order as usual, and the new card
 * is never charged. False when the attempt's provider cannot withdraw a check.
 */
export async function abandonChallenge(ctx: PaymentContext, attempt: PaymentAttemptRow): Promise<boolean> {
  const gatewayType = await gatewayTypeOf(ctx.db, attempt.tenant_id, attempt.gateway_id);
  const adapter = gatewayType ? ctx.payments.adapterFor(gatewayType) : null;
  if (!adapter?.cancel) return false;
  const outcome = await adapter.cancel({ idempotencyKey: attempt.id, orderId: attempt.order_id, providerRef: attempt.provider_ref });
  await settleAttempt(ctx, attempt.id, outcome);
  return true;
}

/** Settles the order's payment in flight, if any (used by the checks and the return pages). */
async function settleOpenPayment(ctx: CommerceContext, stored: StoredOrder): Promise<boolean> {
  if (stored.order.status !== 'paymentPending' || !stored.openAttempt) return false;
  const attempt = await findAttempt(ctx.db, stored.openAttempt.id);
  if (!attempt) return false;
  await resumeAttempt(ctx, attempt);
  return true;
}

/**
 * Whether the order could be paid now, without charging: settles a payment in flight first,
 * then (for a cart) refreshes prices and collects every problem that would stop placement.
 */
export async function checkOrderCanBePlaced(
  ctx: CommerceContext,
  scope: Caller,
  orderId: string,
): Promise<{ stored: StoredOrder; errors: string[] }> {
  let stored = await requireOrder(ctx, scope, orderId);
  if (await settleOpenPayment(ctx, stored)) stored = await requireOrder(ctx, scope, orderId);
  if (stored.order.status !== 'shoppingCart') return { stored, errors: [] };
  const changes = await refreshCart(ctx, scope, orderId);
  stored = await requireOrder(ctx, scope, orderId);
  const priced = priceOrder(stored, ctx.now());
  const notSetUp = (await readSeller(ctx.db, scope.tenantId)) ? [] : [SHOP_NOT_SET_UP];
  return { stored, errors: [...notSetUp, ...changes, ...placementProblems(stored, priced.shipments)] };
}

/**
 * Settles attempts nobody came back for (a shopper who closed the 3-D Secure page, a crash
 * with no later check), so the stock they hold goes back on sale. The server runs it on a timer.
 */
export async function settleStaleAttempts(ctx: PaymentContext, olderThanMs = STARTED_ATTEMPT_GRACE_MS): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - olderThanMs);
  const stale = await staleOpenAttempts(ctx.db, cutoff, 100);
  for (const attempt of stale) await resumeAttempt(ctx, attempt);
  return stale.length;
}

/**
 * Settles the order's newest payment attempt if it is still open (the shopper is back from the
 * provider's page, or its element has confirmed in the browser), whichever provider took it, and
 * says whether the order is now placed. Each ask may reach the provider, so the order's asks are
 * limited (checkPayment and its older name share the count); a caller the order does not answer
 * to gets NOT_FOUND before the order's count is taken, and that count is kept per address (a
 * guest order's id is all its owner has to prove it), so a stranger cannot use up its owner's
 * asks. Every ask counts against the caller's address first, whichever order it names.
 */
export async function checkPayment(ctx: CommerceContext, scope: OrderOpener, orderId: string): Promise<boolean> {
  return throughDoor(ctx.limits, [{ limit: 'paymentCheckByIp', subject: ctx.clientIp }], async () => {
    if (!(await orderStatus(ctx.db, scope, orderId))) throw apiError('NOT_FOUND', 'That order does not exist.');
    return throughDoor(ctx.limits, [{ limit: 'paymentCheckByOrder', subject: `${orderId}/${ctx.clientIp}` }], async () => {
      const attempt = await latestAttemptOfOrder(ctx.db, orderId);
      if (attempt && (attempt.status === 'started' || attempt.status === 'requiresAction')) await resumeAttempt(ctx, attempt);
      const status = await orderStatus(ctx.db, scope, orderId);
      return status !== undefined && hasBeenPlaced(status);
    });
  });
}

/** Whether the caller is the one paying: the signed-in owner, or a guest holding the order's receipt key. */
async function provesPayer(ctx: CommerceContext, scope: Caller, orderId: string, receiptKey: string | null): Promise<boolean> {
  const stored = await requireOrder(ctx, scope, orderId);
  if (!stored.order.guest && stored.order.customer_id !== null) return stored.order.customer_id === scope.customerId;
  return receiptKey !== null && (await receiptKeyOpens(ctx.db, orderId, receiptKey));
}
