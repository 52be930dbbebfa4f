import { randomUUID } from 'node:crypto';
import { signUp } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerDirectory } from '../../commerce/identity/triggers/customer-directory.ts';
import { SIGN_UP_REFUSED } from '../../commerce/identity/triggers/pre-sign-up.ts';
import type { CustomerMatch } from '../../src/lib/commerce/customers.ts';
import { currentCustomer, signedInTransport, signOut } from '../../src/lib/identity/session.ts';
import { answerSignInChallenge, startSignIn, type CustomerLookup } from '../../src/lib/identity/sign-in.ts';
import { configureAmplify, memoryKeyValueStorage } from '../fixtures/identity-amplify.ts';
import { cognitoWireCall, latestSignInCode, startTestCognito, type TestCognito } from '../fixtures/identity-local-cognito.ts';

const channel = { tenant: 'hearth', salesChannel: 'uk-web' };

/** A customer in the shop's records: the email look-up answers only `match`, the triggers read the rest. */
interface ShopCustomer {
  match: CustomerMatch;
  email: string;
  firstName: string;
}

/** The shop's customers, as both the storefront's lookup and the Pre sign-up trigger see them. */
const shopCustomers = new Map<string, ShopCustomer>();
const directory: CustomerDirectory = {
  async findCustomer({ tenantId, salesChannelId, customerId }) {
    const customer = [...shopCustomers.values()].find((c) => c.match.id === customerId);
    return customer && tenantId === channel.tenant && salesChannelId === customer.match.salesChannel
      ? { email: customer.email, firstName: customer.firstName }
      : null;
  },
};
const lookupCustomer: CustomerLookup = async (email) => shopCustomers.get(email)?.match ?? null;

function shopCustomer(): ShopCustomer {
  const customer: ShopCustomer = {
    match: { id: randomUUID(), salesChannel: 'uk-web' },
    email: `rowan.${randomUUID().slice(0, 8)}@example.co.uk`,
    firstName: 'Rowan',
  };
  shopCustomers.set(customer.email, customer);
  return customer;
}

let local: TestCognito;
const storage = memoryKeyValueStorage();

beforeAll(async () => {
  local = await startTestCognito({ customerDirectory: directory });
  configureAmplify(local.cognito, storage);
});

afterEach(async () => {
  await signOut();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await local?.dispose();
});

async function signInFully(customer: ShopCustomer) {
  const start = await startSignIn(customer.email, { lookupCustomer, channel });
  expect(start.kind).toBe('codeSent');
  return answerSignInChallenge(latestSignInCode(local.cognito, customer.email));
}

describe('starting a sign-in (the email, then the code)', () => {
  it('answers apiError when the customer lookup fails, and empty when no customer matches', async () => {
    expect(await startSignIn('a@example.co.uk', { lookupCustomer: async () => 'error', channel })).toEqual({
      kind: 'apiError',
      customer: null,
    });
    expect(await startSignIn('nobody@example.co.uk', { lookupCustomer, channel })).toEqual({ kind: 'noCustomer' });
  });

  it('looks the customer up by the lower-cased email', async () => {
    const customer = shopCustomer();
    const lookup = vi.fn(lookupCustomer);
    await startSignIn(`  ${customer.email.toUpperCase()} `, { lookupCustomer: lookup, channel });
    expect(lookup).toHaveBeenCalledWith(customer.email);
  });

  it('signs a first-time customer up as channel + id with the customer attributes and a random prefixed password, then mails a code', async () => {
    const customer = shopCustomer();
    const bytes = vi.fn((length: number) => new Uint8Array(length).fill(171));
    const start = await startSignIn(customer.email, { lookupCustomer, channel, randomBytes: bytes });
    expect(start).toMatchObject({ kind: 'codeSent', codeDigits: 6, attemptsLeft: 3 });
    expect(bytes).toHaveBeenCalledWith(30);
    expect(local.cognito.mailbox.lastMessageTo(customer.email)?.text).toMatch(/\b\d{6}\b/);

    // The look-up no longer names the customer, so the sign-up leaves the names out; the code
    // mail greets nobody by name.
    expect(local.cognito.mailbox.lastMessageTo(customer.email)?.text.split('\n')[0]).toBe('Hello,');

    expect(await answerSignInChallenge(latestSignInCode(local.cognito, customer.email))).toEqual({ kind: 'signedIn' });
    expect(await currentCustomer()).toMatchObject({ customerId: customer.match.id, email: customer.email, givenName: '', familyName: '' });
  });

  it('copes with a customer registered on an unfinished visit, and with one registered before', async () => {
    const customer = shopCustomer();
    await startSignIn(customer.email, { lookupCustomer, channel });
    // The first visit never answered; the user exists, so the next sign-up answers UsernameExists.
    expect(await signInFully(customer)).toEqual({ kind: 'signedIn' });
    await signOut();
    expect(await signInFully(customer)).toEqual({ kind: 'signedIn' });
  });

  it("maps an identity error naming 'The following identities' to apiError with the customer", async () => {
    const linked = await startTestCognito({
      customerDirectory: directory,
      preSignUp: async () => {
        throw new Error('The following identities are already linked to a user');
      },
    });
    try {
      configureAmplify(linked.cognito, memoryKeyValueStorage());
      const customer = shopCustomer();
      expect(await startSignIn(customer.email, { lookupCustomer, channel })).toEqual({ kind: 'apiError', customer: customer.match });
    } finally {
      configureAmplify(local.cognito, storage);
      await linked.dispose();
    }
  });

  it('answers failed, with the customer and no user, for any other identity error', async () => {
    const customer = shopCustomer();
    directoryMiss(customer);
    const start = await startSignIn(customer.email, { lookupCustomer, channel });
    expect(start).toMatchObject({
      kind: 'failed',
      customer: customer.match,
      user: null,
      message: `PreSignUp failed with error ${SIGN_UP_REFUSED}.`,
    });
  });

  it('asks the pool to sign up only a first-time customer: a registered one costs one call and runs no Pre sign-up', async () => {
    const customer = shopCustomer();
    const calls = cognitoCalls();
    expect(await signInFully(customer)).toEqual({ kind: 'signedIn' });
    // First time: refused as unknown, signed up, started again.
    expect(calls.targets().filter((target) => /\.(SignUp|InitiateAuth)$/.test(target))).toEqual([
      'AWSCognitoIdentityProviderService.InitiateAuth',
      'AWSCognitoIdentityProviderService.SignUp',
      'AWSCognitoIdentityProviderService.InitiateAuth',
    ]);
    await signOut();
    calls.clear();
    const findCustomer = vi.spyOn(directory, 'findCustomer');
    expect(await signInFully(customer)).toEqual({ kind: 'signedIn' });
    expect(calls.targets().filter((target) => /\.(SignUp|InitiateAuth)$/.test(target))).toEqual([
      'AWSCognitoIdentityProviderService.InitiateAuth',
    ]);
    // Once, for the greeting of the code mail; Pre sign-up would have asked too.
    expect(findCustomer).toHaveBeenCalledTimes(1);
  });

  it('keeps a disabled or otherwise refused registered customer refused: no second sign-up hides it', async () => {
    const customer = shopCustomer();
    expect(await signInFully(customer)).toEqual({ kind: 'signedIn' });
    await signOut();
    await disableUser(`uk-web${customer.match.id}`);
    expect(await startSignIn(customer.email, { lookupCustomer, channel })).toMatchObject({
      kind: 'failed',
      customer: customer.match,
      message: 'User is disabled.',
    });
  });
});

/** The Cognito operations Amplify calls on the pool from here on, by X-Amz-Target (not the wrapper's own calls to cognito-local). */
function cognitoCalls() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const toThePool = (input: Parameters<typeof fetch>[0]) =>
    new URL(input instanceof Request ? input.url : input).origin === new URL(local.cognito.url).origin;
  return {
    targets: () =>
      fetchSpy.mock.calls
        .filter(([input]) => toThePool(input))
        .map(([, init]) => new Headers(init?.headers).get('x-amz-target') ?? '')
        .filter(Boolean),
    clear: () => fetchSpy.mockClear(),
  };
}

async function disableUser(username: string) {
  const reply = await cognitoWireCall(
    local.cognito.adminUrl,
    'AWSCognitoIdentityProviderService.AdminDisableUser',
    {
      UserPoolId: local.cognito.userPoolId,
      Username: username,
    },
    local.cognito.adminHeaders,
  );
  expect(reply.status).toBe(200);
}

/** The storefront found the customer, but the shop's directory (as the trigger sees it) no longer has them. */
function directoryMiss(customer: ShopCustomer) {
  vi.spyOn(directory, 'findCustomer').mockImplementation(async ({ customerId }) =>
    customerId === customer.match.id ? null : { email: 'x@example.co.uk', firstName: 'X' },
  );
}

describe('the Pre sign-up trigger only lets a customer sign up as themselves', () => {
  const attributes = (customer: ShopCustomer, email = customer.email) => ({
    email,
    'custom:customer_id': customer.match.id,
    'custom:tenant_id': 'hearth',
    'custom:sales_channel': 'uk-web',
  });
  const refused = { name: 'UserLambdaValidationException', message: `PreSignUp failed with error ${SIGN_UP_REFUSED}.` };

  it("refuses another customer's id with someone else's email", async () => {
    const victim = shopCustomer();
    await expect(
      signUp({
        username: `uk-web${victim.match.id}`,
        password: `Hh1!${'ab'.repeat(30)}`,
        options: { userAttributes: attributes(victim, 'attacker@example.co.uk') },
      }),
    ).rejects.toMatchObject(refused);
  });

  it('refuses a username that is not the channel joined to the customer id, in the same words', async () => {
    const customer = shopCustomer();
    await expect(
      signUp({ username: 'uk-webanother', password: `Hh1!${'ab'.repeat(30)}`, options: { userAttributes: attributes(customer) } }),
    ).rejects.toMatchObject(refused);
  });

  it('refuses a customer id the shop does not have, in the same words', async () => {
    const stranger = { ...shopCustomer(), match: { id: randomUUID(), salesChannel: 'uk-web' } };
    await expect(
      signUp({
        username: `uk-web${stranger.match.id}`,
        password: `Hh1!${'ab'.repeat(30)}`,
        options: { userAttributes: attributes(stranger) },
      }),
    ).rejects.toMatchObject(refused);
  });
});

describe('answering the code', () => {
  it('a wrong code asks again with one try fewer; the third wrong code ends the sign-in', async () => {
    const customer = shopCustomer();
    await startSignIn(customer.email, { lookupCustomer, channel });
    const code = latestSignInCode(local.cognito, customer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await answerSignInChallenge(wrong)).toEqual({ kind: 'wrongCode', attemptsLeft: 2 });
    expect(await answerSignInChallenge(wrong)).toEqual({ kind: 'wrongCode', attemptsLeft: 1 });
    expect(await answerSignInChallenge(wrong)).toMatchObject({ kind: 'failed' });
    expect(await currentCustomer()).toBeNull();
  });

  it('an expired code ends the sign-in even when it is right', async () => {
    const customer = shopCustomer();
    await startSignIn(customer.email, { lookupCustomer, channel });
    const code = latestSignInCode(local.cognito, customer.email);
    local.clock.advance(10 * 60_000 + 1);
    expect(await answerSignInChallenge(code)).toMatchObject({ kind: 'failed' });
    expect(await currentCustomer()).toBeNull();
  });

  it('an empty answer is refused before it reaches the identity service', async () => {
    expect(await answerSignInChallenge('  ')).toEqual({ kind: 'failed', message: 'Challenge response cannot be empty' });
  });
});

describe('the signed-in session', () => {
  it('gives a transport with the ID token and an empty API key; sign-out ends it', async () => {
    const customer = shopCustomer();
    await signInFully(customer);
    const transport = await signedInTransport();
    expect(transport).toMatchObject({ apiKey: '' });
    const payload = JSON.parse(Buffer.from(transport!.idToken!.split('.')[1]!, 'base64url').toString()) as Record<string, string>;
    expect(payload['custom:customer_id']).toBe(customer.match.id);

    await signOut();
    expect(await signedInTransport()).toBeNull();
  });

  it('global sign-out also ends the session elsewhere', async () => {
    const customer = shopCustomer();
    await signInFully(customer);
    const refreshKey = [...storage.entries.keys()].find((key) => key.endsWith('.refreshToken'))!;
    const refreshToken = storage.entries.get(refreshKey)!;
    await signOut({ global: true });
    const reply = await fetch(local.cognito.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: local.cognito.clientId, RefreshToken: refreshToken }),
    });
    expect(reply.status).toBe(400);
  });

  it('only logs a sign-out that fails, and gives up on one that hangs with Signout timeout fail', async () => {
    const customer = shopCustomer();
    await signInFully(customer);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signOut({ global: true }, 0);
    expect(logged).toHaveBeenCalledWith('Sign-out failed.', expect.objectContaining({ message: 'Signout timeout fail' }));
  });
});
