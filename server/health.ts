import type { Kysely } from 'kysely';
import type { HttpRoute } from '../commerce/http-routes.ts';
import { databaseAnswers } from '../commerce/store/health.store.ts';
import { pendingMigrations } from '../commerce/store/migrate.ts';
import type { Database } from '../commerce/store/tables.ts';

export interface HealthOptions {
  db: Kysely<Database>;
  /** True once the process is shutting down: it is alive but wants no new traffic. */
  draining: () => boolean;
  now?: () => number;
  /** How long one readiness answer is reused, so a flood of probes costs one query a second. */
  cacheMs?: number;
  /** How long the database may take to answer before the process reports not ready. */
  timeoutMs?: number;
}

interface Readiness {
  ready: boolean;
  /** Short and fixed: an anonymous prober learns only which of the checks failed. */
  reason?: 'draining' | 'database unavailable' | 'migrations pending';
}

/**
 * `/healthz`: the process lives and serves HTTP (no database). `/readyz`: it should get traffic:
 * not shutting down, the database answers, and every migration this release knows has run.
 * Both are unauthenticated, disclose nothing beyond ok/not and the failed check, and are never cached.
 */
export function healthRoutes(options: HealthOptions): HttpRoute {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 2000;
  let migrationsCurrent = false;
  let cached: { at: number; answer: Promise<Readiness> } | null = null;

  const check = async (): Promise<Readiness> => {
    try {
      await withTimeout(databaseAnswers(options.db), timeoutMs);
      // Once current, a release's migrations stay applied: later probes need only the round trip.
      if (!migrationsCurrent) migrationsCurrent = (await withTimeout(pendingMigrations(options.db), timeoutMs)).length === 0;
      return migrationsCurrent ? { ready: true } : { ready: false, reason: 'migrations pending' };
    } catch {
      return { ready: false, reason: 'database unavailable' };
    }
  };

  const readiness = (): Promise<Readiness> => {
    if (options.draining()) return Promise.resolve({ ready: false, reason: 'draining' });
    const at = now();
    if (!cached || at - cached.at >= cacheMs) cached = { at, answer: check() };
    return cached.answer;
  };

  return async (req, res, url) => {
    if (url.pathname !== '/healthz' && url.pathname !== '/readyz') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' });
      res.end();
      return true;
    }
    const answer: Readiness = url.pathname === '/healthz' ? { ready: true } : await readiness();
    const body = JSON.stringify(answer.ready ? { status: 'ok' } : { status: 'unavailable', reason: answer.reason });
    res.writeHead(answer.ready ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
