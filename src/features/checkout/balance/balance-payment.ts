import type { RemovableStorage } from '../../../lib/browser-storage.ts';
import type { BalancePaymentCalls, BalancePaymentReply } from '../../../lib/commerce/balance-payments.ts';
import type { CommerceError } from '../../../lib/commerce/client.ts';
import { withFailure } from '../../../lib/commerce/outcome.ts';
import type { ClientData, ElementConfirmOutcome, InPageConfirm } from '../in-page-confirm.ts';
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

/** The card element's hand-off in payBalance's reply, or null when it holds none (the server then settles it). */
function readHandOff<HandOff>(clientData: ClientData | null | undefined, inPage: InPageConfirm<HandOff>): HandOff | null {
  return clientData ? inPage.read(clientData) : null;
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

  /**
   * The provider's card element confirms the payment the server created (its 3-D Secure inside
   * it), then the server is asked where it stands. A card the element refused before sending it
   * leaves the payment open (the next press withdraws it); one the bank refused is settled first,
   * so the server records it, unless another tab's payment went through meanwhile.
   */
  async function confirmHere<HandOff>(orderId: string, handOff: HandOff, inPage: InPageConfirm<HandOff>): Promise<BalanceOutcome> {
    // Kept before the confirm: should the element leave the page for the bank, its return comes back to this order.
    rememberBalancePayment(deps.storage(), orderId);
    const result: ElementConfirmOutcome = await inPage.confirm(handOff);
    if (result.kind === 'invalid') return { kind: 'failed', message: result.message };
    const settled = await settle(orderId);
    if (result.kind === 'declined' && settled.kind !== 'paid') return { kind: 'failed', message: result.message };
    return settled;
  }

  return {
    /**
     * Pays the balance the customer was shown; a changed balance is refused by the server, not
     * charged. `inPage` is the card element's, for a provider whose payment this page confirms
     * (cardToken null): the server then answers its hand-off.
     */
    async pay<HandOff = never>(
      orderId: string,
      gatewayId: string,
      cardToken: string | null,
      balanceDue: number,
      inPage?: InPageConfirm<HandOff>,
    ): Promise<BalanceOutcome> {
      const data = buildPaymentData(cardToken, deps.browser(), balanceDue);
      const [reply, failure] = await withFailure((onError) =>
        deps.calls.payBalance(orderId, gatewayId, data, deps.receiptKey(orderId), onError),
      );
      const handOff = inPage && reply?.status === 'PENDING' ? readHandOff(reply.clientData, inPage) : null;
      if (inPage && handOff !== null) return follow(orderId, await confirmHere(orderId, handOff, inPage));
      const outcome = balanceOutcome(reply, failure);
      return follow(orderId, outcome.kind === 'pending' ? await settle(orderId) : outcome);
    },

    /** Back from the bank's check: asks until the payment is decided. */
    async settleReturn(orderId: string): Promise<BalanceOutcome> {
      return follow(orderId, await settle(orderId));
    },
  };
}
