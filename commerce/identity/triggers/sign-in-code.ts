import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CUSTOM_CHALLENGE, type ChallengeResult } from './auth-challenge-events.ts';

/** The one-time code a customer signs in with: six digits, ten minutes, three tries. */
export const SIGN_IN_CODE_DIGITS = 6;
export const SIGN_IN_CODE_VALIDITY_MS = 10 * 60_000;
export const MAX_SIGN_IN_CODE_ATTEMPTS = 3;

/** Uniform over 000000-999999 from the CSPRNG. */
export function generateSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
}

/**
 * What the triggers keep about an issued code. Only a salted hash is kept, so the code itself
 * appears nowhere but in the email, not even in the (private) challenge state.
 */
export interface SealedSignInCode {
  codeHash: string;
  salt: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

export function sealSignInCode(code: string, expiresAt: Date): SealedSignInCode {
  const salt = randomBytes(16).toString('base64url');
  return { codeHash: hashCode(salt, code), salt, expiresAt: expiresAt.getTime() };
}

export function isSignInCodeExpired(sealed: SealedSignInCode, now: Date): boolean {
  return now.getTime() >= sealed.expiresAt;
}

export function matchesSignInCode(sealed: SealedSignInCode, answer: string): boolean {
  const candidate = answer.trim();
  if (!/^\d+$/.test(candidate) || candidate.length !== SIGN_IN_CODE_DIGITS) return false;
  const expected = Buffer.from(sealed.codeHash);
  const given = Buffer.from(hashCode(sealed.salt, candidate));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** As private challenge parameters (strings only, as Cognito requires). */
export function sealedCodeToParameters(sealed: SealedSignInCode): Record<string, string> {
  return { codeHash: sealed.codeHash, salt: sealed.salt, expiresAt: String(sealed.expiresAt) };
}

export function sealedCodeFromParameters(parameters: Record<string, string> | undefined): SealedSignInCode | null {
  const codeHash = parameters?.codeHash;
  const salt = parameters?.salt;
  const expiresAt = Number(parameters?.expiresAt);
  if (!codeHash || !salt || !Number.isFinite(expiresAt)) return null;
  return { codeHash, salt, expiresAt };
}

/*
 * Cognito hands later triggers only the session (name, result, metadata of each step), not the
 * private parameters of earlier steps. The sealed code rides in `challengeMetadata`, which stays
 * on the server, so a retry after a wrong answer checks against the code already emailed.
 */
const METADATA_PREFIX = 'SIGN_IN_CODE';

export function sealedCodeToMetadata(sealed: SealedSignInCode): string {
  return [METADATA_PREFIX, sealed.expiresAt, sealed.salt, sealed.codeHash].join(':');
}

export function sealedCodeFromMetadata(metadata: string | undefined): SealedSignInCode | null {
  const parts = metadata?.split(':');
  if (parts?.length !== 4 || parts[0] !== METADATA_PREFIX) return null;
  const [, expiresAt, salt, codeHash] = parts as [string, string, string, string];
  const expiry = Number(expiresAt);
  if (!Number.isFinite(expiry) || !salt || !codeHash) return null;
  return { codeHash, salt, expiresAt: expiry };
}

/** The code issued in this sign-in so far (the latest step's), if any. */
export function currentSealedCode(session: readonly ChallengeResult[]): SealedSignInCode | null {
  const last = session.at(-1);
  return last ? sealedCodeFromMetadata(last.challengeMetadata) : null;
}

export function failedCodeAttempts(session: readonly ChallengeResult[]): number {
  return session.filter((step) => step.challengeName === CUSTOM_CHALLENGE && !step.challengeResult).length;
}
