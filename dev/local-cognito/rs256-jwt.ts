import { createSign, createVerify, type KeyObject } from 'node:crypto';

/** An RSA key pair that signs JWTs, named in the JWT header by its key id. */
export interface JwtSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signRs256Jwt(payload: Record<string, unknown>, key: JwtSigningKey): string {
  const signingInput = `${encodePart({ kid: key.kid, alg: 'RS256' })}.${encodePart(payload)}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(key.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

/** The payload of a JWT this key signed, or null for anything else (checks the signature only). */
export function readRs256Jwt(token: string, key: JwtSigningKey): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown; kid?: unknown };
    if (header.alg !== 'RS256' || header.kid !== key.kid) return null;
    const valid = createVerify('RSA-SHA256').update(`${head}.${body}`).verify(key.publicKey, Buffer.from(signature, 'base64url'));
    if (!valid) return null;
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
