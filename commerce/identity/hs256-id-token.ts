import { createHmac, timingSafeEqual } from 'node:crypto';
import { claimsFromPayload, InvalidIdTokenError, type IdTokenVerifier } from './id-token.ts';

/**
 * ID tokens signed with a shared secret (HS256), for tests and local development only: the
 * production verifier checks Cognito's RS256 signatures against its JWKS. Checks the same
 * things: signature, issuer, audience, token use and expiry (by the injected clock).
 */
export interface Hs256Options {
  secret: string;
  issuer: string;
  audience: string;
  now: () => Date;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function signHs256IdToken(payload: Record<string, unknown>, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

export function createHs256IdTokenVerifier(options: Hs256Options): IdTokenVerifier {
  if (options.secret.length < 32) throw new Error('The ID token secret must be at least 32 characters.');
  return {
    async verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) throw new InvalidIdTokenError('Malformed token.');
      const [head, body, signature] = parts as [string, string, string];
      let header: { alg?: string };
      let payload: Record<string, unknown>;
      try {
        header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw new InvalidIdTokenError('Malformed token.');
      }
      if (header.alg !== 'HS256') throw new InvalidIdTokenError('Unexpected signing algorithm.');
      const expected = createHmac('sha256', options.secret).update(`${head}.${body}`).digest();
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidIdTokenError('Bad signature.');
      if (payload.iss !== options.issuer) throw new InvalidIdTokenError('Wrong issuer.');
      if (payload.aud !== options.audience) throw new InvalidIdTokenError('Wrong audience.');
      if (payload.token_use !== 'id') throw new InvalidIdTokenError('Not an ID token.');
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= options.now().getTime()) throw new InvalidIdTokenError('Expired.');
      return claimsFromPayload(payload);
    },
  };
}
