import cluster from 'node:cluster';
import { configureLog, log } from '../commerce/log.ts';
import type { ServerConfig } from './config.ts';
import { type StartOptions, startServer } from './main.ts';
import { superviseWorkers } from './workers.ts';

/**
 * What a start does once the site is built: serve in this process, or, with HEARTH_WORKERS above 1,
 * make this process the primary that forks that many workers, each of which (cluster.fork reruns
 * the same script) comes back here and serves. A worker stops gracefully on the SIGTERM/SIGINT the
 * primary passes on, or the one a terminal sends the whole group.
 */
export async function serve(config: ServerConfig, options: StartOptions = {}): Promise<void> {
  if (cluster.isPrimary && config.workers > 1) {
    configureLog(config.log);
    superviseWorkers(config.workers, (line) => log.info(line));
    return;
  }
  const running = await startServer(config, options);
  console.log(`Hearth is open at ${running.url}${cluster.isWorker ? ` (worker ${cluster.worker?.id})` : ''}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
