import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidIdTokenError, type IdTokenVerifier } from '../../commerce/identity/id-token.ts';
import { configureAmplify, memoryKeyValueStorage, signInWithEmailedCode, storedRefreshToken } from '../fixtures/identity-amplify.ts';
import {
  cognitoWireCall,
  jwtPayload,
  localIdTokenVerifier,
  signInOverTheWire,
  startTestCognito,
  type TestCognito,
  testCustomer,
  USER_POOL_TARGET,
} from '../fixtures/identity-local-cognito.ts';

const customer = testCustomer({ givenName: 'Grace', familyName: 'Hopper' });
const HOUR = 3_600_000;

let local: TestCognito;
let verifier: IdTokenVerifier;
const storage = memoryKeyValueStorage();

beforeAll(async () => {
  local = await startTestCognito({ customers: [customer] });
  configureAmplify(local.cognito, storage);
  verifier = localIdTokenVerifier(local);
});

afterEach(async () => {
  await signOut();
});

afterAll(async () => {
  await local?.dispose();
});

const refreshWith = (refreshToken: string) =>
  cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.GetTokensFromRefreshToken`, {
    ClientId: local.cognito.clientId,
    RefreshToken: refreshToken,
  });

/** A second session of the same customer, as from another browser. */
async function signInElsewhere(): Promise<{ refreshToken: string; accessToken: string }> {
  const result = await signInOverTheWire(local.cognito, customer);
  return { refreshToken: result.RefreshToken, accessToken: result.AccessToken };
}

describe('token refresh', () => {
  it('refreshes an expired ID token through Amplify, keeping the session and the customer', async () => {
    await signInWithEmailedCode(local.cognito, customer);
    const before = (await fetchAuthSession()).tokens!.idToken!.toString();
    expect((await verifier.verify(before)).customerId).toBe(customer.customerId);

    local.clock.advance(HOUR + 60_000);
    await expect(verifier.verify(before)).rejects.toBeInstanceOf(InvalidIdTokenError);

    const refreshed = await fetchAuthSession({ forceRefresh: true });
    const after = refreshed.tokens?.idToken?.toString();
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await verifier.verify(after!)).toMatchObject({
      customerId: customer.customerId,
      tenantId: 'hearth',
      salesChannelId: 'uk-web',
      email: customer.email,
    });
    const [old, fresh] = [jwtPayload(before), jwtPayload(after!)];
    expect(fresh.origin_jti).toBe(old.origin_jti);
    expect(fresh.auth_time).toBe(old.auth_time);
    expect(fresh.exp).toBe(Math.floor(local.clock.now().getTime() / 1000) + 3600);
  });

  it('also refreshes through InitiateAuth with REFRESH_TOKEN_AUTH', async () => {
    await signInWithEmailedCode(local.cognito, customer);
    const refreshToken = storedRefreshToken(storage)!;
    const reply = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.InitiateAuth`, {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: local.cognito.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    expect(reply.status).toBe(200);
    expect(await verifier.verify(reply.body.AuthenticationResult.IdToken)).toMatchObject({ customerId: customer.customerId });
    // Without rotation configured, the refresh token stays the same and is not sent again.
    expect(reply.body.AuthenticationResult.RefreshToken).toBeUndefined();
  });

  it('refuses a refresh token past its 30 days; Amplify then has no session', async () => {
    await signInWithEmailedCode(local.cognito, customer);
    const refreshToken = storedRefreshToken(storage)!;
    local.clock.advance(30 * 24 * HOUR + 1_000);
    expect(await refreshWith(refreshToken)).toMatchObject({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has expired' },
    });
    expect((await fetchAuthSession({ forceRefresh: true })).tokens).toBeUndefined();
  });

  it('refuses a refresh token it never issued', async () => {
    expect(await refreshWith('not-a-refresh-token')).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  });
});

describe('signing out', () => {
  it('global sign-out revokes every refresh token of the customer and their access tokens', async () => {
    await signInWithEmailedCode(local.cognito, customer);
    const here = storedRefreshToken(storage)!;
    const amplifyState = new Map(storage.entries);
    const elsewhere = await signInElsewhere();
    expect((await refreshWith(here)).status).toBe(200);
    expect((await refreshWith(elsewhere.refreshToken)).status).toBe(200);

    await signOut({ global: true });

    expect(await refreshWith(here)).toMatchObject({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
    });
    expect(await refreshWith(elsewhere.refreshToken)).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    const getUser = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.GetUser`, { AccessToken: elsewhere.accessToken });
    expect(getUser).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' } });

    // Even with its old tokens put back, Amplify's own refresh fails and it has no session.
    for (const [key, value] of amplifyState) storage.entries.set(key, value);
    expect((await fetchAuthSession({ forceRefresh: true })).tokens).toBeUndefined();
  });

  it('sign-out on this device revokes only this session', async () => {
    await signInWithEmailedCode(local.cognito, customer);
    const here = storedRefreshToken(storage)!;
    const elsewhere = await signInElsewhere();

    await signOut();

    expect(await refreshWith(here)).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    expect((await refreshWith(elsewhere.refreshToken)).status).toBe(200);
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });

  it('lets forwarded calls through with a live access token (GetUser goes to cognito-local)', async () => {
    const session = await signInElsewhere();
    const getUser = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.GetUser`, { AccessToken: session.accessToken });
    expect(getUser.status).toBe(200);
    expect(getUser.body.Username).toBe(customer.username);
    local.clock.advance(HOUR + 1_000);
    const expired = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.GetUser`, { AccessToken: session.accessToken });
    expect(expired).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Access Token has expired' } });
  });

  it('does not let the customer rewrite their custom attributes', async () => {
    const session = await signInElsewhere();
    const update = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.UpdateUserAttributes`, {
      AccessToken: session.accessToken,
      UserAttributes: [{ Name: 'custom:customer_id', Value: 'someone-else' }],
    });
    expect(update).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    const rename = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.UpdateUserAttributes`, {
      AccessToken: session.accessToken,
      UserAttributes: [{ Name: 'given_name', Value: 'Amazing Grace' }],
    });
    expect(rename.status).toBe(200);
    const refreshed = await refreshWith(session.refreshToken);
    expect(jwtPayload(refreshed.body.AuthenticationResult.IdToken)).toMatchObject({
      given_name: 'Amazing Grace',
      'custom:customer_id': customer.customerId,
    });
  });
});
