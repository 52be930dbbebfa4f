import type { AttemptLimiter } from '../../commerce/identity/triggers/sign-in-limits.ts';
import { rateLimitedMessage } from '../../commerce/identity/triggers/sign-in-limits.ts';
import type { CognitoLocalAddress } from './cognito-local-client.ts';
import { CognitoServiceError, invalidParameter } from './cognito-service-error.ts';
import type { customAuthFlow } from './custom-auth-flow.ts';
import type { identityPool } from './identity-pool.ts';
import type { LocalPoolConfig } from './pool-config.ts';
import type { SessionOperations } from './session-operations.ts';
import { deviceOnTheWire, type TrackedDevices } from './tracked-devices.ts';
import type { OperationHandler, WrapperRoutes } from './wrapper-server.ts';

const USER_POOL = 'AWSCognitoIdentityProviderService';
const IDENTITY_POOL = 'AWSCognitoIdentityService';

export interface WrapperRouteDependencies {
  pool: LocalPoolConfig;
  issuer: string;
  cognitoLocal: CognitoLocalAddress;
  customAuth: ReturnType<typeof customAuthFlow>;
  sessions: SessionOperations;
  devices: TrackedDevices;
  identities: ReturnType<typeof identityPool>;
  /** SignUp, with the Pre sign-up trigger (sign-up.ts). */
  signUp: OperationHandler;
  /** Sign-in codes asked for per IP address (the trigger counts per user; Cognito tells it no IP it can trust). */
  codesPerIp: AttemptLimiter;
  /** Sign-ups per IP address, for the same reason counted here and not in the Pre sign-up trigger. */
  signUpsPerIp: AttemptLimiter;
  now: () => Date;
}

/**
 * The Cognito operations a browser may call on the local pool: exactly the ones the shop's
 * browser code makes (aws-amplify's sign-up, custom-challenge sign-in, token refresh, sign-out,
 * device tracking, and the identity pool's guest credentials), each answered here. Everything
 * else is refused with AccessDeniedException: password sign-in, ForgotPassword and
 * ConfirmForgotPassword (customers never have a password they know; a reset would only mail a
 * second kind of code), ChangePassword, the attribute calls (the shop keeps names and contact
 * details in its own records), ListUsers and Admin* (cognito-local takes no credentials for
 * those). The server reaches cognito-local directly (`adminUrl` with `adminHeaders`: loopback
 * only, with a key each run makes, never with an Origin) for what it needs.
 */
export function wrapperRoutes(dependencies: WrapperRouteDependencies): WrapperRoutes {
  const { pool, customAuth, sessions, devices, identities, now } = dependencies;
  const userOf = (body: Record<string, unknown>) => sessions.accessTokenClaims(body.AccessToken).username;

  const limited = async (limiter: AttemptLimiter, ip: string) => {
    const allowed = await limiter.consume(ip);
    if (!allowed.allowed) throw new CognitoServiceError('TooManyRequestsException', rateLimitedMessage(allowed.retryAfterSeconds));
  };

  const operations: Record<string, OperationHandler> = {
    SignUp: async (body, context) => {
      await limited(dependencies.signUpsPerIp, context.ip);
      return dependencies.signUp(body, context);
    },
    InitiateAuth: async (body, { ip }) => {
      if (body.AuthFlow === 'CUSTOM_AUTH') {
        await limited(dependencies.codesPerIp, ip);
        return customAuth.initiate(body);
      }
      if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
        const parameters = (body.AuthParameters ?? {}) as Record<string, unknown>;
        return {
          AuthenticationResult: await sessions.refresh({ clientId: body.ClientId, refreshToken: parameters.REFRESH_TOKEN }),
          ChallengeParameters: {},
        };
      }
      // The app client allows only these flows (ExplicitAuthFlows): no password, no SRP.
      throw invalidParameter(`${String(body.AuthFlow)} flow not enabled for this client`);
    },
    RespondToAuthChallenge: (body) => {
      if (body.ChallengeName !== 'CUSTOM_CHALLENGE')
        throw invalidParameter(`Challenge ${String(body.ChallengeName)} is not part of this pool's sign-in.`);
      return customAuth.respond(body);
    },
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
    cognitoLocal: dependencies.cognitoLocal,
    operations: new Map<string, OperationHandler>([
      ...Object.entries(operations).map(([name, handler]): [string, OperationHandler] => [`${USER_POOL}.${name}`, handler]),
      [`${IDENTITY_POOL}.GetId`, (body) => identities.getId(body)],
      [`${IDENTITY_POOL}.GetCredentialsForIdentity`, (body) => identities.getCredentialsForIdentity(body)],
    ]),
    documents: new Map([
      [
        `/${pool.userPoolId}/.well-known/openid-configuration`,
        () => ({
          issuer: dependencies.issuer,
          jwks_uri: `${dependencies.issuer}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
        }),
      ],
    ]),
    // The pool's keys, which the shop's token check fetches from the issuer.
    forwardedDocuments: [`/${pool.userPoolId}/.well-known/jwks.json`],
  };
}
