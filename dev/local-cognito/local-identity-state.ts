import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/** One signed-in session: the refresh token and every ID/access token minted from it (`origin_jti`). */
export interface RefreshSession {
  familyId: string;
  /** SHA-256 of the refresh token: the token itself is never stored. */
  tokenHash: string;
  username: string;
  clientId: string;
  deviceKey?: string;
  /** Epoch seconds of the sign-in, carried into refreshed tokens as `auth_time`. */
  authTime: number;
  /** Epoch milliseconds. */
  expiresAt: number;
  revokedAt?: number;
}

export interface TrackedDevice {
  key: string;
  groupKey: string;
  username: string;
  name?: string;
  /** Set by ConfirmDevice; until then the device was only offered to the client. */
  confirmed: boolean;
  remembered: boolean;
  verifier?: { salt: string; passwordVerifier: string };
  createdAt: number;
  lastModifiedAt: number;
  lastAuthenticatedAt: number;
}

/** An identity-pool identity: a guest until a login (provider and user `sub`) is linked to it. */
export interface PoolIdentity {
  id: string;
  login?: { provider: string; subject: string };
  createdAt: number;
}

export interface LocalIdentityData {
  sessions: Record<string, RefreshSession>;
  devices: Record<string, TrackedDevice>;
  identities: Record<string, PoolIdentity>;
}

export interface LocalIdentityState {
  data: LocalIdentityData;
  /** Writes the state to its file, so sessions, devices and identities survive a restart. */
  save(): void;
}

const empty = (): LocalIdentityData => ({ sessions: {}, devices: {}, identities: {} });

export function openLocalIdentityState(file: string): LocalIdentityState {
  let data = empty();
  try {
    data = { ...empty(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalIdentityData>) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return {
    data,
    save() {
      // Write-then-rename, so a crash mid-write never leaves half a file.
      writeFileSync(`${file}.tmp`, JSON.stringify(data));
      renameSync(`${file}.tmp`, file);
    },
  };
}
