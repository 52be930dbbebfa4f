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

/**
 * Starts `npm start` (scripts/start.ts) on `port` over a fresh data directory, for a measurement
 * script, and resolves once the home page answers.
 */
export async function startLocalServer(port: number, dataDirPrefix: string): Promise<LocalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HEARTH_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries > 600) throw new Error('The server did not start.');
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
