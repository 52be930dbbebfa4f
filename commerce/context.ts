import type { Kysely } from 'kysely';
import type { Database } from './store/tables.ts';
import type { AddressLookup } from './customers/address-lookup.store.ts';
import type { PaymentRegistry } from './payments/registry.ts';
import type { RateLimits } from './limits/rate-limits.ts';
import type { Staff } from './staff-access.ts';
import { apiError } from './errors.ts';
import { anyApiKey, findApiKey } from './identity/api-keys.store.ts';
import { InvalidIdTokenError, STAFF_GROUP, type IdTokenVerifier } from './identity/id-token.ts';
import { staffUsername } from './domain/staff-identity.ts';
import type { CustomerDirectory } from './identity/triggers/customer-directory.ts';

export interface Scope {
  tenantId: string;
  salesChannelId: string;
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

const API_KEY_HEADER = 'x-api-key';

/** A storefront API key's tenant and channel, or why it names none, in the caller's words. */
type ApiKeyResolution = { caller: Caller } | { problem: string };
type ApiKeyResolver = (key: string) => Promise<ApiKeyResolution>;

const UNKNOWN_KEY = { problem: 'That API key is not known.' };
/** A shop with no storefront key at all has not been set up by its owner yet (docs/operations.md). */
const SHOP_NOT_SET_UP = { problem: 'This shop is not set up yet, so it cannot take orders. Please come back soon.' };

/**
 * Every guest request carries the key, so its lookup is cached per process for `ttlMs`: a
 * revoked key stops working within that time. Unknown keys are cached too, so a flood of
 * bad keys cannot turn into a flood of queries.
 */
export function cachedApiKeyResolver(db: Kysely<Database>, now: () => Date, ttlMs = 60_000): ApiKeyResolver {
  const cache = new Map<string, { resolution: ApiKeyResolution; expires: number }>();
  return async (key) => {
    const hit = cache.get(key);
    if (hit && hit.expires > now().getTime()) return hit.resolution;
    const row = await findApiKey(db, key);
    const resolution: ApiKeyResolution = row
      ? { caller: { tenantId: row.tenant_id, salesChannelId: row.sales_channel_id, customerId: null, email: null } }
      : (await anyApiKey(db))
        ? UNKNOWN_KEY
        : SHOP_NOT_SET_UP;
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { resolution, expires: now().getTime() + ttlMs });
    return resolution;
  };
}

/**
 * Reads the caller from the request. A bearer ID token wins over the API key (a signed-in
 * storefront sends an empty key). A bad token is never downgraded to guest access.
 */
export async function identifyCaller(
  resolveApiKey: ApiKeyResolver,
  verifier: IdTokenVerifier | null,
  customers: CustomerDirectory,
  headers: Headers,
): Promise<{ caller: Caller | null; authProblem: string | null; staff: Staff | null; identitySubject: string | null }> {
  const refused = (authProblem: string) => ({ caller: null, authProblem, staff: null, identitySubject: null });
  const authorization = headers.get('authorization');
  if (authorization) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token) return refused('Send the ID token as "Authorization: Bearer <token>".');
    if (!verifier) return refused('Signing in is not available on this server.');
    try {
      const claims = await verifier.verify(token);
      // Staff are named by their username, the email the owner created them with: the `email`
      // claim is a pool attribute the app client may write, so a user could rewrite it.
      const staff = claims.groups.includes(STAFF_GROUP)
        ? { tenantId: claims.tenantId, subject: claims.subject, email: staffUsername(claims.username) }
        : null;
      // A staff member who is not also a customer has no storefront identity: the shop's own
      // calls refuse that token rather than treat the desk as a guest.
      if (claims.customerId === null || claims.salesChannelId === null) {
        return {
          caller: null,
          authProblem: "This sign-in is the shop's staff sign-in: it opens the admin only.",
          staff,
          identitySubject: claims.subject,
        };
      }
      const scope = { tenantId: claims.tenantId, salesChannelId: claims.salesChannelId, customerId: claims.customerId };
      const customer = await customers.findCustomer(scope);
      return {
        caller: { ...scope, email: customer?.email ?? null },
        authProblem: null,
        staff,
        identitySubject: claims.subject,
      };
    } catch (error) {
      if (error instanceof InvalidIdTokenError) return refused('Your sign-in has expired or is not valid. Please sign in again.');
      throw error;
    }
  }
  const key = headers.get(API_KEY_HEADER);
  if (!key) return refused(`Send the storefront API key in the ${API_KEY_HEADER} header.`);
  const resolution = await resolveApiKey(key);
  return 'caller' in resolution
    ? { caller: resolution.caller, authProblem: null, staff: null, identitySubject: null }
    : refused(resolution.problem);
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
