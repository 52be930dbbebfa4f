import type { PoolUser } from './cognito-local-client.ts';
import { invalidParameter, notAuthorized, resourceNotFound } from './cognito-service-error.ts';
import { mintTokens, verifyAccessToken, type AccessTokenClaims, type AuthenticationResult, type PoolTokenSettings } from './pool-tokens.ts';
import type { RefreshSessions } from './refresh-sessions.ts';
import type { JwtSigningKey } from './rs256-jwt.ts';

export interface SessionOperationsDependencies {
  clientId: string;
  tokens: PoolTokenSettings;
  key: JwtSigningKey;
  getUser(username: string): Promise<PoolUser | null>;
  sessions: RefreshSessions;
  now: () => Date;
}

/** Refreshing tokens, and ending sessions: one (RevokeToken) or all of a user's (GlobalSignOut). */
export function sessionOperations(dependencies: SessionOperationsDependencies) {
  const { sessions } = dependencies;

  function assertClient(clientId: unknown) {
    if (clientId !== dependencies.clientId) throw resourceNotFound(`User pool client ${String(clientId)} does not exist.`);
  }

  function accessTokenClaims(token: unknown): AccessTokenClaims {
    return verifyAccessToken(token, {
      key: dependencies.key,
      issuer: dependencies.tokens.issuer,
      now: dependencies.now(),
      isSessionRevoked: (familyId) => sessions.isRevoked(familyId),
    });
  }

  return {
    accessTokenClaims,

    /**
     * New ID and access tokens for a refresh token (GetTokensFromRefreshToken, or InitiateAuth
     * with REFRESH_TOKEN_AUTH). Without rotation configured, Cognito returns no new refresh token.
     */
    async refresh(request: { clientId: unknown; refreshToken: unknown }): Promise<AuthenticationResult> {
      assertClient(request.clientId);
      if (typeof request.refreshToken !== 'string' || request.refreshToken === '')
        throw invalidParameter('Missing required parameter REFRESH_TOKEN');
      const now = dependencies.now();
      const session = sessions.findByToken(request.refreshToken);
      if (!session || session.clientId !== request.clientId) throw notAuthorized('Invalid Refresh Token');
      if (session.revokedAt !== undefined) throw notAuthorized('Refresh Token has been revoked');
      if (session.expiresAt <= now.getTime()) throw notAuthorized('Refresh Token has expired');
      const user = await dependencies.getUser(session.username);
      if (!user) throw notAuthorized('Invalid Refresh Token');
      if (!user.enabled) throw notAuthorized('User is disabled.');
      return mintTokens({ user, session, settings: dependencies.tokens, key: dependencies.key, now });
    },

    /** Signs the user out everywhere: every refresh token and the access tokens minted from them stop working. */
    globalSignOut(request: { accessToken: unknown }): Record<string, never> {
      const claims = accessTokenClaims(request.accessToken);
      sessions.revokeAllOf(claims.username, dependencies.now());
      return {};
    },

    /** Ends one session (Amplify's sign-out on this device). An unknown token is already ended. */
    revokeToken(request: { clientId: unknown; token: unknown }): Record<string, never> {
      assertClient(request.clientId);
      if (typeof request.token !== 'string' || request.token === '') throw invalidParameter('Missing required parameter Token');
      const session = sessions.findByToken(request.token);
      if (session && session.clientId === request.clientId) sessions.revoke(session.familyId, dependencies.now());
      return {};
    },
  };
}

export type SessionOperations = ReturnType<typeof sessionOperations>;
