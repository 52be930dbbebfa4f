import { atom } from 'nanostores';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartOrder } from '../../../src/lib/commerce/orders.ts';
import type { OrderSlice } from '../../../src/features/cart/order-slice.ts';
import {
  $currencies,
  $holidays,
  $selectedCurrencyCode,
  chooseCurrency,
  loadReferenceData,
  type ReferenceDeps,
  startShop,
  type StartDeps,
} from '../../../src/features/cart/shop-start.ts';

const gbp = { id: 'gbp', name: 'Pound sterling', currencyCode: 'GBP', formatString: '£{amount}', roundTo: 2, isBase: true };
const eur = { id: 'eur', name: 'Euro', currencyCode: 'EUR', formatString: '€{amount}', roundTo: 2, isBase: false };
const held = (status: string) => ({ id: 'o1', status, orderItems: [] }) as unknown as CartOrder;

function deps(overrides: Partial<StartDeps & ReferenceDeps> = {}): StartDeps & ReferenceDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    catalogue: { getCurrencyCodes: async () => (calls.push('currencies'), [gbp, eur]) },
    delivery: {
      getShippingHolidaysWithTenant: async (year) => (
        calls.push(`holidays ${year}`), [{ id: `h${year}`, date: `${year}-12-25`, name: 'Christmas Day', region: 'england' }]
      ),
    },
    refreshOrder: async () => void calls.push('refresh'),
    slice: atom<OrderSlice>({ order: null }),
    now: () => new Date('2026-11-18T10:00:00Z'),
    ...overrides,
  };
}

describe('shop start-up', () => {
  beforeEach(() => {
    $selectedCurrencyCode.set(null);
    $currencies.set([]);
    $holidays.set([]);
  });

  it('asks for nothing but the held order: no currencies or holidays before the shopper acts (issue 23)', async () => {
    const d = deps({ slice: atom<OrderSlice>({ order: held('shoppingCart') }) });
    await startShop(d);
    expect(d.calls).toEqual(['refresh']);
    const empty = deps();
    await startShop(empty);
    expect(empty.calls).toEqual([]);
  });

  it('refreshes a held cart and drops a held order that is no longer a cart', async () => {
    const cart = deps({ slice: atom<OrderSlice>({ order: held('shoppingCart') }) });
    await startShop(cart);
    expect(cart.calls).toContain('refresh');
    const placed = deps({ slice: atom<OrderSlice>({ order: held('placed') }) });
    await startShop(placed);
    expect(placed.slice.get().order).toBeNull();
    expect(placed.calls).not.toContain('refresh');
  });

  it('keeps and refreshes an order being paid for, so a reload mid-payment still knows it (issue 21)', async () => {
    const paying = deps({ slice: atom<OrderSlice>({ order: held('paymentPending') }) });
    await startShop(paying);
    expect(paying.slice.get().order?.status).toBe('paymentPending');
    expect(paying.calls).toContain('refresh');
  });

  it('goes on without the held order after the rehydration timeout', async () => {
    const waited: number[] = [];
    const d = deps({
      slice: atom<OrderSlice>({ order: held('shoppingCart') }),
      refreshOrder: () => new Promise<void>(() => {}),
      wait: async (ms) => void waited.push(ms),
    });
    await startShop(d);
    expect(waited).toEqual([5000]);
  });
});

describe('the reference data an island reads when it shows it', () => {
  beforeEach(() => {
    $selectedCurrencyCode.set(null);
    $currencies.set([]);
    $holidays.set([]);
  });

  it('fetches currencies when none is selected and selects the first', async () => {
    const d = deps();
    await loadReferenceData(d);
    expect($selectedCurrencyCode.get()).toBe('GBP');
    expect(d.calls).toContain('currencies');
  });

  it('keeps a selected currency and does not fetch again', async () => {
    $selectedCurrencyCode.set('EUR');
    const d = deps();
    await loadReferenceData(d);
    expect($selectedCurrencyCode.get()).toBe('EUR');
    expect(d.calls).not.toContain('currencies');
  });

  it('loads holidays for this year and next, by the injected clock', async () => {
    const d = deps();
    await loadReferenceData(d);
    expect(d.calls).toEqual(expect.arrayContaining(['holidays 2026', 'holidays 2027']));
    expect($holidays.get()).toEqual(['2026-12-25', '2027-12-25']);
  });

  it('chooses the first currency only when the current one is not on offer', () => {
    expect(chooseCurrency(null, [gbp, eur])).toBe('GBP');
    expect(chooseCurrency('EUR', [gbp, eur])).toBe('EUR');
    expect(chooseCurrency('USD', [gbp, eur])).toBe('GBP');
    expect(chooseCurrency(null, [])).toBeNull();
  });
});
