import { describe, expect, it } from 'vitest';
import { retryingFetch } from '../../src/lib/commerce/retrying-fetch.ts';

/** A fetch that answers from a script: a status, or 'offline' for no answer at all. */
function scripted(script: (number | 'offline')[]) {
  const calls: number[] = [];
  const send = (async () => {
    const next = script[Math.min(calls.length, script.length - 1)]!;
    calls.push(calls.length);
    if (next === 'offline') throw new TypeError('Failed to fetch');
    return new Response('{}', { status: next });
  }) as typeof fetch;
  return { send, calls };
}

function recording(script: (number | 'offline')[], online = true) {
  const { send, calls } = scripted(script);
  const waited: number[] = [];
  let told = 0;
  const retrying = retryingFetch({
    send,
    waits: [10, 20, 40],
    wait: async (ms) => void waited.push(ms),
    retrying: () => void told++,
    online: () => online,
  });
  return { fetch: retrying, calls, waited, told: () => told };
}

describe('retryingFetch', () => {
  it('tries again after a 503, waiting longer each time, and says so before each try', async () => {
    const run = recording([503, 503, 200]);
    expect((await run.fetch('/graphql')).status).toBe(200);
    expect(run.calls).toHaveLength(3);
    expect(run.waited).toEqual([10, 20]);
    expect(run.told()).toBe(2);
  });

  it('gives up after its last wait: the 503 is the caller’s', async () => {
    const unavailable = recording([503]);
    expect((await unavailable.fetch('/graphql')).status).toBe(503);
    expect(unavailable.calls).toHaveLength(4);
  });

  it('does not send again after no answer: the call may have been done (an add would be added twice)', async () => {
    const run = recording(['offline', 200]);
    await expect(run.fetch('/graphql')).rejects.toThrow('Failed to fetch');
    expect(run.calls).toHaveLength(1);
    expect(run.told()).toBe(0);
  });

  it('returns any other answer at once, a 500 or a 429 included', async () => {
    for (const status of [200, 429, 500]) {
      const run = recording([status]);
      expect((await run.fetch('/graphql')).status).toBe(status);
      expect(run.calls).toHaveLength(1);
      expect(run.told()).toBe(0);
    }
  });

  it('does not keep a device that is offline waiting: a 503 is not tried again', async () => {
    const run = recording([503, 200], false);
    expect((await run.fetch('/graphql')).status).toBe(503);
    expect(run.calls).toHaveLength(1);
    expect(run.told()).toBe(0);
  });
});
