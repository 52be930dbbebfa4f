/**
 * The user data a purchase event may carry for ad measurement (Google's user-provided data):
 * the SHA-256 of the shopper's email, hex-encoded, computed in the browser with Web Crypto, and
 * only when the shopper has granted ad storage (the grants cookie, read as the string 'true').
 * The email itself never goes into the data layer, hashed or not, without that grant.
 */
import { adStorageGranted } from './consent-state.ts';

export interface UserData {
  /** Hex SHA-256 of the trimmed, lower-cased email. */
  sha256_email_address: string;
}

/** Trimmed and lower-cased, as Google normalises an email before hashing it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function sha256Hex(text: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface UserDataDeps {
  /** The page's cookies (document.cookie), for the shopper's grants. */
  cookieHeader: string;
  /** Web Crypto's digest (crypto.subtle); absent on an insecure origin, where nothing is sent. */
  subtle: SubtleCrypto | undefined;
}

/** The hashed email, or null without ad storage granted, without an email, or without Web Crypto. */
export async function userDataFor(email: string | null | undefined, deps: UserDataDeps): Promise<UserData | null> {
  if (!adStorageGranted(deps.cookieHeader) || !deps.subtle) return null;
  const normalized = normalizeEmail(email ?? '');
  if (!normalized.includes('@')) return null;
  return { sha256_email_address: await sha256Hex(normalized, deps.subtle) };
}
