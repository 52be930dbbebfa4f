import type { PaymentContext } from '../commerce/payments/registry.ts';
import { settleStaleAttempts } from '../commerce/payments/pay-order.ts';
import { EXCLUSIVE_JOBS, withAdvisoryLock } from '../commerce/store/advisory-lock.store.ts';
import { sweepLeftExpressCarts } from '../commerce/checkout/index.ts';

export interface PaymentSweepOptions {
  context: PaymentContext;
  /** True over PostgreSQL, where several processes share the store: one sweeps at a time (advisory lock). */
  shared: boolean;
  intervalMs?: number;
  onError: (error: unknown) => void;
  /** Called after each pass that ran here, with the attempts it settled and the express carts it deleted (tests, logs). */
  onPass?: (settled: number, expressCartsDeleted: number) => void;
}

export interface RunningPaymentSweep {
  /** One pass now (the timer's own work); false when another process held the sweep. */
  runOnce(): Promise<boolean>;
  /** No new pass starts; resolves once the pass under way (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Settles payment attempts nobody came back for, so their stock goes back on sale, then deletes
 * the product pages' express carts left unpaid (a closed sheet, a failed bank check not tried
 * again): settling first, so a cart whose abandoned payment just went back counts its hour from then. Over
 * PostgreSQL every API process runs the timer, and the advisory lock lets one sweep at a time;
 * a process shutting down finishes its pass and leaves the rest to the next sweep.
 */
export function startPaymentSweep(options: PaymentSweepOptions): RunningPaymentSweep {
  let current: Promise<boolean> | null = null;
  let stopped = false;
  const pass = async () => {
    let settled = 0;
    let deleted = 0;
    const work = async () => {
      settled = await settleStaleAttempts(options.context);
      deleted = await sweepLeftExpressCarts(options.context);
    };
    if (options.shared && !(await withAdvisoryLock(options.context.db, EXCLUSIVE_JOBS.paymentSweep, work))) return false;
    if (!options.shared) await work();
    options.onPass?.(settled, deleted);
    return true;
  };
  const runOnce = () => {
    // One pass at a time in this process: a slow pass is not overlapped by the next tick.
    current ??= pass().finally(() => {
      current = null;
    });
    return current;
  };
  const timer = setInterval(() => {
    if (!stopped) runOnce().catch(options.onError);
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current?.catch(() => {});
    },
  };
}
