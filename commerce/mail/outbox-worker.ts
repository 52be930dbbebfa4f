import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { type MailPort, PermanentMailFailure } from './mail-port.ts';
import { claimDueMail, markFailed, markForRetry, markSent, saveRendering, type OutboxRow, type Rendering } from './outbox.store.ts';
import { afterFailure, DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';
import { consoleLike } from '../log.ts';
import { isDatabaseUnavailable } from '../store/database-unavailable.ts';

/*
 * What "exactly once" means here. Each message has an idempotency key, written with it and never
 * changed, and every send of it carries that key as its Message-ID. The outbox marks a message sent
 * only after the provider accepted it, so a process that dies (or hangs) between the provider's
 * acceptance and the mark leaves the message claimed but unmarked; when the claim's lease runs out,
 * another worker (or this one, restarted) sends it again, with the same Message-ID and the same
 * rendered content. So:
 *   - no message is lost: one the provider did not take stays owed until it is sent or, after the
 *     retries, kept as failed for the owner;
 *   - a message may leave us more than once, but only as the same message: a receiving server or
 *     mail client that de-duplicates by Message-ID shows it once. Amazon SES does not de-duplicate
 *     by Message-ID (and assigns its own), so over SES a crash in that window can deliver a second
 *     identical copy. No sender can do better without the provider's help: "sent" and "marked"
 *     cannot be one atomic step across two systems.
 * Two workers never send one message at the same time: a claim is taken under FOR UPDATE SKIP
 * LOCKED, and a lease that runs out is the only way a claimed message is claimed again.
 */

export interface MailOutboxOptions {
  db: Kysely<Database>;
  mail: MailPort;
  now: () => Date;
  /**
   * Fixes a message's recipient, subject and bodies, once per message: first whatever reads need
   * no transaction (settings, which on PGlite must not wait behind one), then the rendering itself,
   * in the transaction that saves it.
   */
  render: (row: OutboxRow, now: Date) => Promise<(tx: Kysely<Database>) => Promise<Rendering>>;
  retry?: RetryPolicy;
  /**
   * How long a claim holds a message before another worker may take it over. Longer than any
   * send can take (the adapters' own timeouts are well under a minute), or a slow send would be
   * duplicated by a second worker.
   */
  leaseMs?: number;
  /** Messages claimed per run. */
  batchSize?: number;
  log?: Pick<Console, 'warn' | 'error'>;
  /** Waits between tries at recording a send while the database is away (setTimeout; tests pass their own). */
  pause?: (ms: number) => Promise<void>;
}

/** What one run did, for tests and logs. */
export interface OutboxRun {
  sent: number;
  retrying: number;
  failed: number;
  /** Present when the run claimed a whole batch: more may be due, so the loop runs again at once. */
  full?: true;
}

type DeliveryOutcome = 'sent' | 'retrying' | 'failed';

export interface MailOutbox {
  /** Claims what is due, sends it, records what happened; resolves when the batch is done. */
  runOnce(): Promise<OutboxRun>;
}

const DEFAULT_LEASE_MS = 5 * 60_000;

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, mail, now, render } = options;
  const retry = options.retry ?? DEFAULT_RETRY_POLICY;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 10;
  const log = options.log ?? consoleLike();
  const pause = options.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /**
   * Records a message the provider accepted. While the database cannot be reached (a restart, a
   * failover) this keeps trying, for up to half the lease: left unrecorded, the claim would run out
   * and the message be sent a second time. Past that, the lease and the Message-ID take over.
   */
  async function recordSent(row: OutboxRow, providerMessageId: string): Promise<void> {
    let waited = 0;
    for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
      try {
        return await markSent(db, row, { providerMessageId, at: now() });
      } catch (error) {
        if (!isDatabaseUnavailable(error) || waited + wait > leaseMs / 2) throw error;
        log.warn(`Mail ${describe(row)} was sent but could not be recorded yet (the database is away); trying again.`);
        await pause(wait);
        waited += wait;
      }
    }
  }

  /** The message as it will be sent: rendered by this claim if no claim has rendered it before. */
  async function rendered(row: OutboxRow): Promise<Rendering & { key: string }> {
    if (row.subject !== null && row.recipient !== null && row.text_body !== null) {
      return { key: row.idempotency_key, recipient: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body ?? '' };
    }
    const at = now();
    const renderIn = await render(row, at);
    return db.transaction().execute(async (tx) => {
      const rendering = await renderIn(tx);
      // Another claim took the message over while this one rendered: roll back, it sends it.
      if (!(await saveRendering(tx, row, rendering, at))) throw new ClaimLost();
      return { key: row.idempotency_key, ...rendering };
    });
  }

  async function deliver(row: OutboxRow): Promise<DeliveryOutcome | null> {
    let sentId: string;
    try {
      const message = await rendered(row);
      // No transaction is open here: the send may take seconds, and PGlite has one session.
      const sent = await mail.send({
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        idempotencyKey: message.key,
        ...(row.list_unsubscribe ? { listUnsubscribe: row.list_unsubscribe } : {}),
      });
      sentId = sent.messageId;
    } catch (error) {
      if (error instanceof ClaimLost) return null;
      return recordFailure(row, error);
    }
    await recordSent(row, sentId);
    return 'sent';
  }

  async function recordFailure(row: OutboxRow, error: unknown): Promise<DeliveryOutcome> {
    const at = now();
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const next = error instanceof PermanentMailFailure ? ({ kind: 'giveUp' } as const) : afterFailure(row.attempts, retry);
    if (next.kind === 'retry') {
      const retryAt = new Date(at.getTime() + next.delayMs);
      await markForRetry(db, row, { error: reason, retryAt, at });
      log.warn(`Mail ${describe(row)} was not sent (attempt ${row.attempts}); trying again at ${retryAt.toISOString()}. ${reason}`);
      return 'retrying';
    }
    await markFailed(db, row, { error: reason, at });
    log.error(`Mail ${describe(row)} failed after ${row.attempts} attempt(s) and is kept for the owner (undeliveredMail). ${reason}`);
    return 'failed';
  }

  return {
    async runOnce() {
      const at = now();
      const claimed = await claimDueMail(db, {
        claimId: randomUUID(),
        now: at,
        leaseEnds: new Date(at.getTime() + leaseMs),
        limit: batchSize,
      });
      const run: OutboxRun = { sent: 0, retrying: 0, failed: 0, ...(claimed.length >= batchSize ? { full: true } : {}) };
      // One at a time: a provider's rate limit is per sender, and a batch is small.
      for (const row of claimed) {
        const outcome = await deliver(row);
        if (outcome) run[outcome] += 1;
      }
      return run;
    },
  };
}

/**
 * A message in the logs: its kind and outbox id, never the recipient (personal data) or the
 * order id (a guest's order id is its secret).
 */
function describe(row: OutboxRow): string {
  return `${row.kind} ${row.id}`;
}

class ClaimLost extends Error {
  override readonly name = 'ClaimLost';
}

export interface RunningMailOutbox {
  /** Stops polling and waits for the run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the outbox every `intervalMs` until stopped. A run that throws (the database away) is
 * logged and the next one tries again; runs never overlap. A run that claimed a whole batch is
 * followed at once by the next: after a burst of orders or an outage the owed mail drains at the
 * provider's pace instead of one batch per interval (a backlog of a thousand would otherwise take
 * over eight minutes to leave).
 */
export function runMailOutbox(
  outbox: MailOutbox,
  { intervalMs = 5_000, log = consoleLike() }: { intervalMs?: number; log?: Pick<Console, 'error'> } = {},
): RunningMailOutbox {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = outbox
      .runOnce()
      .then(
        (run) => run.full === true,
        (error: unknown) => {
          log.error('The mail outbox run failed; it runs again shortly.', error);
          return false;
        },
      )
      .then((moreDue) => {
        if (!stopped) schedule(moreDue ? 0 : intervalMs);
      });
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(tick, delayMs);
    timer.unref?.();
  };
  schedule(intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
