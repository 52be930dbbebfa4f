import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Caller, Scope } from '../context.ts';

/**
 * Rows that belong to the caller's tenant and sales channel: `.where(inScope(scope))`. Every
 * read by an id a caller sent goes through this one filter, so another shop's row is simply
 * not found. Name the table when a join makes the columns ambiguous.
 */
export function inScope(scope: Scope, table?: string) {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  // Kysely cannot type a filter over "any table with these two columns": the columns are checked by the tests.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.and([eb(column('tenant_id'), '=', scope.tenantId), eb(column('sales_channel_id'), '=', scope.salesChannelId)]);
}

/** A guest's order: no customer made it theirs by signing in (domain/order-disclosure.ts `isGuestOrder`). */
export function guestOrder(table?: string) {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  // biome-ignore lint/suspicious/noExplicitAny: as inScope.
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.or([eb(column('guest'), '=', true), eb(column('customer_id'), 'is', null)]);
}

/**
 * Orders the caller may open by id, within `inScope`: a guest's (the id is its secret) and the
 * caller's own. A signed-in customer's cart or order is simply not found for anyone else, so no
 * answer (not even FORBIDDEN) confirms it exists. The one ownership filter for orders.
 */
export function ownedBy(caller: Pick<Caller, 'customerId'>, table?: string) {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  // biome-ignore lint/suspicious/noExplicitAny: as inScope.
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    caller.customerId ? eb.or([guestOrder(table)(eb), eb(column('customer_id'), '=', caller.customerId)]) : guestOrder(table)(eb);
}
