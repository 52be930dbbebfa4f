import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of `HEARTH_WORKERS=N npm start`: forks N workers that share the listening port
 * (node:cluster hands connections round-robin), replaces one that dies unasked, and on
 * SIGTERM/SIGINT passes the signal on and exits once every worker has shut down gracefully
 * (0 when each exited 0, else 1). Each line it logs names the worker's pid, as the workers' own
 * log lines carry it.
 */
export function superviseWorkers(count: number, log: (line: string) => void): void {
  let stopping = false;
  const listening = new Set<number>();
  const fork = (): Worker => cluster.fork();
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    log(`Worker ${worker.id} (pid ${worker.process.pid}) is listening.`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // A worker that could not stop cleanly makes the whole stop a failure the orchestrator sees.
      if (code !== 0) {
        log(`Worker ${worker.id} (pid ${worker.process.pid}) did not stop cleanly (${signal ?? code}).`);
        process.exitCode = 1;
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    // A worker that never listened failed to start (settings, a database that is behind):
    // another would fail the same way, so stop rather than restart it in a loop.
    if (!listening.has(worker.id)) {
      log(`Worker ${worker.id} (pid ${worker.process.pid}) failed to start (${signal ?? code}); stopping.`);
      stop('SIGTERM');
      process.exitCode = 1;
      return;
    }
    log(`Worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? code}); starting another.`);
    fork();
  });
  for (let i = 0; i < count; i++) fork();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
