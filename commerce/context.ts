import type { Kysely } from 'kysely';
import type { Database } from './store/tables.ts';
import { apiError } from './errors.ts';

export interface Scope {
  tenantId: string;
  salesChannelId: string;
}

export interface CommerceContext {
  db: Kysely<Database>;
  /** The clock, injected so that rules about "today" are testable. */
  now: () => Date;
  /** The tenant and channel of the caller's API key; null when no valid key was sent. */
  caller: Scope | null;
}

export const API_KEY_HEADER = 'x-api-key';

export async function callerFromApiKey(db: Kysely<Database>, key: string | null): Promise<Scope | null> {
  if (!key) return null;
  const row = await db
    .selectFrom('api_key')
    .select(['tenant_id', 'sales_channel_id'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { tenantId: row.tenant_id, salesChannelId: row.sales_channel_id } : null;
}

/**
 * Every call names a tenant (and most a sales channel); they must be the caller's own.
 * Checking here, once, keeps a resolver from ever reading another tenant's rows.
 */
export function requireScope(ctx: CommerceContext, tenant: string, salesChannel?: string): Scope {
  if (!ctx.caller) {
    throw apiError('UNAUTHENTICATED', `Send the storefront API key in the ${API_KEY_HEADER} header.`);
  }
  if (ctx.caller.tenantId !== tenant || (salesChannel !== undefined && ctx.caller.salesChannelId !== salesChannel)) {
    throw apiError('FORBIDDEN', 'This API key may not act for that tenant or sales channel.');
  }
  return ctx.caller;
}
