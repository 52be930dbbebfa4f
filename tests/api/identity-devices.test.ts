import { fetchAuthSession, fetchDevices, forgetDevice, rememberDevice, signOut } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureAmplify, memoryKeyValueStorage, signInWithEmailedCode } from '../fixtures/identity-amplify.ts';
import {
  cognitoWireCall,
  signInOverTheWire,
  startTestCognito,
  type TestCognito,
  testCustomer,
  USER_POOL_TARGET,
} from '../fixtures/identity-local-cognito.ts';

const customer = testCustomer();
const neighbour = testCustomer({ givenName: 'Charles', familyName: 'Babbage' });

let local: TestCognito;

beforeAll(async () => {
  local = await startTestCognito({ customers: [customer, neighbour] });
  configureAmplify(local.cognito, memoryKeyValueStorage());
});

afterEach(async () => {
  await signOut();
});

afterAll(async () => {
  await local?.dispose();
});

const rememberedStatus = (device: { attributes: Record<string, string> }) => device.attributes['dev:device_remembered_status'];
const deviceKeyInSession = async () => (await fetchAuthSession()).tokens?.accessToken.payload.device_key;

async function neighbourAccessToken(): Promise<string> {
  return (await signInOverTheWire(local.cognito, neighbour)).AccessToken;
}

describe('remembered devices (Amplify rememberDevice / fetchDevices / forgetDevice)', () => {
  it('tracks the device Amplify confirmed at sign-in, remembers it on request, knows it at the next sign-in, and forgets it', async () => {
    await signInWithEmailedCode(local.cognito, customer);
    const [tracked, ...others] = await fetchDevices();
    expect(others).toEqual([]);
    expect(tracked?.id).toMatch(/^eu-west-2_/);
    expect(tracked?.id).toBe(await deviceKeyInSession());
    expect(tracked?.name).toBe(navigator.userAgent);
    // The pool remembers devices only when the customer asks.
    expect(rememberedStatus(tracked!)).toBe('not_remembered');

    await rememberDevice();
    expect((await fetchDevices()).map((device) => [device.id, rememberedStatus(device)])).toEqual([[tracked!.id, 'remembered']]);

    // Signing in again from the same device presents its key: no new device.
    await signOut();
    await signInWithEmailedCode(local.cognito, customer);
    expect(await deviceKeyInSession()).toBe(tracked!.id);
    expect((await fetchDevices()).map((device) => device.id)).toEqual([tracked!.id]);

    await forgetDevice();
    expect(await fetchDevices()).toEqual([]);

    // Forgotten, the device is new to the pool at the next sign-in.
    await signOut();
    await signInWithEmailedCode(local.cognito, customer);
    const [fresh] = await fetchDevices();
    expect(fresh?.id).toBeTruthy();
    expect(fresh?.id).not.toBe(tracked!.id);
    await forgetDevice();
  });

  it("refuses to touch another customer's device", async () => {
    await signInWithEmailedCode(local.cognito, customer);
    const [mine] = await fetchDevices();
    const theirs = await neighbourAccessToken();
    for (const [operation, extra] of [
      ['UpdateDeviceStatus', { DeviceRememberedStatus: 'remembered' }],
      ['ForgetDevice', {}],
      ['GetDevice', {}],
    ] as const) {
      const reply = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.${operation}`, {
        AccessToken: theirs,
        DeviceKey: mine!.id,
        ...extra,
      });
      expect(reply, operation).toMatchObject({
        status: 400,
        body: { __type: 'ResourceNotFoundException', message: 'Device does not exist.' },
      });
    }
    expect((await fetchDevices()).map((device) => device.id)).toEqual([mine!.id]);
    await forgetDevice();
  });

  it('needs a valid access token to list devices', async () => {
    const reply = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.ListDevices`, {
      AccessToken: 'forged.token.value',
      Limit: 60,
    });
    expect(reply).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  });
});
