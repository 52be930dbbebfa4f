import { sliceKeeps, type OrderSlice } from './order-slice.ts';
import type { WritableAtom } from 'nanostores';

export interface StartDeps {
  refreshOrder: () => Promise<void>;
  slice: WritableAtom<OrderSlice>;
  /** How long the app waits for the held order before going on with the stored copy. */
  rehydrationTimeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * Start-up: the held order refreshed (an order that is no longer a cart is dropped).
 * The refresh is awaited for at most five seconds; after that the page goes on with what it has.
 * The currencies and two years of holidays are not read at start: the shop sells in
 * pounds only and no page shows a holiday (delivery dates come from the API with them applied),
 * so neither is read.
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
