import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Purchaser } from '../domain/purchaser.ts';
import { mailboxKeyOf } from './mailbox-key.store.ts';

/**
 * The orders a purchaser's "once per customer" limits count (domain/purchaser.ts): an account's
 * own orders and the guest orders it claimed; for a guest, every order to the mailbox. Name the
 * orders table when a join makes its columns ambiguous.
 */
export function ordersOf(purchaser: Purchaser, table?: string) {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  // biome-ignore lint/suspicious/noExplicitAny: as inScope (scope.ts): a filter over the orders table, aliased or not.
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    purchaser.kind === 'account'
      ? eb.or([eb(column('customer_id'), '=', purchaser.customerId), eb(column('claimed_by_customer_id'), '=', purchaser.customerId)])
      : eb(mailboxKeyOf(eb.ref(column('customer_email'))), '=', purchaser.mailbox);
}
