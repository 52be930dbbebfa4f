import { createHash, randomUUID } from 'node:crypto';
import type { LocalIdentityState, RefreshSession } from './local-identity-state.ts';
import { newRefreshToken } from './pool-tokens.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Signed-in sessions: their refresh tokens, and revocation by sign-out. */
export function refreshSessions(state: LocalIdentityState) {
  const sessions = state.data.sessions;
  return {
    start(details: Omit<RefreshSession, 'familyId' | 'tokenHash' | 'revokedAt'>): { session: RefreshSession; refreshToken: string } {
      const refreshToken = newRefreshToken();
      const session: RefreshSession = { ...details, familyId: randomUUID(), tokenHash: hashToken(refreshToken) };
      sessions[session.familyId] = session;
      state.save();
      return { session, refreshToken };
    },

    findByToken(refreshToken: string): RefreshSession | null {
      const tokenHash = hashToken(refreshToken);
      return Object.values(sessions).find((session) => session.tokenHash === tokenHash) ?? null;
    },

    /** Tokens of a session this pool never issued (a lost state file) count as revoked. */
    isRevoked(familyId: string): boolean {
      const session = sessions[familyId];
      return !session || session.revokedAt !== undefined;
    },

    revoke(familyId: string, at: Date): void {
      const session = sessions[familyId];
      if (!session || session.revokedAt !== undefined) return;
      session.revokedAt = at.getTime();
      state.save();
    },

    revokeAllOf(username: string, at: Date): void {
      for (const session of Object.values(sessions)) {
        if (session.username === username && session.revokedAt === undefined) session.revokedAt = at.getTime();
      }
      state.save();
    },
  };
}

export type RefreshSessions = ReturnType<typeof refreshSessions>;
