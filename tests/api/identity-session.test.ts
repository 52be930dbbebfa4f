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

  it('keeps a sign-in for 12 hours, not a month: the refresh token then expires and Amplify has no session', async () => {
    await signInWithEmailedCode(local.cognito, customer);
    const refreshToken = storedRefreshToken(storage)!;
    local.clock.advance(12 * HOUR - 1_000);
    expect((await refreshWith(refreshToken)).status).toBe(200);
    local.clock.advance(2_000);
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
    const devices = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.ListDevices`, { AccessToken: elsewhere.accessToken });
    expect(devices).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' } });

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

  it('checks the access token of a signed-in call: a live one passes, an expired one is refused', async () => {
    const session = await signInElsewhere();
    const listDevices = () => cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.ListDevices`, { AccessToken: session.accessToken });
    expect((await listDevices()).status).toBe(200);
    local.clock.advance(HOUR + 1_000);
    expect(await listDevices()).toMatchObject({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Access Token has expired' },
    });
  });
});
