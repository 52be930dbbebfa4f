import { randomBytes, randomUUID } from 'node:crypto';
import type { PoolUser } from './cognito-local-client.ts';
import { notAuthorized } from './cognito-service-error.ts';
import type { RefreshSession } from './local-identity-state.ts';
import { readRs256Jwt, signRs256Jwt, type JwtSigningKey } from './rs256-jwt.ts';

export interface PoolTokenSettings {
  /** `<wrapper url>/<user pool id>`, as cognito-local names it too. */
  issuer: string;
  clientId: string;
  idTokenValidityMinutes: number;
  accessTokenValidityMinutes: number;
}

export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
}

const BOOLEAN_ATTRIBUTES = new Set(['email_verified', 'phone_number_verified']);

/** The user's attributes as ID-token claims, the way Cognito writes them. */
function attributeClaims(user: PoolUser): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(user.attributes)) {
    if (value === '') continue;
    claims[name] = BOOLEAN_ATTRIBUTES.has(name) ? value === 'true' : value;
  }
  return claims;
}

/** An ID and access token pair for a session, signed with the pool's key. */
export function mintTokens(input: {
  user: PoolUser;
  session: RefreshSession;
  settings: PoolTokenSettings;
  key: JwtSigningKey;
  now: Date;
}): AuthenticationResult {
  const { user, session, settings, key } = input;
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  const sub = user.attributes.sub;
  if (!sub) throw new Error(`User ${user.username} has no sub.`);
  const eventId = randomUUID();
  // Cognito writes the user's groups into both tokens, and only when there are any.
  const groups = user.groups.length > 0 ? { 'cognito:groups': user.groups } : {};
  const common = {
    ...groups,
    sub,
    iss: settings.issuer,
    origin_jti: session.familyId,
    event_id: eventId,
    auth_time: session.authTime,
    iat: issuedAt,
  };
  const idToken = signRs256Jwt(
    {
      ...attributeClaims(user),
      ...common,
      aud: settings.clientId,
      'cognito:username': user.username,
      token_use: 'id',
      exp: issuedAt + settings.idTokenValidityMinutes * 60,
      jti: randomUUID(),
    },
    key,
  );
  const accessToken = signRs256Jwt(
    {
      ...common,
      client_id: settings.clientId,
      username: user.username,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      ...(session.deviceKey ? { device_key: session.deviceKey } : {}),
      exp: issuedAt + settings.accessTokenValidityMinutes * 60,
      jti: randomUUID(),
    },
    key,
  );
  return { IdToken: idToken, AccessToken: accessToken, ExpiresIn: settings.accessTokenValidityMinutes * 60, TokenType: 'Bearer' };
}

/** Refresh tokens are opaque to clients (Cognito's are encrypted); ours are random. */
export function newRefreshToken(): string {
  return randomBytes(48).toString('base64url');
}

export interface AccessTokenClaims {
  sub: string;
  username: string;
  clientId: string;
  /** The session the token was minted from; absent on tokens cognito-local minted itself. */
  familyId?: string;
  deviceKey?: string;
}

/**
 * Checks an access token as Cognito does before acting on it: our key and issuer, an access
 * token, not expired (by the pool's clock), and not revoked by sign-out.
 */
export function verifyAccessToken(
  token: unknown,
  context: { key: JwtSigningKey; issuer: string; now: Date; isSessionRevoked: (familyId: string) => boolean },
): AccessTokenClaims {
  const payload = typeof token === 'string' ? readRs256Jwt(token, context.key) : null;
  if (!payload || payload.iss !== context.issuer || payload.token_use !== 'access') throw notAuthorized('Invalid Access Token');
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= context.now.getTime()) throw notAuthorized('Access Token has expired');
  const familyId = typeof payload.origin_jti === 'string' ? payload.origin_jti : undefined;
  if (familyId && context.isSessionRevoked(familyId)) throw notAuthorized('Access Token has been revoked');
  const text = (name: string) => (typeof payload[name] === 'string' ? (payload[name] as string) : '');
  if (!text('sub') || !text('username') || !text('client_id')) throw notAuthorized('Invalid Access Token');
  return {
    sub: text('sub'),
    username: text('username'),
    clientId: text('client_id'),
    familyId,
    deviceKey: text('device_key') || undefined,
  };
}

/** The `sub` of a valid ID token of this pool and client (as an identity-pool login), or null. */
export function subjectOfIdToken(
  token: string,
  context: { key: JwtSigningKey; issuer: string; clientId: string; now: Date },
): string | null {
  const payload = readRs256Jwt(token, context.key);
  if (!payload || payload.iss !== context.issuer || payload.aud !== context.clientId || payload.token_use !== 'id') return null;
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= context.now.getTime()) return null;
  return typeof payload.sub === 'string' ? payload.sub : null;
}
