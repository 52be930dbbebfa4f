import { signedOutBefore } from '../domain/signed-out-tokens.ts';
import { InvalidIdTokenError, type IdTokenVerifier } from './id-token.ts';

/** When an identity user last signed out everywhere (null: never); read from the shared database. */
export type LastSignOutEverywhere = (subject: string) => Promise<Date | null>;

/**
 * The verifier, plus: a token issued at or before its user's last sign-out everywhere is refused
 * like any other invalid token, for customers and staff alike (both sign in through this one
 * verifier). The sign-out is read for every token, not cached, so no process accepts a token
 * after the sign-out's write has committed, whichever process served it.
 */
export function refusingSignedOutTokens(verifier: IdTokenVerifier, lastSignOut: LastSignOutEverywhere): IdTokenVerifier {
  return {
    async verify(token) {
      const claims = await verifier.verify(token);
      if (signedOutBefore(claims.issuedAt, await lastSignOut(claims.subject))) {
        throw new InvalidIdTokenError('Signed out everywhere since this token was issued.');
      }
      return claims;
    },
  };
}
