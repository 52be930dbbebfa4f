import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Scope } from '../context.ts';

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
