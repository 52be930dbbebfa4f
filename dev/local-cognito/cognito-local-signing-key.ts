import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { JwtSigningKey } from './rs256-jwt.ts';

const require = createRequire(import.meta.url);

/**
 * cognito-local signs every token with one RSA key shipped in its package (it publishes the
 * public half at /<pool>/.well-known/jwks.json). The tokens our wrapper issues are signed with
 * the same key, so the pool has one issuer and one JWKS. The key is public knowledge: local
 * development only.
 */
export async function loadCognitoLocalSigningKey(): Promise<JwtSigningKey> {
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk, pem } = JSON.parse(await readFile(file, 'utf8')) as { jwk?: { kid?: string }; pem?: string };
  if (!pem || !jwk?.kid) throw new Error(`cognito-local's signing key at ${file} is not in the expected shape.`);
  const privateKey = createPrivateKey(pem);
  return { kid: jwk.kid, privateKey, publicKey: createPublicKey(privateKey) };
}

/**
 * Fails fast if the JWKS cognito-local serves does not hold our key (a cognito-local upgrade that
 * moved or rotated it), instead of issuing tokens no verifier accepts.
 */
export function assertJwksHoldsKey(jwks: unknown, key: JwtSigningKey): void {
  const published = (jwks as { keys?: { kid?: string; n?: string }[] } | null)?.keys?.find((candidate) => candidate.kid === key.kid);
  const ours = key.publicKey.export({ format: 'jwk' });
  if (!published || published.n !== ours.n) {
    throw new Error(`cognito-local's JWKS does not publish the key ${key.kid} the wrapper signs with.`);
  }
}
