import type { Kysely } from 'kysely';
import type { SellerIdentity } from '../domain/seller.ts';
import type { Database } from '../store/tables.ts';
import type { MailPort } from '../mail/index.ts';
import { renderOrderMail } from './order-mail.ts';
import { createMailOutbox, runMailOutbox, type MailOutbox, type RunningMailOutbox } from '../mail/index.ts';
import type { RetryPolicy } from '../mail/index.ts';

export interface OrderMailOutboxOptions {
  db: Kysely<Database>;
  /** The real adapter (SMTP or SES) in the server; a recording one in tests. */
  mail: MailPort;
  now: () => Date;
  /** The tenant's seller as the store holds it now: every mail is signed with it. */
  seller: (tenantId: string) => Promise<SellerIdentity>;
  /** Where the shop's notice of each placed order goes (HEARTH_ORDERS_MAIL_TO); null: the seller's email. */
  ordersMailTo: string | null;
  retry?: RetryPolicy;
  leaseMs?: number;
  batchSize?: number;
  log?: Pick<Console, 'warn' | 'error'>;
}

/** The outbox that sends what placing an order owes (outbox-worker.ts says what "exactly once" means). */
export function createOrderMailOutbox({ seller, ordersMailTo, ...options }: OrderMailOutboxOptions): MailOutbox {
  return createMailOutbox({
    ...options,
    render: async (row, now) => {
      const signedBy = await seller(row.tenant_id);
      const settings = { seller: signedBy, ordersMailTo: ordersMailTo ?? signedBy.email };
      return (tx) => renderOrderMail(tx, row, settings, now);
    },
  });
}

/** For the server: the order mail outbox, run every `intervalMs` until `stop()`. */
export function startMailOutbox(options: OrderMailOutboxOptions & { intervalMs?: number }): RunningMailOutbox {
  const { intervalMs, ...rest } = options;
  return runMailOutbox(createOrderMailOutbox(rest), {
    ...(intervalMs !== undefined ? { intervalMs } : {}),
    ...(rest.log ? { log: rest.log } : {}),
  });
}
