import type { Kysely } from 'kysely';
import type { Caller } from '../context.ts';
import { staffUsername } from '../domain/staff-identity.ts';
import type { Staff } from '../staff-access.ts';
import type { Database } from '../store/tables.ts';
import { anyApiKey, findApiKey } from './api-keys.store.ts';
import { InvalidIdTokenError, STAFF_GROUP, type IdTokenVerifier } from './id-token.ts';
import type { CustomerDirectory } from './triggers/customer-directory.ts';

const API_KEY_HEADER = 'x-api-key';

/** A storefront API key's tenant and channel, or why it names none, in the caller's words. */
type ApiKeyResolution = { caller: Caller } | { problem: string };
export type ApiKeyResolver = (key: string) => Promise<ApiKeyResolution>;

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
  // Once any key exists the shop is set up for good: an unknown key then costs one query, not two.
  let shopHasKeys = false;
  return async (key) => {
    const hit = cache.get(key);
    if (hit && hit.expires > now().getTime()) return hit.resolution;
    const row = await findApiKey(db, key);
    if (row) shopHasKeys = true;
    else if (!shopHasKeys) shopHasKeys = await anyApiKey(db);
    const resolution: ApiKeyResolution = row
      ? { caller: { tenantId: row.tenant_id, salesChannelId: row.sales_channel_id, customerId: null, email: null } }
      : shopHasKeys
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
