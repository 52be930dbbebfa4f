import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { FetchError, JwtBaseError } from 'aws-jwt-verify/error';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { claimsFromPayload, InvalidIdTokenError, type IdTokenVerifier } from './id-token.ts';

export interface CognitoIdTokenVerifierOptions {
  /** e.g. eu-west-2_AbCdEf123 */
  userPoolId: string;
  /** The storefront's app client: the ID token's audience. */
  clientId: string;
  /**
   * The tokens' issuer. Left out, it is the pool's Cognito issuer
   * (https://cognito-idp.<region>.amazonaws.com/<pool>); only such https issuers are accepted,
   * unless `development` is set.
   */
  issuer?: string;
  /**
   * Development only: also accept a local Cognito issuer on the loopback (http://127.0.0.1:<port>/<pool>),
   * whose JWKS is fetched over plain http. Never set it in production.
   */
  development?: boolean;
  /** The clock expiry is judged by (aws-jwt-verify also checks it against the system clock). */
  now?: () => Date;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function cognitoIssuers(userPoolId: string): string[] {
  const region = userPoolId.split('_')[0];
  return [`https://cognito-idp.${region}.amazonaws.com/${userPoolId}`, `https://issuer-cognito-idp.${region}.amazonaws.com/${userPoolId}`];
}

/** Where a local issuer is allowed: the loopback only, and only for this pool. */
function assertLocalIssuer(issuer: string, userPoolId: string): void {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`The ID token issuer ${issuer} is not a URL.`);
  }
  const local =
    (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname) && url.pathname === `/${userPoolId}`;
  if (!local) throw new Error(`A development ID token issuer must be http://127.0.0.1:<port>/${userPoolId}; got ${issuer}.`);
}

/** Fetches a local Cognito's JWKS over http; refuses anything but the loopback. */
const loopbackFetcher: Fetcher = {
  async fetch(uri) {
    const url = new URL(uri);
    if (!LOOPBACK_HOSTS.has(url.hostname)) throw new FetchError(uri, 'Only loopback JWKS may be fetched over http.');
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    } catch (error) {
      throw new FetchError(uri, (error as Error).message);
    }
    if (response.status !== 200) throw new FetchError(uri, `Status code is ${response.status}, expected 200`);
    return response.arrayBuffer();
  },
};

/**
 * Verifies Cognito ID tokens with aws-jwt-verify: RS256 signature against the pool's JWKS, the
 * issuer, the audience (our app client), token use "id" and expiry, then maps the custom
 * attributes to the caller. A bad token is an InvalidIdTokenError; a JWKS that cannot
 * be fetched is a server fault and propagates as is.
 */
export function createCognitoIdTokenVerifier(options: CognitoIdTokenVerifierOptions): IdTokenVerifier {
  const now = options.now ?? (() => new Date());
  const checkExpiryByClock = (payload: JwtPayload) => {
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now().getTime()) throw new InvalidIdTokenError('Expired.');
  };

  let verifyJwt: (token: string) => Promise<JwtPayload>;
  if (options.issuer === undefined || cognitoIssuers(options.userPoolId).includes(options.issuer)) {
    const verifier = CognitoJwtVerifier.create({
      userPoolId: options.userPoolId,
      clientId: options.clientId,
      tokenUse: 'id',
      customJwtCheck: ({ payload }) => checkExpiryByClock(payload),
    });
    verifyJwt = (token) => verifier.verify(token);
  } else {
    if (options.development !== true) {
      throw new Error(`Only https Cognito issuers are accepted; ${options.issuer} needs the development option.`);
    }
    assertLocalIssuer(options.issuer, options.userPoolId);
    const verifier = JwtVerifier.create(
      {
        issuer: options.issuer,
        audience: options.clientId,
        jwksUri: `${options.issuer}/.well-known/jwks.json`,
        customJwtCheck: ({ payload }) => {
          validateCognitoJwtFields(payload, { tokenUse: 'id', clientId: options.clientId });
          checkExpiryByClock(payload);
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: loopbackFetcher }) },
    );
    verifyJwt = (token) => verifier.verify(token);
  }

  return {
    async verify(token) {
      let payload: JwtPayload;
      try {
        payload = await verifyJwt(token);
      } catch (error) {
        if (error instanceof FetchError) throw error;
        if (error instanceof InvalidIdTokenError) throw error;
        if (error instanceof JwtBaseError) throw new InvalidIdTokenError(error.message);
        throw error;
      }
      return claimsFromPayload(payload as Record<string, unknown>);
    },
  };
}
