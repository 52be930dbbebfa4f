import { randomBytes } from 'node:crypto';
import type {
  ChallengeResult,
  CreateAuthChallengeEvent,
  DefineAuthChallengeEvent,
  UserAttributes,
  UserPoolTriggerCommon,
  VerifyAuthChallengeEvent,
} from '../../commerce/identity/triggers/auth-challenge-events.ts';
import { CUSTOM_CHALLENGE } from '../../commerce/identity/triggers/auth-challenge-events.ts';
import type { PoolUser } from './cognito-local-client.ts';
import { CognitoServiceError, invalidParameter, notAuthorized, resourceNotFound } from './cognito-service-error.ts';
import type { LocalPoolConfig } from './pool-config.ts';
import { mintTokens, type AuthenticationResult, type PoolTokenSettings } from './pool-tokens.ts';
import type { RefreshSessions } from './refresh-sessions.ts';
import type { JwtSigningKey } from './rs256-jwt.ts';
import type { TrackedDevices } from './tracked-devices.ts';

/** The three custom-auth Lambda triggers, as the pool invokes them. */
export interface AuthChallengeTriggers {
  defineAuthChallenge(event: DefineAuthChallengeEvent): Promise<DefineAuthChallengeEvent>;
  createAuthChallenge(event: CreateAuthChallengeEvent): Promise<CreateAuthChallengeEvent>;
  verifyAuthChallenge(event: VerifyAuthChallengeEvent): Promise<VerifyAuthChallengeEvent>;
}

export interface CustomAuthDependencies {
  pool: LocalPoolConfig;
  tokens: PoolTokenSettings;
  key: JwtSigningKey;
  getUser(username: string): Promise<PoolUser | null>;
  triggers: AuthChallengeTriggers;
  sessions: RefreshSessions;
  devices: TrackedDevices;
  now: () => Date;
}

/** A sign-in between challenge steps; Cognito keeps the same inside its (encrypted) Session. */
interface PendingSignIn {
  clientId: string;
  username: string;
  userNotFound: boolean;
  userAttributes: UserAttributes;
  history: ChallengeResult[];
  privateChallengeParameters: Record<string, string>;
  challengeMetadata?: string;
  deviceKey?: string;
  clientMetadata?: Record<string, string>;
  expiresAt: number;
}

export interface ChallengeReply {
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
  AuthenticationResult?: AuthenticationResult;
}

const stringRecord = (value: unknown): Record<string, string> | undefined =>
  value !== null && typeof value === 'object' ? (value as Record<string, string>) : undefined;

/**
 * InitiateAuth with CUSTOM_AUTH and RespondToAuthChallenge with CUSTOM_CHALLENGE, driving the
 * Define / Create / Verify Auth Challenge triggers the way Cognito does. Each step's Session is
 * a fresh random string that works once; the private challenge parameters never leave here.
 */
export function customAuthFlow(dependencies: CustomAuthDependencies) {
  const { pool, triggers } = dependencies;
  const pending = new Map<string, PendingSignIn>();

  const triggerCommon = (username: string, clientId: string): UserPoolTriggerCommon => ({
    version: '1',
    region: pool.region,
    userPoolId: pool.userPoolId,
    userName: username,
    callerContext: { awsSdkVersion: 'hearth-local-cognito', clientId },
  });

  async function runTrigger<T>(name: string, invoke: () => Promise<T>): Promise<T> {
    try {
      return await invoke();
    } catch (error) {
      if (error instanceof CognitoServiceError) throw error;
      throw new CognitoServiceError('UserLambdaValidationException', `${name} failed with error ${(error as Error).message}.`);
    }
  }

  function assertClient(clientId: unknown): string {
    if (clientId !== pool.clientId) throw resourceNotFound(`User pool client ${String(clientId)} does not exist.`);
    return clientId;
  }

  function dropExpired(now: number) {
    for (const [session, signIn] of pending) if (signIn.expiresAt <= now) pending.delete(session);
  }

  function assertCanSignIn(user: PoolUser) {
    if (!user.enabled) throw notAuthorized('User is disabled.');
    if (user.status === 'UNCONFIRMED') throw new CognitoServiceError('UserNotConfirmedException', 'User is not confirmed.');
    if (user.status === 'RESET_REQUIRED')
      throw new CognitoServiceError('PasswordResetRequiredException', 'Password reset required for the user');
  }

  /** Asks Define what comes next, then issues tokens, fails, or presents a new challenge. */
  async function nextStep(
    signIn: Omit<PendingSignIn, 'privateChallengeParameters' | 'challengeMetadata' | 'expiresAt'>,
  ): Promise<ChallengeReply> {
    const defined = await runTrigger('DefineAuthChallenge', () =>
      triggers.defineAuthChallenge({
        ...triggerCommon(signIn.username, signIn.clientId),
        triggerSource: 'DefineAuthChallenge_Authentication',
        request: {
          userAttributes: signIn.userAttributes,
          session: signIn.history,
          clientMetadata: signIn.clientMetadata,
          userNotFound: signIn.userNotFound,
        },
        response: { challengeName: null, issueTokens: null, failAuthentication: null },
      }),
    );
    const decision = defined.response;
    if (decision.failAuthentication) throw notAuthorized('Incorrect username or password.');
    if (decision.issueTokens) {
      if (signIn.userNotFound) throw notAuthorized('Incorrect username or password.');
      return { AuthenticationResult: await issueSignInTokens(signIn), ChallengeParameters: {} };
    }
    if (decision.challengeName !== CUSTOM_CHALLENGE) {
      throw new CognitoServiceError(
        'InvalidLambdaResponseException',
        `Unsupported challenge from DefineAuthChallenge: ${String(decision.challengeName)}.`,
      );
    }
    const created = await runTrigger('CreateAuthChallenge', () =>
      triggers.createAuthChallenge({
        ...triggerCommon(signIn.username, signIn.clientId),
        triggerSource: 'CreateAuthChallenge_Authentication',
        request: {
          userAttributes: signIn.userAttributes,
          challengeName: CUSTOM_CHALLENGE,
          session: signIn.history,
          clientMetadata: signIn.clientMetadata,
          userNotFound: signIn.userNotFound,
        },
        response: {},
      }),
    );
    const session = randomBytes(48).toString('base64url');
    const now = dependencies.now().getTime();
    dropExpired(now);
    pending.set(session, {
      ...signIn,
      privateChallengeParameters: created.response.privateChallengeParameters ?? {},
      challengeMetadata: created.response.challengeMetadata,
      expiresAt: now + pool.authSessionValidityMinutes * 60_000,
    });
    return {
      ChallengeName: CUSTOM_CHALLENGE,
      ChallengeParameters: { ...created.response.publicChallengeParameters, USERNAME: signIn.username },
      Session: session,
    };
  }

  async function issueSignInTokens(signIn: { username: string; clientId: string; deviceKey?: string }): Promise<AuthenticationResult> {
    const user = await dependencies.getUser(signIn.username);
    if (!user) throw notAuthorized('Incorrect username or password.');
    const now = dependencies.now();
    let newDevice: AuthenticationResult['NewDeviceMetadata'];
    let deviceKey = signIn.deviceKey;
    if (deviceKey) {
      dependencies.devices.markAuthenticated(dependencies.devices.confirmedDevice(user.username, deviceKey), now);
    } else {
      newDevice = dependencies.devices.offer(user.username, now);
      deviceKey = newDevice.DeviceKey;
    }
    const { session, refreshToken } = dependencies.sessions.start({
      username: user.username,
      clientId: signIn.clientId,
      deviceKey,
      authTime: Math.floor(now.getTime() / 1000),
      expiresAt: now.getTime() + pool.refreshTokenValidityHours * 3_600_000,
    });
    const tokens = mintTokens({ user, session, settings: dependencies.tokens, key: dependencies.key, now });
    return { ...tokens, RefreshToken: refreshToken, ...(newDevice ? { NewDeviceMetadata: newDevice } : {}) };
  }

  return {
    async initiate(request: Record<string, unknown>): Promise<ChallengeReply> {
      const clientId = assertClient(request.ClientId);
      const parameters = stringRecord(request.AuthParameters) ?? {};
      const username = parameters.USERNAME;
      if (!username) throw invalidParameter('Missing required parameter USERNAME');
      const user = await dependencies.getUser(username);
      if (!user && !pool.preventUserExistenceErrors) throw new CognitoServiceError('UserNotFoundException', 'User does not exist.');
      if (user) assertCanSignIn(user);
      // A device key the user does not own is refused the way Cognito does; Amplify then retries without it.
      const deviceKey =
        user && parameters.DEVICE_KEY ? dependencies.devices.confirmedDevice(user.username, parameters.DEVICE_KEY).key : undefined;
      return nextStep({
        clientId,
        username: user?.username ?? username,
        userNotFound: !user,
        userAttributes: user?.attributes ?? {},
        history: [],
        deviceKey,
        clientMetadata: stringRecord(request.ClientMetadata),
      });
    },

    async respond(request: Record<string, unknown>): Promise<ChallengeReply> {
      const clientId = assertClient(request.ClientId);
      const responses = stringRecord(request.ChallengeResponses) ?? {};
      const sessionId = typeof request.Session === 'string' ? request.Session : '';
      const signIn = pending.get(sessionId);
      const now = dependencies.now().getTime();
      if (!signIn || signIn.expiresAt <= now || signIn.clientId !== clientId) {
        pending.delete(sessionId);
        throw notAuthorized('Invalid session for the user, session is expired.');
      }
      if (responses.USERNAME !== signIn.username) throw notAuthorized('Invalid session for the user.');
      const answer = responses.ANSWER;
      if (typeof answer !== 'string') throw invalidParameter('Missing required parameter ANSWER');
      const deviceKey =
        signIn.deviceKey ??
        (responses.DEVICE_KEY && !signIn.userNotFound
          ? dependencies.devices.confirmedDevice(signIn.username, responses.DEVICE_KEY).key
          : undefined);
      // From here the session is spent: a replayed Session string is refused.
      pending.delete(sessionId);
      const verified = await runTrigger('VerifyAuthChallengeResponse', () =>
        triggers.verifyAuthChallenge({
          ...triggerCommon(signIn.username, clientId),
          triggerSource: 'VerifyAuthChallengeResponse_Authentication',
          request: {
            userAttributes: signIn.userAttributes,
            privateChallengeParameters: signIn.privateChallengeParameters,
            challengeAnswer: answer,
            clientMetadata: stringRecord(request.ClientMetadata) ?? signIn.clientMetadata,
            userNotFound: signIn.userNotFound,
          },
          response: { answerCorrect: null },
        }),
      );
      return nextStep({
        ...signIn,
        deviceKey,
        history: [
          ...signIn.history,
          {
            challengeName: CUSTOM_CHALLENGE,
            challengeResult: verified.response.answerCorrect === true,
            challengeMetadata: signIn.challengeMetadata,
          },
        ],
      });
    },
  };
}
