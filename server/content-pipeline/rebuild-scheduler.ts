/** The timers the scheduler waits with: the real ones in the server, a test's hand-moved ones in tests. */
export interface SchedulerTimers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: SchedulerTimers = {
  now: Date.now,
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * What one build run says: `done` (built, or failed and reported: either way those requests are
 * answered) or `busy` (another process holds the build lock: the requests wait and are tried again).
 */
export type BuildOutcome = 'done' | 'busy';

export interface RebuildSchedulerOptions {
  /** Runs one build for the triggers collected since the last; never called while another runs. */
  build: (triggers: readonly string[]) => Promise<BuildOutcome>;
  timers?: SchedulerTimers;
  /** Quiet time after the last request before the build starts: a burst becomes one build. */
  settleMs: number;
  /** The longest a first request waits however many follow it (a webhook firing without pause). */
  maxWaitMs: number;
  /** How soon to try again when another process was building. */
  busyRetryMs?: number;
  /** A build that threw (the build reports its own failures; this is the last resort). */
  onError?: (error: unknown) => void;
}

export interface RebuildScheduler {
  /** Asks for a build that includes everything changed until now; `trigger` says who asked. */
  requestRebuild(trigger: string): void;
  /** Resolves once nothing is waiting or running (tests, and shutdown). */
  idle(): Promise<void>;
  /** Drops what waits and resolves once a running build has finished. */
  stop(): Promise<void>;
}

/**
 * Debounced, coalesced, never lost: requests during the settling time move the start later (up to
 * `maxWaitMs` after the first), and become one build; a request during a build waits for it and
 * then makes exactly one more build, after its own settling time; at most one build runs at a time
 * in this process (the build itself takes a lock shared by all processes, answering `busy`).
 */
export function createRebuildScheduler(options: RebuildSchedulerOptions): RebuildScheduler {
  const timers = options.timers ?? realTimers;
  const busyRetryMs = options.busyRetryMs ?? options.settleMs;
  let waiting: string[] = [];
  let firstWaitingAt: number | null = null;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];

  const isIdle = () => !running && timer === null && waiting.length === 0;
  const settleIfIdle = () => {
    if (!isIdle()) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const schedule = (delayMs: number) => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = null;
      start();
    }, delayMs);
  };

  const settleDelay = () => {
    const sinceFirst = timers.now() - (firstWaitingAt ?? timers.now());
    return Math.max(0, Math.min(options.settleMs, options.maxWaitMs - sinceFirst));
  };

  const start = () => {
    if (stopped || running || waiting.length === 0) return settleIfIdle();
    const triggers = [...new Set(waiting)];
    waiting = [];
    firstWaitingAt = null;
    running = (async () => {
      let outcome: BuildOutcome = 'done';
      try {
        outcome = await options.build(triggers);
      } catch (error) {
        options.onError?.(error);
      }
      running = null;
      if (stopped) return settleIfIdle();
      if (outcome === 'busy') {
        // Another process is building: ours still has to run after it, with what came meanwhile.
        waiting = [...triggers, ...waiting];
        firstWaitingAt ??= timers.now();
        schedule(busyRetryMs);
      } else if (waiting.length > 0) {
        schedule(settleDelay());
      }
      settleIfIdle();
    })();
  };

  return {
    requestRebuild(trigger) {
      if (stopped) return;
      waiting.push(trigger);
      firstWaitingAt ??= timers.now();
      // During a build the request only waits: the build's end schedules the one that follows.
      if (!running) schedule(settleDelay());
    },
    idle() {
      if (isIdle()) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      waiting = [];
      await running;
      settleIfIdle();
    },
  };
}
