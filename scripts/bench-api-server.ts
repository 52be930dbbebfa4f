// The API alone in its own process (for `npm run bench:api` and the crash-recovery test): prints
// its URL once it listens. Always development on loopback: it pays with the test card gateway.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { loadServerConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';

const running = await startServer(
  loadServerConfig({
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    HEARTH_LOCAL_SMTP_PORT: '0',
    HEARTH_TEST_CARD_PORT: '0',
  }),
  {
    serveSite: false,
    identity: false,
  },
);
// One line with both origins, whatever the log level: the benchmarks and tests pay through the gateway it names.
console.log(`ready ${running.url} test-card-gateway ${running.paymentOrigins['test-card'] ?? 'none'}`);
const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

// The soak benchmark's memory probe, over the IPC channel only a parent that asked for one has:
// with --expose-gc, a full collection first, so the figure is what the process still holds, not
// garbage it had not yet collected. `snapshot` writes a V8 heap snapshot to the temporary directory (to compare two in DevTools).
if (process.send) {
  process.on('message', (message: unknown) => {
    if (message === 'memory') {
      globalThis.gc?.();
      process.send!({ memory: { ...process.memoryUsage(), collected: typeof globalThis.gc === 'function' } });
    } else if (message === 'snapshot') {
      process.send!({ snapshot: writeHeapSnapshot(join(tmpdir(), `hearth-${process.pid}-${Math.round(process.uptime())}s.heapsnapshot`)) });
    }
  });
  // Listening for messages keeps the channel (and the process) alive: SIGTERM still ends it.
  process.channel?.unref();
}
