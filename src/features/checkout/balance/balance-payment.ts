import type { RemovableStorage } from '../../../lib/browser-storage.ts';
import type { BalancePaymentCalls, BalancePaymentReply } from '../../../lib/commerce/balance-payments.ts';
import type { CommerceError } from '../../../lib/commerce/client.ts';
import { withFailure } from '../../../lib/commerce/outcome.ts';
import { buildPaymentData, type BrowserDetails } from '../payment-data.ts';
import type { ReturnVerdict } from '../payment-outcome.ts';
import { settlePayment } from '../payment-return.ts';

/**
 * Paying an order's balance due from its page. The card return page is the provider's (it knows
 * nothing of balances), so before the bank's check the browser keeps which order's balance is
 * being paid: back on the return page it is sent to that order's page, which settles the payment.
 */
export const BALANCE_PAYMENT_KEY = 'hearth:balance-payment';

export function rememberBalancePayment(storage: RemovableStorage | null, orderId: string): void {
  try {
    storage?.setItem(BALANCE_PAYMENT_KEY, orderId);
  } catch {
    // Blocked storage: the order page still shows the balance, and the sweep settles the payment.
  }
}

/** The order whose balance this browser is paying, if any. */
export function balancePaymentInProgress(storage: RemovableStorage | null): string | null {
  try {
    const orderId = storage?.getItem(BALANCE_PAYMENT_KEY) ?? null;
    return orderId && /^[0-9a-f-]{36}$/i.test(orderId) ? orderId : null;
  } catch {
    return null;
  }
}

export function forgetBalancePayment(storage: RemovableStorage | null): void {
  try {
    storage?.removeItem(BALANCE_PAYMENT_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The order page after the balance is paid: it reads the order afresh and thanks the customer. */
export const balancePaidPath = (orderId: string) => `/order/${encodeURIComponent(orderId)}/?balance=paid`;

/** The order page back from the bank's check: it settles the balance's payment. */
export const balanceReturnPath = (orderId: string) => `/order/${encodeURIComponent(orderId)}/`;

/** What the page does next with a reply. */
export type BalanceOutcome =
  | { kind: 'paid' }
  | { kind: 'redirect'; url: string }
  | { kind: 'pending' }
  | { kind: 'failed'; message: string };

const NOT_ANSWERED = 'We could not reach the shop to confirm your payment. Nothing more will be charged if you check again.';

/** A reply (or the failure) in the page's terms: a refusal's own words are the shopper's. */
export function balanceOutcome(reply: BalancePaymentReply | null, failure: CommerceError | null): BalanceOutcome {
  if (!reply) return { kind: 'failed', message: failure?.message ?? NOT_ANSWERED };
  if (reply.status === 'PAID') return { kind: 'paid' };
  if (reply.status === 'ACTION_REQUIRED' && reply.clientData?.type === 'redirect') return { kind: 'redirect', url: reply.clientData.data };
  if (reply.status === 'FAILED') return { kind: 'failed', message: reply.failureMessage ?? 'The payment did not go through.' };
  if (reply.status === 'NONE') return reply.order.balanceDue === 0 ? { kind: 'paid' } : { kind: 'failed', message: NOT_ANSWERED };
  return { kind: 'pending' };
}

export interface BalancePaymentDeps {
  calls: BalancePaymentCalls;
  storage: () => RemovableStorage | null;
  browser: () => BrowserDetails;
  receiptKey: (orderId: string) => string | null;
  navigate: (url: string) => void;
  wait: (ms: number) => Promise<void>;
}

/** The balance's payment: pay with a card token, and settle one that came back from the bank. */
export function createBalancePayment(deps: BalancePaymentDeps) {
  async function settle(orderId: string): Promise<BalanceOutcome> {
    let outcome: BalanceOutcome = { kind: 'pending' };
    await settlePayment({
      wait: deps.wait,
      check: async (): Promise<ReturnVerdict> => {
        const [reply, failure] = await withFailure((onError) => deps.calls.checkBalancePayment(orderId, deps.receiptKey(orderId), onError));
        outcome = balanceOutcome(reply, failure);
        if (outcome.kind === 'paid') return { kind: 'placed', orderId };
        if (outcome.kind === 'failed') return { kind: 'failed', orderId };
        return { kind: 'pending' };
      },
    });
    return outcome;
  }

  function follow(orderId: string, outcome: BalanceOutcome): BalanceOutcome {
    if (outcome.kind === 'paid') {
      forgetBalancePayment(deps.storage());
      deps.navigate(balancePaidPath(orderId));
    } else if (outcome.kind === 'redirect') {
      rememberBalancePayment(deps.storage(), orderId);
      deps.navigate(outcome.url);
    } else if (outcome.kind === 'failed') {
      forgetBalancePayment(deps.storage());
    }
    return outcome;
  }

  return {
    /** Pays the balance the customer was shown; a changed balance is refused by the server, not charged. */
    async pay(orderId: string, gatewayId: string, cardToken: string | null, balanceDue: number): Promise<BalanceOutcome> {
      const data = buildPaymentData(cardToken, deps.browser(), balanceDue);
      const [reply, failure] = await withFailure((onError) =>
        deps.calls.payBalance(orderId, gatewayId, data, deps.receiptKey(orderId), onError),
      );
      const outcome = balanceOutcome(reply, failure);
      return follow(orderId, outcome.kind === 'pending' ? await settle(orderId) : outcome);
    },

    /** Back from the bank's check: asks until the payment is decided. */
    async settleReturn(orderId: string): Promise<BalanceOutcome> {
      return follow(orderId, await settle(orderId));
    },
  };
}
