import { randomBytes, randomUUID } from 'node:crypto';
import { notAuthorized, resourceNotFound } from './cognito-service-error.ts';
import type { LocalIdentityState, PoolIdentity } from './local-identity-state.ts';

export interface IdentityPoolSettings {
  identityPoolId: string;
  region: string;
  allowGuestIdentities: boolean;
  /** The one login provider: the user pool, named as its tokens' issuer without the scheme. */
  loginProvider: string;
  /** The user `sub` of a valid ID token of the pool, or null. */
  subjectOfLogin: (idToken: string) => string | null;
  now: () => Date;
}

const CREDENTIALS_VALIDITY_SECONDS = 3600;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomUpper = (length: number) => Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/**
 * Cognito identity pool (GetId, GetCredentialsForIdentity): guests get an identity of their own;
 * signing in links the user to an identity. The AWS credentials are stand-ins that open nothing:
 * nothing local checks them, and nothing should.
 */
export function identityPool(state: LocalIdentityState, settings: IdentityPoolSettings) {
  const identities = state.data.identities;

  function subjectOf(logins: unknown): string | null {
    const entries = Object.entries((logins ?? {}) as Record<string, unknown>);
    if (entries.length === 0) return null;
    const [provider, token] = entries[0] as [string, unknown];
    if (entries.length > 1 || provider !== settings.loginProvider)
      throw notAuthorized("Invalid login token. Issuer doesn't match providerName");
    const subject = typeof token === 'string' ? settings.subjectOfLogin(token) : null;
    if (!subject) throw notAuthorized('Invalid login token. Token is expired or not valid.');
    return subject;
  }

  function create(login?: PoolIdentity['login']): PoolIdentity {
    const identity: PoolIdentity = { id: `${settings.region}:${randomUUID()}`, login, createdAt: settings.now().getTime() };
    identities[identity.id] = identity;
    state.save();
    return identity;
  }

  const linkedTo = (subject: string) => Object.values(identities).find((identity) => identity.login?.subject === subject);

  function assertPool(identityPoolId: unknown) {
    if (identityPoolId !== settings.identityPoolId) throw resourceNotFound(`IdentityPool '${String(identityPoolId)}' not found.`);
  }

  function assertGuestsAllowed() {
    if (!settings.allowGuestIdentities) throw notAuthorized('Unauthenticated access is not supported for this identity pool.');
  }

  return {
    getId(request: Record<string, unknown>): { IdentityId: string } {
      assertPool(request.IdentityPoolId);
      const subject = subjectOf(request.Logins);
      if (!subject) {
        assertGuestsAllowed();
        return { IdentityId: create().id };
      }
      const identity = linkedTo(subject) ?? create({ provider: settings.loginProvider, subject });
      return { IdentityId: identity.id };
    },

    getCredentialsForIdentity(request: Record<string, unknown>) {
      const requested = typeof request.IdentityId === 'string' ? identities[request.IdentityId] : undefined;
      if (!requested) throw resourceNotFound(`Identity '${String(request.IdentityId)}' not found.`);
      const subject = subjectOf(request.Logins);
      let identity = requested;
      if (!subject) {
        assertGuestsAllowed();
        if (identity.login) throw notAuthorized(`Access to Identity '${identity.id}' is forbidden.`);
      } else if (identity.login && identity.login.subject !== subject) {
        throw notAuthorized(`Access to Identity '${identity.id}' is forbidden.`);
      } else if (!identity.login) {
        // A guest signing in: the user's own identity if they have one, else this one becomes theirs.
        const existing = linkedTo(subject);
        if (existing) identity = existing;
        else {
          identity.login = { provider: settings.loginProvider, subject };
          state.save();
        }
      }
      const expiration = Math.floor(settings.now().getTime() / 1000) + CREDENTIALS_VALIDITY_SECONDS;
      return {
        IdentityId: identity.id,
        Credentials: {
          AccessKeyId: `ASIA${randomUpper(16)}`,
          SecretKey: randomBytes(30).toString('base64'),
          SessionToken: randomBytes(96).toString('base64'),
          Expiration: expiration,
        },
      };
    },
  };
}
