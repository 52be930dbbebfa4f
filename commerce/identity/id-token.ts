/** What the API trusts about a signed-in customer: the claims of a verified identity ID token. */
export interface IdTokenClaims {
  /** The identity user (Cognito `sub`). */
  subject: string;
  username: string;
  email: string;
  customerId: string;
  tenantId: string;
  salesChannelId: string;
}

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

/** Maps the token's custom attributes (brief §3) onto the claims the API uses. */
export function claimsFromPayload(payload: Record<string, unknown>): IdTokenClaims {
  const text = (name: string) => {
    const value = payload[name];
    if (typeof value !== 'string' || value === '') throw new InvalidIdTokenError(`The token has no ${name}.`);
    return value;
  };
  return {
    subject: text('sub'),
    username: text('cognito:username'),
    email: text('email').toLowerCase(),
    customerId: text('custom:customer_id'),
    tenantId: text('custom:tenant_id'),
    salesChannelId: text('custom:sales_channel'),
  };
}
