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

/** What the currencies and holidays are read with. */
export interface ReferenceDeps {
  catalogue: Pick<ReturnType<typeof catalogueCalls>, 'getCurrencyCodes'>;
  delivery: Pick<ReturnType<typeof deliveryCalls>, 'getShippingHolidaysWithTenant'>;
  now: () => Date;
}

/** Currencies when none is selected (the first one is then selected), and the yard's holidays for this year and next. */
export async function loadReferenceData(deps: ReferenceDeps): Promise<void> {
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

let referenceData: Promise<void> | null = null;

/**
 * The currencies and holidays, read once per page by the first island that shows them. Not part
 * of start-up (issue 23): no page shows them today, and asked for at start (or when the browser
 * first idles, which is while the price is still on its way) they were three requests competing
 * with the price, the delivery estimate and a first "Add to basket".
 */
export function ensureReferenceData(transport: CommerceTransport, channel: ShopChannel): Promise<void> {
  referenceData ??= loadReferenceData({
    catalogue: catalogueCalls(transport, channel),
    delivery: deliveryCalls(transport, channel),
    now: () => new Date(),
  });
  return referenceData;
}

export interface StartDeps {
  refreshOrder: () => Promise<void>;
  slice: WritableAtom<OrderSlice>;
  /** How long the app waits for the held order before going on with the stored copy. */
  rehydrationTimeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * Start-up (brief §4): the held order refreshed (an order that is no longer a cart is dropped).
 * The refresh is awaited for at most five seconds; after that the page goes on with what it has.
 * The currencies and holidays are read when an island needs them (ensureReferenceData).
 */
export async function startShop(deps: StartDeps): Promise<void> {
  const timeout = deps.rehydrationTimeoutMs ?? 5000;
  const wait = deps.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const held = deps.slice.get().order;
  if (held && !sliceKeeps(held.status)) deps.slice.set({ order: null });
  if (deps.slice.get().order) await Promise.race([deps.refreshOrder(), wait(timeout)]);
}

let started: Promise<void> | null = null;

/** Runs start-up once per page, whichever island mounts first. */
export function ensureShopStarted(slice: WritableAtom<OrderSlice>, refreshOrder: () => Promise<void>): Promise<void> {
  started ??= startShop({ refreshOrder, slice });
  return started;
}
