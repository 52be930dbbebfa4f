import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureAmplify, memoryKeyValueStorage, signInWithEmailedCode } from '../fixtures/identity-amplify.ts';
import { cognitoWireCall, startTestCognito, testCustomer, type TestCognito } from '../fixtures/identity-local-cognito.ts';

const customer = testCustomer();
const IDENTITY_POOL = 'AWSCognitoIdentityService';
const IDENTITY_ID = /^eu-west-2:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let local: TestCognito;

beforeAll(async () => {
  local = await startTestCognito({ customers: [customer] });
  configureAmplify(local.cognito, memoryKeyValueStorage());
});

afterAll(async () => {
  await local?.dispose();
});

describe('identity pool (guest and signed-in credentials)', () => {
  it('gives a signed-out shopper guest credentials; signing in links that identity to the customer', async () => {
    const guest = await fetchAuthSession();
    expect(guest.tokens).toBeUndefined();
    expect(guest.identityId).toMatch(IDENTITY_ID);
    expect(guest.credentials?.accessKeyId).toMatch(/^ASIA[A-Z0-9]{16}$/);
    expect(guest.credentials?.secretAccessKey).toBeTruthy();
    expect(guest.credentials?.expiration?.getTime()).toBe(Math.floor(local.clock.now().getTime() / 1000) * 1000 + 3_600_000);

    await signInWithEmailedCode(local.cognito, customer);
    const signedIn = await fetchAuthSession();
    expect(signedIn.tokens?.idToken).toBeDefined();
    expect(signedIn.identityId).toBe(guest.identityId);
    expect(signedIn.credentials?.accessKeyId).not.toBe(guest.credentials?.accessKeyId);

    // Now the customer's, the identity no longer hands out guest credentials.
    const asGuest = await cognitoWireCall(local.cognito.url, `${IDENTITY_POOL}.GetCredentialsForIdentity`, {
      IdentityId: signedIn.identityId,
    });
    expect(asGuest).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });

    // The same login finds the same identity.
    const again = await cognitoWireCall(local.cognito.url, `${IDENTITY_POOL}.GetId`, {
      IdentityPoolId: local.cognito.identityPoolId,
      Logins: { [local.cognito.issuer.replace(/^http:\/\//, '')]: signedIn.tokens!.idToken!.toString() },
    });
    expect(again.body.IdentityId).toBe(signedIn.identityId);

    await signOut();
    const nextGuest = await fetchAuthSession();
    expect(nextGuest.tokens).toBeUndefined();
    expect(nextGuest.identityId).toMatch(IDENTITY_ID);
    expect(nextGuest.identityId).not.toBe(guest.identityId);
  });

  it('refuses logins that are not valid ID tokens of the pool', async () => {
    const provider = local.cognito.issuer.replace(/^http:\/\//, '');
    const forged = await cognitoWireCall(local.cognito.url, `${IDENTITY_POOL}.GetId`, {
      IdentityPoolId: local.cognito.identityPoolId,
      Logins: { [provider]: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    });
    expect(forged).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    const otherProvider = await cognitoWireCall(local.cognito.url, `${IDENTITY_POOL}.GetId`, {
      IdentityPoolId: local.cognito.identityPoolId,
      Logins: { 'accounts.google.com': 'token' },
    });
    expect(otherProvider).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    const otherPool = await cognitoWireCall(local.cognito.url, `${IDENTITY_POOL}.GetId`, {
      IdentityPoolId: 'eu-west-2:00000000-0000-4000-8000-000000000000',
    });
    expect(otherPool).toMatchObject({ status: 400, body: { __type: 'ResourceNotFoundException' } });
  });
});
