// A PostgreSQL cluster of its own, for a test or a benchmark that must stop and start the database
// (an outage) without touching any server someone else uses: initdb into a temporary directory,
// a free loopback port, its unix socket in that directory; `remove` stops it and deletes it all,
// and so does the process exiting (Ctrl-C included, where the caller ends by exiting).
import { type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: sessions are cut, as a restart for an upgrade cuts them); nothing if stopped. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data (nothing if it runs). */
  start(): Promise<void>;
  /** Stops it if it runs and deletes its directory. */
  remove(): Promise<void>;
}

/**
 * Where Debian's server binaries are: `HEARTH_POSTGRES_BIN` if set, else the newest
 * /usr/lib/postgresql/<version>/bin. Missing, it says what to install rather than skip.
 */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.HEARTH_POSTGRES_BIN) return env.HEARTH_POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'No PostgreSQL server binaries (initdb, pg_ctl) were found under /usr/lib/postgresql/<version>/bin: ' +
        "install Debian's postgresql package (apt-get install -y postgresql) or set HEARTH_POSTGRES_BIN to their directory.",
    );
  }
  return join(root, versions[0]!, 'bin');
}

/** A port nothing listens on just now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: as root the cluster belongs to the `postgres` user (or nobody). */
function clusterOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : { uid: 65534, gid: 65534 };
}

function run(command: string, args: string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

export async function startThrowawayPostgres(options: { env?: NodeJS.ProcessEnv } = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir(options.env);
  const dir = mkdtempSync(join(tmpdir(), 'hearth-pg-'));
  const data = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  mkdirSync(socketDir);
  const owner = clusterOwner();
  if (owner) for (const path of [dir, socketDir]) chownSync(path, owner.uid, owner.gid);
  const asOwner: SpawnOptions = owner ? { uid: owner.uid, gid: owner.gid, cwd: dir } : { cwd: dir };
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  let running = false;

  // If the caller dies without removing it, the cluster goes with it (an immediate stop: nothing in it matters).
  const onExit = () => {
    if (running) spawnSync(pgCtl, ['-D', data, '-m', 'immediate', 'stop'], { ...asOwner, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  await run(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
    asOwner,
  );
  // Durability is not the point of a throwaway cluster: no fsync makes start and stop quick.
  const serverOptions = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  const start = async () => {
    if (running) return;
    await run(pgCtl, ['-D', data, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start'], asOwner);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    await run(pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'], asOwner);
    running = false;
  };
  try {
    await start();
  } catch (error) {
    onExit();
    process.removeListener('exit', onExit);
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async remove() {
      if (running) await stop().catch(() => {});
      onExit();
      process.removeListener('exit', onExit);
    },
  };
}
