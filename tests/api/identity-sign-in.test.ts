import { confirmSignIn, fetchAuthSession, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { IdTokenVerifier } from '../../commerce/identity/id-token.ts';
import { configureAmplify, memoryKeyValueStorage } from '../fixtures/identity-amplify.ts';
import {
  cognitoWireCall,
  customerDirectoryOf,
  jwtPayload,
  latestSignInCode,
  localIdTokenVerifier,
  startTestCognito,
  type TestCognito,
  testCustomer,
  USER_POOL_TARGET,
} from '../fixtures/identity-local-cognito.ts';

const customer = testCustomer({ givenName: 'Ada', familyName: 'Lovelace' });

let local: TestCognito;
let verifier: IdTokenVerifier;

beforeAll(async () => {
  local = await startTestCognito({ customers: [customer], customerDirectory: customerDirectoryOf([customer]) });
  configureAmplify(local.cognito, memoryKeyValueStorage());
  verifier = localIdTokenVerifier(local);
});

afterEach(async () => {
  await signOut();
});

afterAll(async () => {
  await local?.dispose();
});

async function startSignIn() {
  const mailsBefore = local.cognito.mailbox.messages().length;
  const started = await signIn({ username: customer.username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
  expect(started.isSignedIn).toBe(false);
  expect(started.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
  expect(local.cognito.mailbox.messages()).toHaveLength(mailsBefore + 1);
  return { started, code: latestSignInCode(local.cognito, customer.email) };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signing in with an emailed code (Amplify v6, CUSTOM_WITHOUT_SRP)', () => {
  it('emails a six-digit code, signs in with it, and the ID token names the customer', async () => {
    const { started, code } = await startSignIn();
    const mail = local.cognito.mailbox.lastMessageTo(customer.email);
    expect(mail?.subject).toBe('Your Hearth sign-in code');
    expect(mail?.text.split('\n')[0]).toBe('Hello,');
    // The client learns how to ask for the code, never the code itself.
    const info = started.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' ? started.nextStep.additionalInfo : undefined;
    expect(info).toMatchObject({ codeDigits: '6', attemptsLeft: '3', USERNAME: customer.username });
    expect(JSON.stringify(info)).not.toContain(code);

    const confirmed = await confirmSignIn({ challengeResponse: code });
    expect(confirmed).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await getCurrentUser()).username).toBe(customer.username);

    const session = await fetchAuthSession();
    const idToken = session.tokens?.idToken?.toString();
    expect(idToken).toBeTruthy();
    expect(await verifier.verify(idToken!)).toEqual({
      subject: jwtPayload(idToken!).sub,
      username: customer.username,
      customerId: customer.customerId,
      tenantId: customer.tenantId,
      salesChannelId: customer.salesChannelId,
      groups: [],
      issuedAt: new Date(jwtPayload(idToken!).iat * 1000),
    });
    expect(session.tokens?.idToken?.payload).toMatchObject({
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: customer.email,
      'custom:customer_id': customer.customerId,
      'custom:tenant_id': customer.tenantId,
      'custom:sales_channel': customer.salesChannelId,
      iss: local.cognito.issuer,
      aud: local.cognito.clientId,
      token_use: 'id',
    });
    expect(session.tokens?.accessToken.payload).toMatchObject({
      token_use: 'access',
      client_id: local.cognito.clientId,
      username: customer.username,
    });
  });

  it('asks again after a wrong code, with one try fewer, and the right code still signs in', async () => {
    const { code } = await startSignIn();
    const retry = await confirmSignIn({ challengeResponse: wrongCode(code) });
    expect(retry.isSignedIn).toBe(false);
    expect(retry.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    expect(retry.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' && retry.nextStep.additionalInfo?.attemptsLeft).toBe('2');
    // A retry asks for the code already sent; no second email.
    expect(local.cognito.mailbox.lastMessageTo(customer.email)?.text).toContain(code);

    const confirmed = await confirmSignIn({ challengeResponse: code });
    expect(confirmed.isSignedIn).toBe(true);
  });

  it('ends the sign-in at the third wrong code', async () => {
    const { code } = await startSignIn();
    expect((await confirmSignIn({ challengeResponse: wrongCode(code) })).isSignedIn).toBe(false);
    expect((await confirmSignIn({ challengeResponse: wrongCode(code) })).isSignedIn).toBe(false);
    await expect(confirmSignIn({ challengeResponse: wrongCode(code) })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });

  it('refuses a code once ten minutes have passed, even the right one', async () => {
    const { code } = await startSignIn();
    local.clock.advance(10 * 60_000 + 1_000);
    await expect(confirmSignIn({ challengeResponse: code })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });

  it('accepts the code just before it expires', async () => {
    const { code } = await startSignIn();
    local.clock.advance(10 * 60_000 - 1_000);
    expect((await confirmSignIn({ challengeResponse: code })).isSignedIn).toBe(true);
  });

  it('sends a new code for each new sign-in', async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    expect(local.cognito.mailbox.messages().length).toBeGreaterThanOrEqual(2);
    // The earlier code belongs to the abandoned sign-in (1 in a million they coincide).
    if (first.code !== second.code) {
      expect((await confirmSignIn({ challengeResponse: first.code })).isSignedIn).toBe(false);
    }
    expect((await confirmSignIn({ challengeResponse: second.code })).isSignedIn).toBe(true);
  });
});

describe('the custom-auth wire protocol', () => {
  const initiate = () =>
    cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.InitiateAuth`, {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: local.cognito.clientId,
      AuthParameters: { USERNAME: customer.username },
    });
  const respond = (session: string, answer: string) =>
    cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.RespondToAuthChallenge`, {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: local.cognito.clientId,
      Session: session,
      ChallengeResponses: { USERNAME: customer.username, ANSWER: answer },
    });

  it('uses each Session once: a replayed step is refused', async () => {
    const started = await initiate();
    expect(started.status).toBe(200);
    const code = latestSignInCode(local.cognito, customer.email);
    const wrong = await respond(started.body.Session, wrongCode(code));
    expect(wrong.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(wrong.body.Session).not.toBe(started.body.Session);

    const replayed = await respond(started.body.Session, code);
    expect(replayed).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  });

  it('keeps the code out of every reply and issues tokens, a refresh token and a device key', async () => {
    const started = await initiate();
    const code = latestSignInCode(local.cognito, customer.email);
    expect(JSON.stringify(started.body)).not.toContain(code);
    const done = await respond(started.body.Session, code);
    expect(done.status).toBe(200);
    expect(done.body.AuthenticationResult).toMatchObject({
      TokenType: 'Bearer',
      ExpiresIn: 3600,
      IdToken: expect.any(String),
      AccessToken: expect.any(String),
      RefreshToken: expect.any(String),
      NewDeviceMetadata: { DeviceKey: expect.stringMatching(/^eu-west-2_/), DeviceGroupKey: expect.any(String) },
    });
    const idClaims = jwtPayload(done.body.AuthenticationResult.IdToken);
    const accessClaims = jwtPayload(done.body.AuthenticationResult.AccessToken);
    expect(accessClaims.origin_jti).toBe(idClaims.origin_jti);
    expect(accessClaims.device_key).toBe(done.body.AuthenticationResult.NewDeviceMetadata.DeviceKey);
  });

  it('refuses an unknown username at once, with no challenge and no mail (the browser then signs the customer up)', async () => {
    const mails = local.cognito.mailbox.messages().length;
    const started = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.InitiateAuth`, {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: local.cognito.clientId,
      AuthParameters: { USERNAME: 'uk-webnobody' },
    });
    expect(started).toEqual({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } });
    expect(local.cognito.mailbox.messages()).toHaveLength(mails);
  });

  it('refuses auth flows the app client does not allow, and other clients', async () => {
    const password = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.InitiateAuth`, {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: local.cognito.clientId,
      AuthParameters: { USERNAME: customer.username, PASSWORD: 'whatever' },
    });
    expect(password).toMatchObject({ status: 400, body: { __type: 'InvalidParameterException' } });
    const otherClient = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.InitiateAuth`, {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: 'someoneelsesclient',
      AuthParameters: { USERNAME: customer.username },
    });
    expect(otherClient).toMatchObject({ status: 400, body: { __type: 'ResourceNotFoundException' } });
  });

  it('logs sign-in mail to the server log, as a developer reads it locally', async () => {
    await initiate();
    const code = latestSignInCode(local.cognito, customer.email);
    expect(local.logLines.some((line) => line.includes('[dev-mailbox]') && line.includes(customer.email) && line.includes(code))).toBe(
      true,
    );
  });
});
