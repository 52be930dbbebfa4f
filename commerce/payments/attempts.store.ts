import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, PaymentAttemptRow, PaymentAttemptTable } from '../store/tables.ts';
import type { GatewayType } from './registry.ts';

const OPEN_STATUSES = ['started', 'requiresAction'] as const;

/** Payment attempts made through gateways of one type: what a provider's callbacks search. */
function attemptsThroughGatewayType(db: Kysely<Database>, type: GatewayType) {
  return db
    .selectFrom('payment_attempt')
    .innerJoin('payment_gateway', (join) =>
      join
        .onRef('payment_gateway.id', '=', 'payment_attempt.gateway_id')
        .onRef('payment_gateway.tenant_id', '=', 'payment_attempt.tenant_id'),
    )
    .selectAll('payment_attempt')
    .where('payment_gateway.type', '=', type);
}

/** The order's newest attempt, whichever gateway took it. */
export async function latestAttemptOfOrder(db: Kysely<Database>, orderId: string): Promise<PaymentAttemptRow | undefined> {
  return (
    db
      .selectFrom('payment_attempt')
      .selectAll()
      .where('payment_attempt.order_id', '=', orderId)
      // The open one first (an order has at most one): a failed try made in the same instant must not hide it.
      .orderBy(sql`payment_attempt.status in ('started', 'requiresAction')`, 'desc')
      .orderBy('payment_attempt.created_at', 'desc')
      .executeTakeFirst()
  );
}

/**
 * The open attempt a provider's event is about: by the provider's reference, or, when a crash
 * came before that reference was saved, by the order the provider was told about.
 */
export async function openAttemptForProviderEvent(
  db: Kysely<Database>,
  type: GatewayType,
  providerRef: string,
  orderId: string | null,
): Promise<PaymentAttemptRow | undefined> {
  return attemptsThroughGatewayType(db, type)
    .where('payment_attempt.status', 'in', OPEN_STATUSES)
    .where((eb) =>
      orderId
        ? eb.or([eb('payment_attempt.provider_ref', '=', providerRef), eb('payment_attempt.order_id', '=', orderId)])
        : eb('payment_attempt.provider_ref', '=', providerRef),
    )
    .executeTakeFirst();
}

export async function findOpenAttempt(tx: Transaction<Database>, orderId: string): Promise<PaymentAttemptRow | undefined> {
  return tx
    .selectFrom('payment_attempt')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
}

export async function insertAttempt(tx: Transaction<Database>, attempt: Insertable<PaymentAttemptTable>): Promise<PaymentAttemptRow> {
  return tx.insertInto('payment_attempt').values(attempt).returningAll().executeTakeFirstOrThrow();
}

export async function findAttempt(db: Kysely<Database>, attemptId: string): Promise<PaymentAttemptRow | undefined> {
  return db.selectFrom('payment_attempt').selectAll().where('id', '=', attemptId).executeTakeFirst();
}

/** The attempt under a row lock: settlements of one attempt queue behind each other. */
export async function lockAttempt(tx: Transaction<Database>, attemptId: string): Promise<PaymentAttemptRow | undefined> {
  return tx.selectFrom('payment_attempt').selectAll().where('id', '=', attemptId).forUpdate().executeTakeFirst();
}

export async function updateAttempt(tx: Transaction<Database>, attemptId: string, changes: Updateable<PaymentAttemptTable>): Promise<void> {
  await tx.updateTable('payment_attempt').set(changes).where('id', '=', attemptId).execute();
}

/** Saves the provider's reference as soon as it is known, once, so a crash after it can still be recovered. */
export async function rememberProviderRef(db: Kysely<Database>, attemptId: string, providerRef: string): Promise<void> {
  await db
    .updateTable('payment_attempt')
    .set({ provider_ref: providerRef })
    .where('id', '=', attemptId)
    .where('provider_ref', 'is', null)
    .execute();
}

/** Open attempts nobody has touched since the cutoff, oldest first. */
export async function staleOpenAttempts(db: Kysely<Database>, cutoff: Date, limit: number): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('payment_attempt')
    .selectAll()
    .where('status', 'in', OPEN_STATUSES)
    .where('updated_at', '<', cutoff)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}
