import { SIGN_UP_ATTRIBUTE_NAMES, type PreSignUpEvent } from '../../commerce/identity/triggers/pre-sign-up.ts';
import { CognitoServiceError, invalidParameter, notAuthorized, resourceNotFound } from './cognito-service-error.ts';
import type { CognitoLocalClient } from './cognito-local-client.ts';
import type { LocalPoolConfig } from './pool-config.ts';

export type PreSignUpTrigger = (event: PreSignUpEvent) => Promise<PreSignUpEvent>;

/**
 * SignUp as Cognito runs it with a Pre sign-up trigger: the trigger sees the request first and
 * may refuse it or confirm the user at once. cognito-local stores the user; it cannot call an
 * in-process trigger, so the wrapper runs it and applies its answer through the admin API.
 */
export function signUpOperation(dependencies: { pool: LocalPoolConfig; admin: CognitoLocalClient; preSignUp: PreSignUpTrigger }) {
  const { pool, admin, preSignUp } = dependencies;
  return async (body: Record<string, unknown>) => {
    if (body.ClientId !== pool.clientId) throw resourceNotFound(`User pool client ${String(body.ClientId)} does not exist.`);
    const username = typeof body.Username === 'string' ? body.Username : '';
    if (!username) throw invalidParameter('Username cannot be empty');
    const written = (Array.isArray(body.UserAttributes) ? body.UserAttributes : []) as { Name?: unknown; Value?: unknown }[];
    if (written.some((attribute) => typeof attribute.Name !== 'string' || !SIGN_UP_ATTRIBUTE_NAMES.includes(attribute.Name))) {
      throw notAuthorized('A client attempted to write unauthorized attribute');
    }
    const userAttributes = Object.fromEntries(written.map((attribute) => [String(attribute.Name), String(attribute.Value ?? '')]));

    let decision: PreSignUpEvent;
    try {
      decision = await preSignUp({
        version: '1',
        triggerSource: 'PreSignUp_SignUp',
        region: pool.region,
        userPoolId: pool.userPoolId,
        userName: username,
        callerContext: { awsSdkVersion: 'hearth-local-cognito', clientId: pool.clientId },
        request: { userAttributes, validationData: null, clientMetadata: (body.ClientMetadata ?? {}) as Record<string, string> },
        response: {},
      });
    } catch (error) {
      throw new CognitoServiceError('UserLambdaValidationException', `PreSignUp failed with error ${(error as Error).message}.`);
    }

    const created = await admin.call('SignUp', body);
    if (decision.response.autoConfirmUser) await admin.call('AdminConfirmSignUp', { UserPoolId: pool.userPoolId, Username: username });
    if (decision.response.autoVerifyEmail) {
      // cognito-local wants the email beside its verified flag.
      const emailAttributes = [
        { Name: 'email', Value: userAttributes.email ?? '' },
        { Name: 'email_verified', Value: 'true' },
      ];
      await admin.call('AdminUpdateUserAttributes', { UserPoolId: pool.userPoolId, Username: username, UserAttributes: emailAttributes });
    }
    return { UserConfirmed: decision.response.autoConfirmUser === true, UserSub: created.UserSub };
  };
}
