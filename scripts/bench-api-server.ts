// The API alone in its own process (for `npm run bench:api` and the crash-recovery test): prints
// its URL once it listens. Always development on loopback: it pays with the test card gateway.
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
console.log(`ready ${running.url} test-card-gateway ${running.testCardOrigin ?? 'none'}`);
const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
