import { describe, expect, it } from 'vitest';
import { type BuildOutcome, createRebuildScheduler, type SchedulerTimers } from '../../../server/content-pipeline/rebuild-scheduler.ts';

/** Timers a test moves by hand: nothing fires until `advance` passes its time. */
function handTimers(): SchedulerTimers & { advance(ms: number): Promise<void> } {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout(run, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].run();
        // Let a build that the timer started run its synchronous part and its awaits.
        await flush();
      }
      now = until;
      await flush();
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A build the test finishes by hand, recording what each run was asked for. */
function heldBuilds(outcomes: BuildOutcome[] = []) {
  const runs: (readonly string[])[] = [];
  let running = 0;
  let most = 0;
  let finish: (() => void) | null = null;
  return {
    runs,
    most: () => most,
    running: () => running > 0,
    finish: async () => {
      finish?.();
      await flush();
    },
    build: (triggers: readonly string[]) => {
      runs.push(triggers);
      running++;
      most = Math.max(most, running);
      return new Promise<BuildOutcome>((resolve) => {
        finish = () => {
          finish = null;
          running--;
          resolve(outcomes.shift() ?? 'done');
        };
      });
    },
  };
}

describe('rebuild scheduler', () => {
  it('turns a burst of 30 requests into one build, after the settling delay from the last', async () => {
    const timers = handTimers();
    const builds = heldBuilds();
    const scheduler = createRebuildScheduler({ build: builds.build, timers, settleMs: 2000, maxWaitMs: 60_000 });
    for (let i = 0; i < 30; i++) {
      scheduler.requestRebuild(`webhook ${i % 3}`);
      await timers.advance(100);
    }
    await timers.advance(1899);
    expect(builds.runs).toEqual([]);
    await timers.advance(1);
    expect(builds.runs).toEqual([['webhook 0', 'webhook 1', 'webhook 2']]);
    await builds.finish();
    await timers.advance(60_000);
    expect(builds.runs).toHaveLength(1);
    await scheduler.idle();
  });

  it('builds at most maxWaitMs after the first request even if requests never pause', async () => {
    const timers = handTimers();
    const builds = heldBuilds();
    const scheduler = createRebuildScheduler({ build: builds.build, timers, settleMs: 2000, maxWaitMs: 10_000 });
    for (let i = 0; i < 100 && builds.runs.length === 0; i++) {
      scheduler.requestRebuild('webhook');
      await timers.advance(1000);
    }
    expect(timers.now()).toBe(10_000);
    expect(builds.runs).toHaveLength(1);
    await builds.finish();
  });

  it('makes exactly one more build for requests that arrive during a build, after it, never two at once', async () => {
    const timers = handTimers();
    const builds = heldBuilds();
    const scheduler = createRebuildScheduler({ build: builds.build, timers, settleMs: 1000, maxWaitMs: 60_000 });
    scheduler.requestRebuild('first');
    await timers.advance(1000);
    expect(builds.runs).toEqual([['first']]);
    scheduler.requestRebuild('during a');
    scheduler.requestRebuild('during b');
    await timers.advance(30_000);
    expect(builds.runs).toHaveLength(1);
    await builds.finish();
    expect(builds.running()).toBe(false);
    await timers.advance(1000);
    expect(builds.runs).toEqual([['first'], ['during a', 'during b']]);
    await builds.finish();
    await timers.advance(60_000);
    expect(builds.runs).toHaveLength(2);
    expect(builds.most()).toBe(1);
    await scheduler.idle();
  });

  it('tries again when another process holds the build lock, losing no request', async () => {
    const timers = handTimers();
    const builds = heldBuilds(['busy', 'done']);
    const scheduler = createRebuildScheduler({ build: builds.build, timers, settleMs: 1000, maxWaitMs: 60_000, busyRetryMs: 5000 });
    scheduler.requestRebuild('edit');
    await timers.advance(1000);
    await builds.finish();
    await timers.advance(4999);
    expect(builds.runs).toHaveLength(1);
    await timers.advance(1);
    expect(builds.runs).toEqual([['edit'], ['edit']]);
    await builds.finish();
    await scheduler.idle();
  });

  it('keeps going after a build that throws', async () => {
    const timers = handTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const scheduler = createRebuildScheduler({
      build: async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
        return 'done';
      },
      timers,
      settleMs: 10,
      maxWaitMs: 100,
      onError: (error) => errors.push(error),
    });
    scheduler.requestRebuild('a');
    await timers.advance(10);
    scheduler.requestRebuild('b');
    await timers.advance(10);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    await scheduler.idle();
  });

  it('stop drops what waits and waits for the running build', async () => {
    const timers = handTimers();
    const builds = heldBuilds();
    const scheduler = createRebuildScheduler({ build: builds.build, timers, settleMs: 10, maxWaitMs: 100 });
    scheduler.requestRebuild('a');
    await timers.advance(10);
    scheduler.requestRebuild('b');
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await flush();
    expect(stopped).toBe(false);
    await builds.finish();
    await stopping;
    await timers.advance(1000);
    expect(builds.runs).toEqual([['a']]);
  });
});
