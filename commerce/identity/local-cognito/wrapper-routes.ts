import type { AttemptLimiter } from '../triggers/sign-in-limits.ts';
import { rateLimitedMessage } from '../triggers/sign-in-limits.ts';
import { CognitoServiceError, invalidParameter, notAuthorized } from './cognito-service-error.ts';
import type { customAuthFlow } from './custom-auth-flow.ts';
import type { identityPool } from './identity-pool.ts';
import { CLIENT_WRITABLE_ATTRIBUTES, type LocalPoolConfig } from './pool-config.ts';
import type { SessionOperations } from './session-operations.ts';
import { deviceOnTheWire, type TrackedDevices } from './tracked-devices.ts';
import { FORWARD, type OperationHandler, type WrapperRoutes } from './wrapper-server.ts';

const USER_POOL = 'AWSCognitoIdentityProviderService';
const IDENTITY_POOL = 'AWSCognitoIdentityService';

/** The auth flows the app client allows (its ExplicitAuthFlows), as InitiateAuth names them. */
const ALLOWED_AUTH_FLOWS = new Set(['CUSTOM_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

/**
 * The operations the wrapper passes on to cognito-local: only the user's own calls the shop's
 * browser code makes (aws-amplify's fetchUserAttributes, attribute updates and verification,
 * password change and reset), each of which names the user by access token or username. Nothing
 * else reaches cognito-local from here: no ListUsers, no Admin* (cognito-local takes no
 * credentials for those), no pool description. The server calls cognito-local directly
 * (`adminUrl`, loopback only) for what it needs.
 */
const FORWARDED_OPERATIONS = new Set([
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'ChangePassword',
  'ForgotPassword',
  'ConfirmForgotPassword',
]);

/** Operations whose attributes the client writes, and where the request names them. */
const ATTRIBUTE_WRITES: Record<string, (body: Record<string, unknown>) => unknown[]> = {
  UpdateUserAttributes: (body) => ((body.UserAttributes ?? []) as { Name?: unknown }[]).map((attribute) => attribute.Name),
  DeleteUserAttributes: (body) => (body.UserAttributeNames ?? []) as unknown[],
};

export interface WrapperRouteDependencies {
  pool: LocalPoolConfig;
  issuer: string;
  cognitoLocalUrl: string;
  customAuth: ReturnType<typeof customAuthFlow>;
  sessions: SessionOperations;
  devices: TrackedDevices;
  identities: ReturnType<typeof identityPool>;
  /** SignUp, with the Pre sign-up trigger (sign-up.ts). */
  signUp: OperationHandler;
  /** Sign-in codes asked for per IP address (the trigger counts per user; Cognito tells it no IP it can trust). */
  codesPerIp: AttemptLimiter;
  now: () => Date;
}

/** Which Cognito operations the wrapper answers, and the checks Cognito makes that cognito-local skips. */
export function wrapperRoutes(dependencies: WrapperRouteDependencies): WrapperRoutes {
  const { pool, customAuth, sessions, devices, identities, now } = dependencies;
  const userOf = (body: Record<string, unknown>) => sessions.accessTokenClaims(body.AccessToken).username;

  const operations: Record<string, OperationHandler> = {
    SignUp: dependencies.signUp,
    InitiateAuth: async (body, { ip }) => {
      if (body.AuthFlow === 'CUSTOM_AUTH') {
        const allowed = await dependencies.codesPerIp.consume(ip);
        if (!allowed.allowed) throw new CognitoServiceError('TooManyRequestsException', rateLimitedMessage(allowed.retryAfterSeconds));
        return customAuth.initiate(body);
      }
      if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
        const parameters = (body.AuthParameters ?? {}) as Record<string, unknown>;
        return {
          AuthenticationResult: await sessions.refresh({ clientId: body.ClientId, refreshToken: parameters.REFRESH_TOKEN }),
          ChallengeParameters: {},
        };
      }
      return FORWARD;
    },
    RespondToAuthChallenge: (body) => (body.ChallengeName === 'CUSTOM_CHALLENGE' ? customAuth.respond(body) : FORWARD),
    GetTokensFromRefreshToken: async (body) => ({
      AuthenticationResult: await sessions.refresh({ clientId: body.ClientId, refreshToken: body.RefreshToken }),
    }),
    GlobalSignOut: (body) => sessions.globalSignOut({ accessToken: body.AccessToken }),
    RevokeToken: (body) => sessions.revokeToken({ clientId: body.ClientId, token: body.Token }),
    ConfirmDevice: (body) => {
      const verifier = (body.DeviceSecretVerifierConfig ?? {}) as { Salt?: unknown; PasswordVerifier?: unknown };
      devices.confirm(
        userOf(body),
        body.DeviceKey,
        {
          name: typeof body.DeviceName === 'string' ? body.DeviceName : undefined,
          verifier:
            typeof verifier.Salt === 'string' && typeof verifier.PasswordVerifier === 'string'
              ? { salt: verifier.Salt, passwordVerifier: verifier.PasswordVerifier }
              : undefined,
        },
        now(),
      );
      return { UserConfirmationNecessary: pool.deviceOnlyRememberedOnUserPrompt };
    },
    UpdateDeviceStatus: (body) => {
      devices.setRemembered(userOf(body), body.DeviceKey, body.DeviceRememberedStatus, now());
      return {};
    },
    ForgetDevice: (body) => {
      devices.forget(userOf(body), body.DeviceKey);
      return {};
    },
    GetDevice: (body) => ({ Device: deviceOnTheWire(devices.confirmedDevice(userOf(body), body.DeviceKey)) }),
    ListDevices: (body) => {
      const page = devices.list(userOf(body), body.Limit, body.PaginationToken);
      return { Devices: page.devices.map(deviceOnTheWire), ...(page.nextToken ? { PaginationToken: page.nextToken } : {}) };
    },
  };

  return {
    cognitoLocalUrl: dependencies.cognitoLocalUrl,
    operations: {
      ...Object.fromEntries(Object.entries(operations).map(([name, handler]) => [`${USER_POOL}.${name}`, handler])),
      [`${IDENTITY_POOL}.GetId`]: (body) => identities.getId(body),
      [`${IDENTITY_POOL}.GetCredentialsForIdentity`]: (body) => identities.getCredentialsForIdentity(body),
    },
    documents: {
      [`/${pool.userPoolId}/.well-known/openid-configuration`]: () => ({
        issuer: dependencies.issuer,
        jwks_uri: `${dependencies.issuer}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ['RS256'],
        subject_types_supported: ['public'],
      }),
    },
    // The pool's keys, which the shop's token check fetches from the issuer.
    forwardedDocuments: [`/${pool.userPoolId}/.well-known/jwks.json`],
    beforeForward(target, body) {
      const [service, operation = ''] = target.split('.');
      if (service === IDENTITY_POOL) throw invalidParameter(`Local Cognito does not implement ${target}.`);
      if (
        service !== USER_POOL ||
        !(FORWARDED_OPERATIONS.has(operation) || operation === 'InitiateAuth' || operation === 'RespondToAuthChallenge')
      ) {
        throw new CognitoServiceError('AccessDeniedException', `Local Cognito does not serve ${target} to clients.`, 403);
      }
      if (operation === 'InitiateAuth' && !ALLOWED_AUTH_FLOWS.has(String(body.AuthFlow))) {
        throw invalidParameter(`${String(body.AuthFlow)} flow not enabled for this client`);
      }
      if (operation === 'RespondToAuthChallenge')
        throw invalidParameter(`Challenge ${String(body.ChallengeName)} is not part of this pool's sign-in.`);
      // cognito-local only decodes access tokens; Cognito also checks signature, expiry and sign-out.
      if (body.AccessToken !== undefined) sessions.accessTokenClaims(body.AccessToken);
      const written = ATTRIBUTE_WRITES[operation]?.(body) ?? [];
      if (written.some((name) => typeof name !== 'string' || !CLIENT_WRITABLE_ATTRIBUTES.includes(name))) {
        throw notAuthorized('A client attempted to write unauthorized attribute');
      }
    },
  };
}
