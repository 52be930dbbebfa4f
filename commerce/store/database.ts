import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Driver, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './tables.ts';
import { log } from '../log.ts';
import { markFromDatabase } from './database-unavailable.ts';

export type StoreLocation =
  | {
      kind: 'postgres';
      url: string;
      /** How long opening a connection may take before it fails; 1.5 s unless set. */
      connectTimeoutMs?: number;
      /**
       * How long one statement may run before the server cancels it; 30 s unless set, 0 for no
       * limit (migrations, which may rewrite a large table).
       */
      statementTimeoutMs?: number;
    }
  /**
   * `dataDir` undefined keeps PGlite in memory (tests); a path keeps it on disk. `startFrom`, in
   * memory only, starts from a copy of a data directory (PGlite's `dumpDataDir`) instead of a new one.
   */
  | { kind: 'pglite'; dataDir?: string; startFrom?: Blob };

/** Below the 2 s in which the API must have answered 503 while the database is unreachable. */
const DEFAULT_CONNECT_TIMEOUT_MS = 1500;

/**
 * A statement still running after this is cancelled by the server (SQLSTATE 57014, answered as
 * 503): a request stuck behind a lock or a runaway query gives its connection back instead of
 * holding it, and the pool of ten, for ever. Far above any query the shop makes.
 */
const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/**
 * A session left inside a transaction doing nothing for this long (a process wedged mid-request,
 * holding row locks on orders) is ended by the server, and its locks with it.
 */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * How long a query may wait for a free connection of a reachable database. Longer than a connect:
 * a burst of edits to one order queues behind its row lock, and should wait its turn, not be
 * refused. A database that is down frees its connections at once and refuses new ones within the
 * connect timeout, so waiters fail fast then too.
 */
const FREE_CONNECTION_WAIT_MS = 10_000;

export function openDatabase(location: StoreLocation): Kysely<Database> {
  if (location.kind === 'postgres') {
    const connectTimeoutMs = location.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const statementTimeoutMs = location.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    // The pool gives its own connectionTimeoutMillis (the wait for a free connection) to every
    // connection it opens; this one's connect gives up sooner, so while PostgreSQL is down or
    // restarting a request fails quickly and the API answers 503 with Retry-After instead of hanging.
    class QuicklyConnectingClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({
          ...config,
          connectionTimeoutMillis: connectTimeoutMs,
          ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
          idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
        });
      }
    }
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      Client: QuicklyConnectingClient,
      connectionTimeoutMillis: FREE_CONNECTION_WAIT_MS,
      // A server that vanished without closing the socket (a failover) is noticed by TCP keepalive.
      keepAlive: true,
    });
    // An idle connection can be cut by the server (restart, failover). pg emits that on the pool;
    // unheard, it would crash the process. The pool replaces the connection on next use.
    pool.on('error', (error) => log.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    // The pool hears only its idle connections. One that is checked out (a transaction, or the
    // advisory lock a job holds while its work runs on other connections) and cut between two
    // queries would emit 'error' to no one and crash the process. Heard here, it just stops being
    // queryable: its next query fails (a 503), and the pool drops it when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => log.warn(`PostgreSQL closed a connection in use: ${error.message}`));
    });
    return new Kysely<Database>({ dialect: new DatabaseErrorsMarkedDialect({ pool }) });
  }
  const { dataDir, startFrom } = location;
  if (dataDir && startFrom) throw new Error('An embedded database starts from a copy only in memory: give dataDir or startFrom, not both.');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Made on first use, by Kysely or by a listener, whichever comes first: both must share it,
  // since PGlite delivers a NOTIFY only to listeners on the instance that committed the change.
  let pglite: PGlite | undefined;
  const instance = () => {
    pglite ??= startFrom ? new PGlite({ loadDataDir: startFrom }) : new PGlite(dataDir);
    return pglite;
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: instance }) });
  embedded.set(db, instance);
  return db;
}

/**
 * Kysely's PostgreSQL dialect, with every error its driver and connections raise marked as the
 * database's, so that only those can read as "the database is away" (a 503).
 */
class DatabaseErrorsMarkedDialect extends PostgresDialect {
  override createDriver(): Driver {
    return markingErrors(super.createDriver());
  }
}

/**
 * The same object, whose methods mark what they throw or reject with; the connections a driver
 * hands out are wrapped too. Methods run on the object itself, never the wrapper: Kysely's
 * connection keeps its pg client in private fields, which a Proxy as `this` could not reach.
 */
function markingErrors<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        let result: unknown;
        try {
          result = value.apply(object, args);
        } catch (error) {
          throw markFromDatabase(error);
        }
        if (!(result instanceof Promise)) return result;
        return result.then(
          (settled: unknown) =>
            key === 'acquireConnection' && settled !== null && typeof settled === 'object' ? markingErrors(settled) : settled,
          (error: unknown) => {
            throw markFromDatabase(error);
          },
        );
      };
    },
  });
}

const embedded = new WeakMap<Kysely<Database>, () => PGlite>();

/** The embedded PGlite behind a database `openDatabase` opened, or undefined for a PostgreSQL server. */
export function embeddedPglite(db: Kysely<Database>): PGlite | undefined {
  return embedded.get(db)?.();
}
