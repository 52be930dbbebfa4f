import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runMailOutbox, type MailOutbox } from '../../../commerce/mail/outbox-worker.ts';

const EMPTY_RUN = { sent: 0, retrying: 0, failed: 0 };

describe('the outbox loop the server runs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the outbox every interval, and a failed run is logged without stopping the loop', async () => {
    const runOnce = vi.fn<MailOutbox['runOnce']>().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(EMPTY_RUN);
    const log = { error: vi.fn() };
    const running = runMailOutbox({ runOnce }, { intervalMs: 1_000, log });

    await vi.advanceTimersByTimeAsync(999);
    expect(runOnce).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(runOnce).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('runs again'), expect.any(Error));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runOnce).toHaveBeenCalledTimes(3);
    await running.stop();
  });

  it('runs again at once after a full batch, and waits the interval once a batch was not full', async () => {
    const runOnce = vi
      .fn<MailOutbox['runOnce']>()
      .mockResolvedValueOnce({ sent: 10, retrying: 0, failed: 0, full: true })
      .mockResolvedValueOnce({ sent: 9, retrying: 1, failed: 0, full: true })
      .mockResolvedValue({ sent: 3, retrying: 0, failed: 0 });
    const running = runMailOutbox({ runOnce }, { intervalMs: 1_000 });

    await vi.advanceTimersByTimeAsync(1_000);
    // The runs after a full batch are due at once (a zero timeout, which timers count as 1 ms).
    await vi.advanceTimersByTimeAsync(2);
    expect(runOnce).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(runOnce).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(runOnce).toHaveBeenCalledTimes(4);
    await running.stop();
  });

  it('stop waits for the run in progress and starts no other', async () => {
    let finish!: () => void;
    const runOnce = vi.fn<MailOutbox['runOnce']>(
      () =>
        new Promise((resolve) => {
          finish = () => resolve(EMPTY_RUN);
        }),
    );
    const running = runMailOutbox({ runOnce }, { intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runOnce).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = running.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runOnce).toHaveBeenCalledTimes(1);
  });
});
