import { describe, expect, it } from 'vitest';
import {
  forgetPayment,
  leftBankCheck,
  PAYMENT_IN_PROGRESS_KEY,
  paymentInProgress,
  rememberPayment,
  type PaymentStorage,
} from '../../../src/features/checkout/payment-memory.ts';

function memoryStorage(initial: Record<string, string> = {}): PaymentStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const blocked: PaymentStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the payment this browser started', () => {
  it("says the bank's check was left unfinished only for the order sent to it, and not when storage is blocked", () => {
    const storage = memoryStorage();
    rememberPayment(storage, { orderId: 'o-1', gatewayId: 'test-card' });
    expect(leftBankCheck(storage, 'o-1')).toBe(false);
    rememberPayment(storage, { orderId: 'o-1', gatewayId: 'test-card', bankCheck: true });
    expect(leftBankCheck(storage, 'o-1')).toBe(true);
    expect(leftBankCheck(storage, 'o-2')).toBe(false);
    expect(leftBankCheck(blocked, 'o-1')).toBe(false);
    expect(leftBankCheck(null, 'o-1')).toBe(false);
  });

  it('is remembered and read back', () => {
    const storage = memoryStorage();
    rememberPayment(storage, { orderId: 'o-1', gatewayId: 'test-card' });
    expect(paymentInProgress(storage)).toEqual({ orderId: 'o-1', gatewayId: 'test-card' });
  });

  it('is forgotten only for its own order', () => {
    const storage = memoryStorage();
    rememberPayment(storage, { orderId: 'o-2', gatewayId: 'test-card' });
    forgetPayment(storage, 'o-1');
    expect(paymentInProgress(storage)?.orderId).toBe('o-2');
    forgetPayment(storage, 'o-2');
    expect(storage.data.has(PAYMENT_IN_PROGRESS_KEY)).toBe(false);
  });

  it('reads nothing from rubbish, a wrong shape, no storage or a blocked one, and never throws', () => {
    expect(paymentInProgress(memoryStorage({ [PAYMENT_IN_PROGRESS_KEY]: '{not json' }))).toBeNull();
    expect(paymentInProgress(memoryStorage({ [PAYMENT_IN_PROGRESS_KEY]: '{"orderId":7,"gatewayId":"test-card"}' }))).toBeNull();
    expect(paymentInProgress(memoryStorage({ [PAYMENT_IN_PROGRESS_KEY]: '{"orderId":"o-1","gatewayId":""}' }))).toBeNull();
    expect(paymentInProgress(null)).toBeNull();
    expect(paymentInProgress(blocked)).toBeNull();
    expect(() => rememberPayment(blocked, { orderId: 'o-1', gatewayId: 'test-card' })).not.toThrow();
    expect(() => forgetPayment(blocked, 'o-1')).not.toThrow();
  });
});

describe("a product page's express payment", () => {
  it('keeps the product page it was bought from, only as a path on this site', () => {
    const storage = memoryStorage();
    rememberPayment(storage, { orderId: 'o1', gatewayId: 'g1', expressFrom: '/firewood/ash/full-crate' });
    expect(paymentInProgress(storage)).toEqual({ orderId: 'o1', gatewayId: 'g1', expressFrom: '/firewood/ash/full-crate' });
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '']) {
      storage.setItem(PAYMENT_IN_PROGRESS_KEY, JSON.stringify({ orderId: 'o1', gatewayId: 'g1', expressFrom: elsewhere }));
      expect(paymentInProgress(storage), elsewhere).toEqual({ orderId: 'o1', gatewayId: 'g1' });
    }
  });
});
