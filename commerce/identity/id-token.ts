/**
 * What the API trusts about a signed-in user: the claims of a verified identity ID token. Not the
 * `email` claim: the app client may rewrite that pool attribute (UpdateUserAttributes), so a
 * customer's email comes from the shop's own record of them (identity/identify-caller.ts).
 */
export interface IdTokenClaims {
  /** The identity user (Cognito `sub`). */
  subject: string;
  username: string;
  /** Null only for staff: a member of the pool's `admin` group need not be a customer. */
  customerId: string | null;
  tenantId: string;
  /** Null only for staff, as customerId. */
  salesChannelId: string | null;
  /** The pool groups the user is in (`cognito:groups`, which only the pool's owner can change). */
  groups: string[];
  /** When the identity service issued the token (`iat`, whole seconds): signing out everywhere refuses tokens issued until then. */
  issuedAt: Date;
}

/** The user-pool group whose members are the shop's staff (the API's admin scope). */
export const STAFF_GROUP = 'admin';

/**
 * Verifies an ID token (signature, issuer, audience, token use, expiry) and returns its claims,
 * or throws InvalidIdTokenError. The Cognito-backed verifier and a local HS256 one implement it.
 */
export interface IdTokenVerifier {
  verify(token: string): Promise<IdTokenClaims>;
}

export class InvalidIdTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidIdTokenError';
  }
}

/** Cognito writes `cognito:groups` only when the user is in a group; anything but an array of names is a bad token. */
function groupsOf(payload: Record<string, unknown>): string[] {
  const groups = payload['cognito:groups'];
  if (groups === undefined) return [];
  if (!Array.isArray(groups) || groups.some((group) => typeof group !== 'string')) {
    throw new InvalidIdTokenError('The token has a malformed cognito:groups.');
  }
  return groups as string[];
}

/**
 * Maps the token's custom attributes onto the claims the API uses. A customer's token
 * must name the customer and channel; a staff member's (in the `admin` group) needs only the tenant.
 */
export function claimsFromPayload(payload: Record<string, unknown>): IdTokenClaims {
  const text = (name: string) => {
    const value = payload[name];
    if (typeof value !== 'string' || value === '') throw new InvalidIdTokenError(`The token has no ${name}.`);
    return value;
  };
  const groups = groupsOf(payload);
  // Cognito always writes `iat`; without it a token could not be refused by a sign-out everywhere.
  const issuedAt = payload.iat;
  if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) throw new InvalidIdTokenError('The token has no iat.');
  const staff = groups.includes(STAFF_GROUP);
  const customerText = (name: string) => (staff && (payload[name] === undefined || payload[name] === '') ? null : text(name));
  return {
    subject: text('sub'),
    username: text('cognito:username'),
    customerId: customerText('custom:customer_id'),
    tenantId: text('custom:tenant_id'),
    salesChannelId: customerText('custom:sales_channel'),
    groups,
    issuedAt: new Date(issuedAt * 1000),
  };
}
