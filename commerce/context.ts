import type { Kysely } from 'kysely';
import type { Database } from './store/tables.ts';
import type { AddressLookup } from './customers/index.ts';
import type { PaymentRegistry } from './payments/index.ts';
import type { RateLimits } from './limits/index.ts';
import type { Staff } from './staff-access.ts';
import { apiError } from './errors.ts';

export interface Scope {
  tenantId: string;
  salesChannelId: string;
}

/**
 * A signed-in customer's own rows: their tenant and channel, and their id from the verified token.
 * Here beside Scope, since the features that keep a customer's rows (accounts, orders, reviews) all
 * filter by it.
 */
export interface CustomerScope extends Scope {
  customerId: string;
}

/** Who is calling: a storefront guest (API key) or a signed-in customer (ID token). */
export interface Caller extends Scope {
  customerId: string | null;
  /**
   * A signed-in customer's email as the shop's record of them holds it (the address their sign-in
   * codes go to, so signing in proved it); null for a guest, or a customer the shop has no record of.
   * What their guest orders, purchases and coupon uses are matched by.
   */
  email: string | null;
}

export interface CommerceContext {
  db: Kysely<Database>;
  /** The clock, injected so that rules about "today" are testable. */
  now: () => Date;
  /** Null when the request carried no valid credentials; `authProblem` then says why. */
  caller: Caller | null;
  authProblem: string | null;
  /** Set only by a verified token in the `admin` group; the admin operations answer to nothing else. */
  staff: Staff | null;
  /** The identity user (`sub`) of the verified ID token behind the call, customer or staff; null for a key or no credentials. */
  identitySubject: string | null;
  /** Signs the page links of order history (shared by every API process). */
  cursorSecret: string;
  /** Finds the addresses at a postcode: the demo table locally, a UK address service in production. */
  addressLookup: AddressLookup;
  /** The card providers this process can reach. */
  payments: PaymentRegistry;
  /** The caller's address as the rate limits key it (limits/client-ip.ts): the socket's peer, or the trusted proxy's word. */
  clientIp: string;
  /** The rate limits (limits/rate-limits.ts): in PostgreSQL, shared by every API process; in memory on PGlite. */
  limits: RateLimits;
}

/**
 * Every call names a tenant (and most a sales channel); they must be the caller's own.
 * Checking here, once, keeps a resolver from ever reading another tenant's rows.
 */
export function requireScope(ctx: CommerceContext, tenant: string, salesChannel?: string): Caller {
  if (!ctx.caller) throw apiError('UNAUTHENTICATED', ctx.authProblem ?? 'Sign in or send the storefront API key.');
  if (ctx.caller.tenantId !== tenant || (salesChannel !== undefined && ctx.caller.salesChannelId !== salesChannel)) {
    throw apiError('FORBIDDEN', 'You may not act for that tenant or sales channel.');
  }
  return ctx.caller;
}

/** For calls on a customer's own data: a verified ID token is required, and it names the customer. */
export function requireCustomer(ctx: CommerceContext, tenant: string, salesChannel?: string): Caller & { customerId: string } {
  const caller = requireScope(ctx, tenant, salesChannel);
  if (!caller.customerId) throw apiError('UNAUTHENTICATED', 'Sign in to see and change your account.');
  return caller as Caller & { customerId: string };
}
