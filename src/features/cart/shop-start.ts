import { atom } from 'nanostores';
import type { CommerceTransport } from '../../lib/commerce/client.ts';
import type { ShopChannel } from '../../lib/channel.ts';
import { catalogueCalls } from '../../lib/commerce/products.ts';
import { deliveryCalls } from '../../lib/commerce/delivery.ts';
import { sliceKeeps, type OrderSlice } from './order-slice.ts';
import type { WritableAtom } from 'nanostores';

/** Client-held state of the brief (§3) beside the order slice; none of it is persisted. */

export interface Currency {
  currencyCode: string;
  formatString: string;
  roundTo: number;
  isBase: boolean;
}

export const $currencies = atom<Currency[]>([]);
export const $selectedCurrencyCode = atom<string | null>(null);
/**
 * ISO dates the yard is closed, this year and next. (The brief's other shopping-context
 * values live where they are used: $chosenPostcode, $flyInOpen, $cartUpdating and the
 * checkout drafts.)
 */
export const $holidays = atom<string[]>([]);

/** The first currency returned is selected when none is chosen yet (brief §3). */
export function chooseCurrency(current: string | null, available: readonly Currency[]): string | null {
  if (current && available.some((c) => c.currencyCode === current)) return current;
  return available[0]?.currencyCode ?? null;
}

export interface StartDeps {
  catalogue: Pick<ReturnType<typeof catalogueCalls>, 'getCurrencyCodes'>;
  delivery: Pick<ReturnType<typeof deliveryCalls>, 'getShippingHolidaysWithTenant'>;
  refreshOrder: () => Promise<void>;
  slice: WritableAtom<OrderSlice>;
  now: () => Date;
  /** How long the app waits for the held order before going on with the stored copy. */
  rehydrationTimeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
  /** Runs work when the browser has nothing more urgent to do (requestIdleCallback where there is one). */
  whenIdle?: (run: () => void) => void;
}

/** After the page's own work, or within five seconds on a page that is never idle. */
function whenBrowserIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 5000 });
  else setTimeout(run, 1);
}

/** Currencies when none is selected, and the yard's holidays for this year and next. */
async function loadReferenceData(deps: StartDeps): Promise<void> {
  const currencies = $selectedCurrencyCode.get()
    ? Promise.resolve()
    : deps.catalogue.getCurrencyCodes().then((list) => {
        const available = list ?? [];
        $currencies.set(available);
        $selectedCurrencyCode.set(chooseCurrency($selectedCurrencyCode.get(), available));
      });
  const year = deps.now().getUTCFullYear();
  const holidays = Promise.all([
    deps.delivery.getShippingHolidaysWithTenant(year),
    deps.delivery.getShippingHolidaysWithTenant(year + 1),
  ]).then(([thisYear, nextYear]) => $holidays.set([...new Set([...thisYear, ...nextYear].map((h) => h.date))].sort()));
  await Promise.all([currencies, holidays]);
}

/**
 * Start-up (brief §4): the held order refreshed (an order that is no longer a cart is dropped),
 * then, once the browser is idle, currencies when none is selected and holidays for this year and
 * next. Nothing a shopper sees waits for those three requests, so they no longer compete with the
 * page's price, stock and delivery requests (issue 23). Resolves when the order refresh is done,
 * awaited for at most five seconds; after that the page goes on with what it has.
 */
export async function startShop(deps: StartDeps): Promise<void> {
  const timeout = deps.rehydrationTimeoutMs ?? 5000;
  const wait = deps.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const held = deps.slice.get().order;
  if (held && !sliceKeeps(held.status)) deps.slice.set({ order: null });

  (deps.whenIdle ?? whenBrowserIdle)(() => void loadReferenceData(deps));
  if (deps.slice.get().order) await Promise.race([deps.refreshOrder(), wait(timeout)]);
}

let started: Promise<void> | null = null;

/** Runs start-up once per page, whichever island mounts first. */
export function ensureShopStarted(
  transport: CommerceTransport,
  channel: ShopChannel,
  slice: WritableAtom<OrderSlice>,
  refreshOrder: () => Promise<void>,
): Promise<void> {
  started ??= startShop({
    catalogue: catalogueCalls(transport, channel),
    delivery: deliveryCalls(transport, channel),
    refreshOrder,
    slice,
    now: () => new Date(),
  });
  return started;
}
