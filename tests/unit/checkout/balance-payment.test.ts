import { describe, expect, it } from 'vitest';
import type { ElementConfirmOutcome } from '../../../src/features/checkout/in-page-confirm.ts';
import { CommerceError } from '../../../src/lib/commerce/client.ts';
import type { BalancePaymentReply } from '../../../src/lib/commerce/balance-payments.ts';
import {
  BALANCE_PAYMENT_KEY,
  balanceOutcome,
  balancePaymentInProgress,
  createBalancePayment,
  rememberBalancePayment,
} from '../../../src/features/checkout/balance/balance-payment.ts';

const ORDER = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

function reply(status: BalancePaymentReply['status'], extra: Partial<BalancePaymentReply> = {}): BalancePaymentReply {
  return {
    status,
    failureMessage: null,
    clientData: null,
    order: { id: ORDER, balanceDue: status === 'PAID' ? 0 : 12.5, balanceDueFor: null, paymentStatus: 'paid' },
    ...extra,
  };
}

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe("the order page's payment of a balance due", () => {
  it('reads each reply as what the page does next', () => {
    expect(balanceOutcome(reply('PAID'), null)).toEqual({ kind: 'paid' });
    expect(
      balanceOutcome(reply('ACTION_REQUIRED', { clientData: { type: 'redirect', action: 'GET', data: 'https://bank/secure' } }), null),
    ).toEqual({
      kind: 'redirect',
      url: 'https://bank/secure',
    });
    expect(balanceOutcome(reply('FAILED', { failureMessage: 'Card declined.' }), null)).toEqual({
      kind: 'failed',
      message: 'Card declined.',
    });
    expect(balanceOutcome(reply('PENDING'), null)).toEqual({ kind: 'pending' });
    expect(balanceOutcome(null, new CommerceError('There is nothing left to pay on this order.', 'CONFLICT'))).toEqual({
      kind: 'failed',
      message: 'There is nothing left to pay on this order.',
    });
  });

  it('keeps the order before the bank check, and after a pending answer asks until it is paid, then opens the paid page', async () => {
    const storage = memory();
    const navigated: string[] = [];
    const checks: BalancePaymentReply[] = [reply('PENDING'), reply('PAID')];
    const payment = createBalancePayment({
      calls: {
        payBalance: async () => reply('ACTION_REQUIRED', { clientData: { type: 'redirect', action: 'GET', data: '/secure?payment=1' } }),
        checkBalancePayment: async () => checks.shift() ?? reply('PAID'),
      },
      storage: () => storage,
      browser: () => ({
        screenHeight: 1,
        screenWidth: 1,
        language: 'en-GB',
        javaEnabled: false,
        colorDepth: 24,
        origin: 'https://shop.test',
      }),
      receiptKey: () => null,
      navigate: (url) => void navigated.push(url),
      wait: async () => undefined,
    });
    expect(await payment.pay(ORDER, 'test-card', 'tok_1', 12.5)).toEqual({ kind: 'redirect', url: '/secure?payment=1' });
    expect(balancePaymentInProgress(storage)).toBe(ORDER);
    expect(await payment.settleReturn(ORDER)).toEqual({ kind: 'paid' });
    expect(navigated).toEqual(['/secure?payment=1', `/order/${ORDER}/?balance=paid`]);
    expect(storage.items.has(BALANCE_PAYMENT_KEY)).toBe(false);
  });

  describe("with a provider's card element confirming the payment on the page", () => {
    const handOff = reply('PENDING', { clientData: { type: 'airwallexConfirm', action: 'CONFIRM', data: '{"intentId":"int_1"}' } });
    const inPage = (outcome: ElementConfirmOutcome) => {
      const confirmed: string[] = [];
      return {
        confirmed,
        read: (clientData: { type: string; data: string }) => (clientData.type === 'airwallexConfirm' ? clientData.data : null),
        confirm: async (given: string) => {
          confirmed.push(given);
          return outcome;
        },
        returnPath: '/checkout/provider-return/',
      };
    };
    function paying(checks: BalancePaymentReply[]) {
      const storage = memory();
      const navigated: string[] = [];
      const asked: string[] = [];
      const payment = createBalancePayment({
        calls: {
          payBalance: async (_orderId, _gatewayId, data) => {
            asked.push(`pay ${JSON.parse(data).cardToken ?? 'no card token'}`);
            return handOff;
          },
          checkBalancePayment: async () => {
            asked.push('check');
            return checks.shift() ?? reply('PENDING');
          },
        },
        storage: () => storage,
        browser: () => ({
          screenHeight: 1,
          screenWidth: 1,
          language: 'en-GB',
          javaEnabled: false,
          colorDepth: 24,
          origin: 'https://shop.test',
        }),
        receiptKey: () => null,
        navigate: (url) => void navigated.push(url),
        wait: async () => undefined,
      });
      return { payment, storage, navigated, asked };
    }

    it('confirms the hand-off in the element, then has the server settle it and opens the paid page', async () => {
      const { payment, storage, navigated, asked } = paying([reply('PAID')]);
      const element = inPage({ kind: 'confirmed' });
      expect(await payment.pay(ORDER, 'airwallex', null, 12.5, element)).toEqual({ kind: 'paid' });
      expect(element.confirmed).toEqual(['{"intentId":"int_1"}']);
      expect(asked).toEqual(['pay no card token', 'check']);
      expect(navigated).toEqual([`/order/${ORDER}/?balance=paid`]);
      expect(storage.items.has(BALANCE_PAYMENT_KEY)).toBe(false);
    });

    it("shows the bank's refusal once the server has recorded it, and forgets the payment", async () => {
      const { payment, storage, navigated, asked } = paying([reply('FAILED', { failureMessage: 'Declined by the server.' })]);
      const outcome = await payment.pay(
        ORDER,
        'airwallex',
        null,
        12.5,
        inPage({ kind: 'declined', reason: 'declined', message: 'Refused.' }),
      );
      expect(outcome).toEqual({ kind: 'failed', message: 'Refused.' });
      expect(asked).toEqual(['pay no card token', 'check']);
      expect(navigated).toEqual([]);
      expect(storage.items.has(BALANCE_PAYMENT_KEY)).toBe(false);
    });

    it('a refusal the element made before sending the card asks the server nothing more', async () => {
      const { payment, asked } = paying([]);
      const outcome = await payment.pay(ORDER, 'airwallex', null, 12.5, inPage({ kind: 'invalid', message: 'Check the expiry date.' }));
      expect(outcome).toEqual({ kind: 'failed', message: 'Check the expiry date.' });
      expect(asked).toEqual(['pay no card token']);
    });
  });

  it('ignores a kept value that is not an order id', () => {
    const storage = memory();
    rememberBalancePayment(storage, 'javascript:alert(1)');
    expect(balancePaymentInProgress(storage)).toBeNull();
  });
});
