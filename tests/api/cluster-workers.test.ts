import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STOREFRONT_API_KEY } from '../../dev/demo/catalogue.ts';
import { operationRequestBody } from '../../src/lib/commerce/client.ts';
import { GetCountriesDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { scope } from '../fixtures/api-fixture.ts';
import { throwawayPostgresDatabase } from '../fixtures/backends.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';
import { recordSellerBeforeStart } from '../fixtures/production-store.ts';

/*
 * `HEARTH_WORKERS=2` as production runs it: one start (scripts/start-api.ts, the same serve() as
 * `npm start` after its build) whose primary forks two workers sharing one port over one
 * PostgreSQL. Which worker answered is read from the log, not from the reply: every reply carries
 * its request id, and each worker's request line carries that id and the worker's pid (a reply
 * naming its process would tell a stranger how the shop is deployed).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const startApiScript = new URL('../../scripts/start-api.ts', import.meta.url).pathname;
const COUNTRIES = JSON.stringify(operationRequestBody(GetCountriesDocument, { tenant: scope.tenant }));

type Outcome = { kind: 'answered'; status: number; body: string; requestId: string } | { kind: 'failed'; code: string };

/** One request on a fresh connection: node:cluster hands each new connection to the next worker. */
function call(base: URL, method: 'GET' | 'POST', path: string, body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        agent: false,
        headers: body
          ? { 'content-type': 'application/json', 'x-api-key': SEED_STOREFRONT_API_KEY, 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ kind: 'answered', status: res.statusCode ?? 0, body: text, requestId: String(res.headers['x-request-id']) }),
        );
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'failed', code: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'failed', code: error.code ?? error.message }));
    req.end(body);
  });
}

/** The running start: its output as it grows, and waits on it (the test's timeout bounds them). */
class ClusterStart {
  output = '';
  readonly exited: Promise<number | null>;
  private waiters: (() => void)[] = [];
  readonly child: ChildProcess;

  constructor(child: ChildProcess) {
    this.child = child;
    const onData = (chunk: Buffer) => {
      this.output += chunk.toString();
      for (const wake of this.waiters.splice(0)) wake();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** The JSON log lines so far (the primary's and both workers': they share its standard output). */
  logLines(): { pid: number; msg?: string; requestId?: string }[] {
    return this.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
  }

  /** Resolves with what `find` returns once the output holds it. */
  async until<T>(find: () => T | undefined | null, what: string): Promise<T> {
    for (;;) {
      const found = find();
      if (found !== undefined && found !== null) return found;
      if (this.child.exitCode !== null) throw new Error(`The start exited before ${what}:\n${this.output}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Pids of workers that said they listen, in order. */
  listeningPids(): number[] {
    return this.logLines().flatMap((line) => {
      const match = /^Worker \d+ \(pid (\d+)\) is listening\.$/.exec(line.msg ?? '');
      return match ? [Number(match[1])] : [];
    });
  }

  /** The pid of the worker whose request line carries this request id. */
  pidOf(requestId: string): Promise<number> {
    return this.until(
      () => this.logLines().find((line) => line.requestId === requestId && line.msg === 'request')?.pid,
      `request ${requestId}`,
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(serverUrl)('HEARTH_WORKERS=2: a production start with two workers on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let start: ClusterStart;
  let base: URL;

  /** Sends `count` requests one after another (readiness and a persisted operation in turn); answers who served each. */
  const servedBy = async (count: number): Promise<number[]> => {
    const pids: number[] = [];
    for (let i = 0; i < count; i++) {
      const reply = i % 2 === 0 ? await call(base, 'GET', '/readyz') : await call(base, 'POST', '/graphql', COUNTRIES);
      if (reply.kind === 'failed') throw new Error(`request ${i + 1} failed: ${reply.code}`);
      expect(reply.status, reply.body).toBe(200);
      if (i % 2 === 0) expect(JSON.parse(reply.body)).toEqual({ status: 'ok' });
      else expect(JSON.parse(reply.body).data.getCountries.map((c: { alpha2: string }) => c.alpha2)).toContain('GB');
      pids.push(await start.pidOf(reply.requestId));
    }
    return pids;
  };

  beforeAll(async () => {
    database = await throwawayPostgresDatabase(serverUrl!, 'hearth_cluster');
    // What the owner does before the servers start: `npm run migrate` and the seller's row.
    await recordSellerBeforeStart({ kind: 'postgres', url: database.url });
    const child = spawn(process.execPath, [startApiScript], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        // Port 0: the primary picks a free port once and both workers share it.
        PORT: '0',
        DATABASE_URL: database.url,
        HEARTH_WORKERS: '2',
        HEARTH_CURSOR_SECRET: 'c'.repeat(32),
        HEARTH_LOG_LEVEL: 'debug',
        HEARTH_LOG_FORMAT: 'json',
        HEARTH_SHUTDOWN_GRACE_MS: '5000',
        ...PRODUCTION_MAIL_ENV,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    start = new ClusterStart(child);
    const url = await start.until(() => /Hearth is open at (\S+)/.exec(start.output)?.[1], 'a worker listened');
    await start.until(() => (start.listeningPids().length >= 2 ? true : null), 'two workers listened');
    base = new URL(url);
  }, 60_000);

  afterAll(async () => {
    // Only if a test failed before the primary stopped: end what this file started.
    if (start && start.child.exitCode === null) {
      for (const pid of start.listeningPids()) if (alive(pid)) process.kill(pid, 'SIGKILL');
      start.child.kill('SIGKILL');
      await start.exited;
    }
    await database?.drop();
  });

  it('both workers answer, in turn, each ready on the database', async () => {
    const workers = start.listeningPids();
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(start.child.pid);
    const pids = await servedBy(6);
    expect(new Set(pids)).toEqual(new Set(workers));
    // A kept-alive connection outlives a load balancer's idle timeout (HEARTH_KEEP_ALIVE_MS, 65 s).
    const kept = await fetch(new URL('/healthz', base));
    expect(kept.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('a worker that dies is replaced, and the new one answers beside the survivor', async () => {
    const [killed, survivor] = start.listeningPids() as [number, number];
    process.kill(killed, 'SIGKILL');
    await start.until(
      () =>
        start
          .logLines()
          .find((line) => new RegExp(`^Worker \\d+ \\(pid ${killed}\\) exited \\(SIGKILL\\); starting another\\.$`).test(line.msg ?? '')),
      'the primary saw the worker die',
    );
    const replacement = await start.until(() => start.listeningPids()[2], 'a replacement listened');
    expect([killed, survivor]).not.toContain(replacement);
    expect(new Set(await servedBy(4))).toEqual(new Set([survivor, replacement]));
  });

  it('SIGTERM to the primary during a burst: every request a worker took is answered, both drain, all exit 0', async () => {
    const workers = start.listeningPids().slice(1);
    let signalled = false;
    let answeredBeforeSignal = 0;
    const outcomes: Outcome[] = [];
    const burst = Array.from({ length: 4 }, async () => {
      for (;;) {
        const outcome = await call(base, 'POST', '/graphql', COUNTRIES);
        outcomes.push(outcome);
        if (!signalled) answeredBeforeSignal++;
        if (outcome.kind === 'failed') return;
      }
    });
    while (answeredBeforeSignal < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    start.child.kill('SIGTERM');
    signalled = true;
    await Promise.all(burst);

    for (const reply of outcomes.flatMap((outcome) => (outcome.kind === 'answered' ? [outcome] : []))) {
      expect(reply.status, reply.body).toBe(200);
      expect(JSON.parse(reply.body).errors, reply.body).toBeUndefined();
    }
    // The only failures are connections no worker took: refused once the port closed, or reset
    // while queued in the primary as the last worker stopped listening.
    const failures = outcomes.flatMap((outcome) => (outcome.kind === 'failed' ? [outcome.code] : []));
    expect(failures).toHaveLength(4);
    for (const code of failures) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(code);

    expect(await start.exited).toBe(0);
    expect(start.output).not.toContain('were cut');
    expect(start.output).not.toContain('did not stop cleanly');
    for (const pid of workers) expect(alive(pid), `worker ${pid} still running`).toBe(false);
  });
});
