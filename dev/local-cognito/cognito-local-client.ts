import { randomBytes } from 'node:crypto';
import { randomSignUpPassword } from '../../commerce/domain/customer-identity.ts';
import { CognitoServiceError } from './cognito-service-error.ts';

/** A user of the pool, as the wrapper needs it. */
export interface PoolUser {
  username: string;
  attributes: Record<string, string>;
  enabled: boolean;
  status: string;
  /** The pool groups the user is in; Cognito writes them into the tokens as `cognito:groups`. */
  groups: string[];
}

const USER_POOL_TARGET = 'AWSCognitoIdentityProviderService';

/** Where cognito-local listens, and the headers (its gate's key) every request to it must carry. */
export interface CognitoLocalAddress {
  url: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * Calls cognito-local's admin API for what the wrapper must know about users. cognito-local takes
 * no credentials of its own; its gate (cognito-local-gate.ts) takes only requests with the key.
 */
export function cognitoLocalClient(cognitoLocal: CognitoLocalAddress) {
  async function call(operation: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response = await fetch(cognitoLocal.url, {
      method: 'POST',
      headers: {
        ...cognitoLocal.headers,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `${USER_POOL_TARGET}.${operation}`,
      },
      body: JSON.stringify(body),
    });
    const reply = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return reply;
    const code = String(reply.__type ?? reply.code ?? 'InternalErrorException');
    const message = String(reply.message ?? reply.Message ?? `cognito-local answered ${response.status} to ${operation}.`);
    if (response.status < 500) throw new CognitoServiceError(code, message);
    throw new Error(`cognito-local failed ${operation}: ${code}: ${message}`);
  }

  return {
    call,

    /**
     * The user with this username, or null. Asked as a ListUsers filter rather than AdminGetUser,
     * whose "no such user" cognito-local logs as a warning with a stack trace.
     */
    async getUser(userPoolId: string, username: string): Promise<PoolUser | null> {
      if (!username || /["\\]/.test(username)) return null;
      const reply = await call('ListUsers', { UserPoolId: userPoolId, Filter: `username = "${username}"` });
      const found = (
        (reply.Users ?? []) as {
          Username: string;
          Attributes?: { Name: string; Value?: string }[];
          Enabled?: boolean;
          UserStatus?: string;
        }[]
      ).find((user) => user.Username === username);
      if (!found) return null;
      const attributes = Object.fromEntries((found.Attributes ?? []).map((attribute) => [attribute.Name, attribute.Value ?? '']));
      const memberships = await call('AdminListGroupsForUser', { UserPoolId: userPoolId, Username: found.Username });
      const groups = ((memberships.Groups ?? []) as { GroupName: string }[]).map((group) => group.GroupName);
      return { username: found.Username, attributes, enabled: found.Enabled !== false, status: String(found.UserStatus ?? ''), groups };
    },

    /** The user with this (lower-case) email, or null. */
    async findUserByEmail(userPoolId: string, email: string): Promise<PoolUser | null> {
      if (!email || /["\\]/.test(email)) return null;
      const reply = await call('ListUsers', { UserPoolId: userPoolId, Filter: `email = "${email}"` });
      const username = ((reply.Users ?? []) as { Username: string }[])[0]?.Username;
      return username ? this.getUser(userPoolId, username) : null;
    },

    /**
     * Registers a confirmed user. Customers never sign in with it, but a confirmed Cognito user
     * has a password: a random one, as the storefront's sign-up does.
     */
    async createConfirmedUser(userPoolId: string, username: string, attributes: Record<string, string>): Promise<void> {
      await call('AdminCreateUser', {
        UserPoolId: userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: Object.entries({ ...attributes, email_verified: 'true' }).map(([Name, Value]) => ({ Name, Value })),
      });
      await call('AdminSetUserPassword', {
        UserPoolId: userPoolId,
        Username: username,
        Password: randomSignUpPassword(randomBytes(30)),
        Permanent: true,
      });
    },

    /** Puts the user in the group, making the group first if the pool has none of that name (as the owner does in the console). */
    async addUserToGroup(userPoolId: string, username: string, groupName: string): Promise<void> {
      const existing = await call('ListGroups', { UserPoolId: userPoolId });
      if (!((existing.Groups ?? []) as { GroupName: string }[]).some((group) => group.GroupName === groupName)) {
        await call('CreateGroup', { UserPoolId: userPoolId, GroupName: groupName });
      }
      await call('AdminAddUserToGroup', { UserPoolId: userPoolId, Username: username, GroupName: groupName });
    },
  };
}

export type CognitoLocalClient = ReturnType<typeof cognitoLocalClient>;
