import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { customerIdentityAttributes, customerUsername, type CustomerIdentity } from '../../commerce/domain/customer-identity.ts';
import { STAFF_GROUP } from '../../commerce/identity/id-token.ts';
import { staffIdentityAttributes, staffUsername, type StaffIdentity } from '../../commerce/domain/staff-identity.ts';
import { createCreateAuthChallengeHandler } from '../../commerce/identity/triggers/create-auth-challenge.ts';
import { createDefineAuthChallengeHandler } from '../../commerce/identity/triggers/define-auth-challenge.ts';
import type { CustomerDirectory } from '../../commerce/identity/triggers/customer-directory.ts';
import type { MailSender } from '../../commerce/identity/triggers/mail-sender.ts';
import { memorySignInLimits, type LocalSignInLimits } from '../../commerce/identity/triggers/memory-attempt-limiter.ts';
import { createPreSignUpHandler } from '../../commerce/identity/triggers/pre-sign-up.ts';
import { createVerifyAuthChallengeHandler } from '../../commerce/identity/triggers/verify-auth-challenge.ts';
import { cognitoLocalClient } from './cognito-local-client.ts';
import { writeCognitoLocalFiles } from './cognito-local-files.ts';
import { startCognitoLocalProcess, type CognitoLocalProcess } from './cognito-local-process.ts';
import { assertJwksHoldsKey, loadCognitoLocalSigningKey } from './cognito-local-signing-key.ts';
import { customAuthFlow, type AuthChallengeTriggers } from './custom-auth-flow.ts';
import { startHostedUi } from './hosted-ui.ts';
import { identityPool } from './identity-pool.ts';
import { openLocalIdentityState } from './local-identity-state.ts';
import { localPoolConfig, type LocalPoolConfig } from './pool-config.ts';
import { subjectOfIdToken, type PoolTokenSettings } from './pool-tokens.ts';
import { refreshSessions } from './refresh-sessions.ts';
import { sessionOperations } from './session-operations.ts';
import { signUpOperation, type PreSignUpTrigger } from './sign-up.ts';
import { trackedDevices } from './tracked-devices.ts';
import { wrapperRoutes } from './wrapper-routes.ts';
import { createWrapperServer } from './wrapper-server.ts';
import { log as serverLog } from '../../commerce/log.ts';

export interface StartLocalCognitoOptions {
  /** Where cognito-local keeps its pool and the wrapper its sessions, devices and identities. */
  dataDirectory: string;
  /** The wrapper's port on 127.0.0.1; 0 (the default) takes any free port. */
  port?: number;
  /** The clock of token expiry, sessions and sign-in codes; injected so tests can move it. */
  now?: () => Date;
  /** Ids and lifetimes of the pool, client and identity pool; the defaults suit local development. */
  pool?: Partial<Omit<LocalPoolConfig, 'region'>>;
  /** Customers to register (kept if they already exist). */
  customers?: CustomerIdentity[];
  /** Staff to register in the pool's `admin` group, as the owner does in production (kept if they already exist). */
  staff?: StaffIdentity[];
  /**
   * Where the sign-in code mail goes: the server's mail port (in development the SMTP adapter to
   * the local SMTP server, whose dev mailbox the tests read).
   */
  mail: MailSender;
  /** Replaces any of the auth-challenge triggers (by default ours, on the injected clock and `mail`). */
  triggers?: Partial<AuthChallengeTriggers>;
  /**
   * The shop's customers: the Pre sign-up trigger checks sign-ups against them, and the code mail
   * goes to their recorded email. Without it every sign-up is refused.
   */
  customerDirectory?: CustomerDirectory;
  /**
   * Where the sign-in limits count: the server passes the shop's shared limiter; without one
   * they count in memory on `now` (memorySignInLimits).
   */
  signInLimits?: LocalSignInLimits;
  /** Replaces the Pre sign-up trigger. */
  preSignUp?: PreSignUpTrigger;
  /** Also run the hosted-UI stand-in (federated sign-in with redirect) over https with this key pair. */
  hostedUi?: { tls: { key: string; cert: string } };
  /** The server log; cognito-local's output goes here. */
  log?: (line: string) => void;
  /** The shop's origins, whose pages may call the pool from a browser (CORS); none when absent. */
  allowedOrigins?: readonly string[];
}

export interface LocalCognito {
  /** The endpoint for both Amplify's userPoolEndpoint and identityPoolEndpoint. */
  url: string;
  /**
   * cognito-local itself, on the loopback: its admin API (AdminCreateUser, ListUsers, …) takes no
   * credentials, so it is for this server and its tests only, never published to a browser. It
   * answers only requests carrying `adminHeaders` (a key made for each run) and no Origin.
   */
  adminUrl: string;
  adminHeaders: Readonly<Record<string, string>>;
  region: 'eu-west-2';
  userPoolId: string;
  clientId: string;
  identityPoolId: string;
  /** host:port of the hosted-UI stand-in (Amplify's oauth domain), or null when it is not running. */
  hostedUiDomain: string | null;
  /** The `iss` of the pool's tokens; its JWKS is at `${issuer}/.well-known/jwks.json`. */
  issuer: string;
  /** Registers a customer (with the customer's custom attributes), returning their username. */
  addCustomer(customer: CustomerIdentity): Promise<{ username: string }>;
  /** Registers a staff member in the `admin` group, returning their username. */
  addStaff(staff: StaffIdentity): Promise<{ username: string }>;
  close(): Promise<void>;
}

/**
 * Local Cognito: cognito-local (users, attributes, sign-up, the JWKS) behind our wrapper, which
 * adds what cognito-local lacks: CUSTOM_AUTH with the auth-challenge triggers, token refresh,
 * sign-out with revocation, device tracking and the identity pool.
 */
export async function startLocalCognito(options: StartLocalCognitoOptions): Promise<LocalCognito> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => serverLog.info(line));
  const pool = localPoolConfig(options.pool);
  const dataDirectory = resolve(options.dataDirectory);
  await mkdir(dataDirectory, { recursive: true });

  const wrapper = createWrapperServer(log, options.allowedOrigins ?? []);
  const url = await wrapper.listen('127.0.0.1', options.port ?? 0);
  let cognitoLocal: CognitoLocalProcess | undefined;
  let hostedUi: Awaited<ReturnType<typeof startHostedUi>> | undefined;
  const close = async () => {
    await hostedUi?.close();
    await wrapper.close();
    await cognitoLocal?.stop();
  };

  try {
    const issuer = `${url}/${pool.userPoolId}`;
    await writeCognitoLocalFiles({ dataDirectory, pool, issuerDomain: url, now: now() });
    cognitoLocal = await startCognitoLocalProcess({ dataDirectory, log });
    const key = await loadCognitoLocalSigningKey();
    const jwks = await fetch(`${cognitoLocal.url}/${pool.userPoolId}/.well-known/jwks.json`, { headers: cognitoLocal.headers });
    assertJwksHoldsKey(await jwks.json(), key);

    const admin = cognitoLocalClient(cognitoLocal);
    const getUser = (username: string) => admin.getUser(pool.userPoolId, username);
    const state = openLocalIdentityState(join(dataDirectory, 'hearth-identity-state.json'));
    const sessions = refreshSessions(state);
    const devices = trackedDevices(state, pool.region);
    const tokens: PoolTokenSettings = {
      issuer,
      clientId: pool.clientId,
      idTokenValidityMinutes: pool.idTokenValidityMinutes,
      accessTokenValidityMinutes: pool.accessTokenValidityMinutes,
    };
    const limits = options.signInLimits ?? memorySignInLimits(now);
    const triggers: AuthChallengeTriggers = {
      defineAuthChallenge: createDefineAuthChallengeHandler({ now }),
      createAuthChallenge: createCreateAuthChallengeHandler({
        now,
        mailSender: options.mail,
        directory: options.customerDirectory ?? null,
        limits,
      }),
      verifyAuthChallenge: createVerifyAuthChallengeHandler({ now, wrongCodesPerUser: limits.wrongCodesPerUser }),
      ...options.triggers,
    };

    const noDirectory: CustomerDirectory = {
      findCustomer: () => Promise.reject(new Error('this local pool has no customer directory')),
    };
    const preSignUp = options.preSignUp ?? createPreSignUpHandler({ directory: options.customerDirectory ?? noDirectory, limits });

    wrapper.setRoutes(
      wrapperRoutes({
        pool,
        issuer,
        cognitoLocal,
        now,
        devices,
        customAuth: customAuthFlow({ pool, tokens, key, getUser, triggers, sessions, devices, now }),
        signUp: signUpOperation({ pool, admin, preSignUp }),
        codesPerIp: limits.codesPerIp,
        signUpsPerIp: limits.signUpsPerIp,
        sessions: sessionOperations({ clientId: pool.clientId, tokens, key, getUser, sessions, now }),
        identities: identityPool(state, {
          identityPoolId: pool.identityPoolId,
          region: pool.region,
          allowGuestIdentities: pool.allowGuestIdentities,
          loginProvider: issuer.replace(/^https?:\/\//, ''),
          subjectOfLogin: (idToken) => subjectOfIdToken(idToken, { key, issuer, clientId: pool.clientId, now: now() }),
          now,
        }),
      }),
    );

    if (options.hostedUi) {
      hostedUi = await startHostedUi({
        tls: options.hostedUi.tls,
        pool,
        tokens,
        key,
        sessions,
        getUser,
        findUserByEmail: (email) => admin.findUserByEmail(pool.userPoolId, email),
        now,
        log,
      });
    }

    const addCustomer = async (customer: CustomerIdentity) => {
      const username = customerUsername(customer.salesChannelId, customer.customerId);
      if (!(await getUser(username))) await admin.createConfirmedUser(pool.userPoolId, username, customerIdentityAttributes(customer));
      return { username };
    };
    for (const customer of options.customers ?? []) await addCustomer(customer);
    const addStaff = async (staff: StaffIdentity) => {
      const username = staffUsername(staff.email);
      if (!(await getUser(username))) await admin.createConfirmedUser(pool.userPoolId, username, staffIdentityAttributes(staff));
      await admin.addUserToGroup(pool.userPoolId, username, STAFF_GROUP);
      return { username };
    };
    for (const staff of options.staff ?? []) await addStaff(staff);

    log(`[local-cognito] user pool ${pool.userPoolId} (client ${pool.clientId}) and identity pool ${pool.identityPoolId} at ${url}`);
    return {
      url,
      adminUrl: cognitoLocal.url,
      adminHeaders: cognitoLocal.headers,
      region: pool.region,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      identityPoolId: pool.identityPoolId,
      issuer,
      hostedUiDomain: hostedUi?.domain ?? null,
      addCustomer,
      addStaff,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
