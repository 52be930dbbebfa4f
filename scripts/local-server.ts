import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './ensure-build.ts';

export interface LocalServer {
  /** The origin to send requests to, e.g. http://localhost:4393. */
  base: string;
  /** The server's own data directory, fresh and empty at start; a script may keep its scratch files there. */
  dataDir: string;
  /** Ends the server and removes its data directory. */
  stop(): void;
}

const START_TIMEOUT_MS = 5 * 60_000;

/**
 * Starts `npm start` (scripts/start.ts) on `port` over a fresh data directory, for a measurement
 * script, and resolves once the home page answers. `root` is the checkout to serve (this one
 * unless a script compares two builds); `env` is added to this process's environment.
 */
export async function startLocalServer(
  port: number,
  dataDirPrefix: string,
  { root = projectRoot, env = {} }: { root?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<LocalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HEARTH_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  // scripts/start.ts builds the site first when its inputs changed (the demo seller's facts among
  // them), which takes minutes on a busy machine: 30 seconds left the server running, unowned.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (exited || Date.now() > deadline) {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(exited ? 'The server stopped before it answered.' : `The server did not answer within ${START_TIMEOUT_MS / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    dataDir,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
