import { type Kysely, sql, type Transaction } from 'kysely';
import { mailboxKey } from '../domain/mailbox-key.ts';
import { mailboxKeyOf } from '../store/mailbox-key.store.ts';
import type { Scope } from '../context.ts';
import type { Database } from '../store/tables.ts';

/**
 * After a mail was sent, asking again for the same product arms a new alert only once this long
 * has passed: a stranger re-asking after every restock gets the address at most one mail per
 * product a week (and each mail's one click stops them all for good).
 */
export const REARM_AFTER_NOTIFIED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Records that `email` wants one mail when the product is back, unless the address has
 * unsubscribed from this shop's alerts: anyone can ask for any address, so an unsubscribe is never
 * undone by a request (only proof of the address could lift it, which this anonymous call lacks).
 * A second request for the same address and product writes nothing (the unique index), and one
 * whose mail went out arms it again only after REARM_AFTER_NOTIFIED_MS. The caller learns nothing
 * of which happened.
 */
export async function requestStockAlert(
  db: Kysely<Database>,
  scope: Scope,
  alert: { id: string; skuCode: string; email: string; at: Date },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    // Any spelling of the mailbox (victim+1@…, v.ictim@gmail.com) is the same person's choice.
    const unsubscribed = await tx
      .selectFrom('stock_alert')
      .select('id')
      .where('tenant_id', '=', scope.tenantId)
      .where('status', '=', 'unsubscribed')
      .where(mailboxKeyOf(sql.ref('email')), '=', mailboxKey(alert.email))
      .limit(1)
      .executeTakeFirst();
    if (unsubscribed) return;
    await tx
      .insertInto('stock_alert')
      .values({
        id: alert.id,
        tenant_id: scope.tenantId,
        sales_channel_id: scope.salesChannelId,
        product_id: alert.skuCode,
        email: alert.email,
        created_at: alert.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'sales_channel_id', 'product_id', 'email'])
          .doUpdateSet({ status: 'waiting', unsubscribe_token_hash: null, notified_at: null, created_at: alert.at })
          .where('stock_alert.status', '=', 'notified')
          .where('stock_alert.notified_at', '<=', new Date(alert.at.getTime() - REARM_AFTER_NOTIFIED_MS)),
      )
      .execute();
  });
}

/** Whether the product exists in the scope, and its stock facts. */
export function findProductStock(db: Kysely<Database>, tenantId: string, skuCode: string) {
  return db
    .selectFrom('product')
    .select(['id', 'short_name', 'product_url', 'on_hand', 'presale_date'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', skuCode)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Waiting alerts whose product is back on sale (stock on hand, and no presale date still ahead:
 * `today` is London's ISO date), locked for this sweep (another process's sweep skips them), with
 * the product's name and page.
 */
export function lockAlertsBackInStock(tx: Transaction<Database>, today: string, limit: number) {
  return (
    tx
      .selectFrom('stock_alert')
      .innerJoin('product', (join) =>
        join.onRef('product.tenant_id', '=', 'stock_alert.tenant_id').onRef('product.id', '=', 'stock_alert.product_id'),
      )
      .select([
        'stock_alert.id',
        'stock_alert.tenant_id',
        'stock_alert.email',
        'stock_alert.product_id',
        'product.short_name as product_name',
        'product.product_url',
      ])
      .where('stock_alert.status', '=', 'waiting')
      .where('product.on_hand', '>', 0)
      // A retired product is not back on sale, whatever its stock says.
      .where('product.retired_at', 'is', null)
      .where((eb) => eb.or([eb('product.presale_date', 'is', null), eb('product.presale_date', '<=', today)]))
      .orderBy('stock_alert.created_at')
      .limit(limit)
      .forUpdate('stock_alert')
      .skipLocked()
      .execute()
  );
}

export type AlertBackInStock = Awaited<ReturnType<typeof lockAlertsBackInStock>>[number];

/** Marks the alert told, keeping the hash of its mail's unsubscribe token. */
export async function markAlertNotified(tx: Transaction<Database>, alertId: string, tokenHash: string, at: Date): Promise<void> {
  await tx
    .updateTable('stock_alert')
    .set({ status: 'notified', notified_at: at, unsubscribe_token_hash: tokenHash })
    .where('id', '=', alertId)
    .execute();
}

/** The back-in-stock mail, rendered, owed in the sweep's transaction (the outbox sends it after commit). */
export async function oweBackInStockMail(
  tx: Transaction<Database>,
  mail: {
    id: string;
    alertId: string;
    tenantId: string;
    recipient: string;
    subject: string;
    text: string;
    html: string;
    listUnsubscribe: string;
    at: Date;
  },
): Promise<void> {
  await tx
    .insertInto('mail_outbox')
    .values({
      id: mail.id,
      idempotency_key: `back-in-stock:${mail.alertId}:${mail.at.getTime()}`,
      tenant_id: mail.tenantId,
      kind: 'backInStock',
      order_id: null,
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      list_unsubscribe: mail.listUnsubscribe,
      status: 'pending',
      attempts: 0,
      next_attempt_at: mail.at,
      claim_id: null,
      last_error: null,
      sent_at: null,
      provider_message_id: null,
      created_at: mail.at,
      updated_at: mail.at,
    })
    .execute();
}

/**
 * The one-click unsubscribe: every alert of the address the token was sent to, in that shop, stops
 * waiting. Answers whether the token was known (the route says the same either way).
 */
export async function unsubscribeByToken(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const alert = await tx
      .selectFrom('stock_alert')
      .select(['tenant_id', 'email'])
      .where('unsubscribe_token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!alert) return false;
    await tx
      .updateTable('stock_alert')
      .set({ status: 'unsubscribed' })
      .where('tenant_id', '=', alert.tenant_id)
      .where('email', '=', alert.email)
      .where('status', '=', 'waiting')
      .execute();
    await tx.updateTable('stock_alert').set({ status: 'unsubscribed' }).where('unsubscribe_token_hash', '=', tokenHash).execute();
    return true;
  });
}
