import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memorySignInLimits } from '../../commerce/identity/triggers/memory-attempt-limiter.ts';
import { sharedAttemptLimiter, sharedSignInLimits } from '../../commerce/identity/triggers/shared-sign-in-limits.ts';
import { SIGN_UP_REFUSED } from '../../commerce/identity/triggers/pre-sign-up.ts';
import {
  CODES_PER_IP,
  CODES_PER_USER,
  REFUSED_SIGN_UPS_PER_USER_EMAIL,
  SIGN_UPS_PER_IP,
  WRONG_CODES_PER_USER,
} from '../../commerce/identity/triggers/sign-in-limits.ts';
import { retryAfterSecondsOf } from '../../src/lib/identity/identity-errors.ts';
import { answerSignInChallenge, startSignIn, type CustomerLookup } from '../../src/lib/identity/sign-in.ts';
import { signOut } from '../../src/lib/identity/session.ts';
import { signInStartProblem, challengeProblem } from '../../src/lib/identity/sign-in-text.ts';
import { backends, useShop } from '../fixtures/api-fixture.ts';
import { configureAmplify, memoryKeyValueStorage } from '../fixtures/identity-amplify.ts';
import {
  cognitoWireCall,
  customerDirectoryOf,
  latestSignInCode,
  signInOverTheWire,
  startTestCognito,
  type TestCognito,
  testCustomer,
  USER_POOL_TARGET,
} from '../fixtures/identity-local-cognito.ts';

/*
 * 40 sign-in code requests for one user in 0.6 s mailed 40 codes (a mail bomb), and at
 * three tries a code the six digits fell in about 1.3 M requests. These replay the burst against
 * local Cognito running our triggers, on its hand-moved clock, and read the dev mailbox for what
 * was really sent.
 */

const MINUTE = 60_000;

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function wire(local: TestCognito) {
  const initiate = (username: string) =>
    cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.InitiateAuth`, {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: local.cognito.clientId,
      AuthParameters: { USERNAME: username },
    });
  const respond = (username: string, session: string, answer: string) =>
    cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.RespondToAuthChallenge`, {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: local.cognito.clientId,
      Session: session,
      ChallengeResponses: { USERNAME: username, ANSWER: answer },
    });
  const mailsTo = (email: string) => local.cognito.mailbox.messagesTo(email).length;
  return { initiate, respond, mailsTo };
}

describe('codes per user', () => {
  const ada = testCustomer();
  let local: TestCognito;

  beforeEach(async () => {
    local = await startTestCognito({ customers: [ada], customerDirectory: customerDirectoryOf([ada]) });
  });
  afterEach(async () => {
    await local?.dispose();
  });

  it('mails 5 codes of a burst of 40 for one user, refusing the rest with how long to wait', async () => {
    const { initiate, mailsTo } = wire(local);
    // 40 at once: the per-IP limit (20) is not what stops them, so its own test is below.
    const replies = await Promise.all(Array.from({ length: 40 }, () => initiate(ada.username)));
    const started = replies.filter((reply) => reply.status === 200);
    expect(started).toHaveLength(CODES_PER_USER.points);
    expect(mailsTo(ada.email)).toBe(CODES_PER_USER.points);
    const perUser = replies.filter((reply) => reply.body.__type === 'UserLambdaValidationException');
    expect(perUser.length).toBeGreaterThan(0);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/RATE_LIMITED: too many sign-in attempts; retry after 900 seconds/);
    }
  });

  it('counts a window of 15 minutes: the 6th is refused until it ends, and a code is mailed again after', async () => {
    const { initiate, mailsTo } = wire(local);
    for (let i = 0; i < 5; i += 1) expect((await initiate(ada.username)).status).toBe(200);
    local.clock.advance(10 * MINUTE);
    const refused = await initiate(ada.username);
    expect(refused.body).toEqual({
      __type: 'UserLambdaValidationException',
      message: 'CreateAuthChallenge failed with error RATE_LIMITED: too many sign-in attempts; retry after 300 seconds.',
    });
    expect(retryAfterSecondsOf({ name: refused.body.__type, message: refused.body.message })).toBe(300);
    expect(mailsTo(ada.email)).toBe(5);
    local.clock.advance(5 * MINUTE);
    expect((await initiate(ada.username)).status).toBe(200);
    expect(mailsTo(ada.email)).toBe(6);
  });
});

describe('codes per IP address (the local pool’s wrapper, standing in for a WAF rule on the real pool)', () => {
  const customers = Array.from({ length: 21 }, () => testCustomer());
  let local: TestCognito;

  beforeAll(async () => {
    local = await startTestCognito({ customers, customerDirectory: customerDirectoryOf(customers), ipScale: 1 });
  });
  afterAll(async () => {
    await local?.dispose();
  });

  it('mails 20 codes to 20 users from one address, then refuses the 21st with how long to wait and mails nothing', async () => {
    const { initiate, mailsTo } = wire(local);
    for (const customer of customers.slice(0, 20)) expect((await initiate(customer.username)).status).toBe(200);
    local.clock.advance(5 * MINUTE);
    const last = customers[20]!;
    const refused = await initiate(last.username);
    expect(refused).toEqual({
      status: 400,
      body: { __type: 'TooManyRequestsException', message: 'RATE_LIMITED: too many sign-in attempts; retry after 600 seconds' },
    });
    expect(mailsTo(last.email)).toBe(0);
    expect(local.cognito.mailbox.messages()).toHaveLength(20);
    local.clock.advance(10 * MINUTE);
    expect((await initiate(last.username)).status).toBe(200);
    expect(mailsTo(last.email)).toBe(1);
  });

  it('counts unknown usernames like real ones, so a sweep for registered customers is throttled too', async () => {
    const sweep = await startTestCognito({ customers: [customers[0]!], customerDirectory: customerDirectoryOf(customers), ipScale: 1 });
    try {
      const { initiate } = wire(sweep);
      for (let i = 0; i < CODES_PER_IP.points; i += 1) {
        expect((await initiate(`uk-webnobody${i}`)).body.__type).toBe('NotAuthorizedException');
      }
      expect((await initiate(customers[0]!.username)).body.__type).toBe('TooManyRequestsException');
    } finally {
      await sweep.dispose();
    }
  });
});

describe('sign-ups per IP address (the local pool’s wrapper, standing in for a WAF rule on the real pool)', () => {
  const customers = Array.from({ length: SIGN_UPS_PER_IP.points + 1 }, () => testCustomer());
  let local: TestCognito;

  beforeAll(async () => {
    local = await startTestCognito({ customerDirectory: customerDirectoryOf(customers), ipScale: 1 });
  });
  afterAll(async () => {
    await local?.dispose();
  });

  const signUp = (customer: (typeof customers)[number]) =>
    cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.SignUp`, {
      ClientId: local.cognito.clientId,
      Username: customer.username,
      Password: `Hh1!${'ab'.repeat(30)}`,
      UserAttributes: [
        { Name: 'email', Value: customer.email },
        { Name: 'custom:customer_id', Value: customer.customerId },
        { Name: 'custom:tenant_id', Value: customer.tenantId },
        { Name: 'custom:sales_channel', Value: customer.salesChannelId },
      ],
    });

  it('signs up 10 customers from one address in an hour, then refuses the 11th with how long to wait and makes no user', async () => {
    for (const customer of customers.slice(0, SIGN_UPS_PER_IP.points)) expect((await signUp(customer)).status).toBe(200);
    local.clock.advance(20 * MINUTE);
    const last = customers.at(-1)!;
    expect(await signUp(last)).toEqual({
      status: 400,
      body: { __type: 'TooManyRequestsException', message: 'RATE_LIMITED: too many sign-in attempts; retry after 2400 seconds' },
    });
    const made = await cognitoWireCall(
      local.cognito.adminUrl,
      `${USER_POOL_TARGET}.AdminGetUser`,
      {
        UserPoolId: local.cognito.userPoolId,
        Username: last.username,
      },
      local.cognito.adminHeaders,
    );
    expect(made.body.__type).toBe('UserNotFoundException');
    local.clock.advance(40 * MINUTE);
    expect((await signUp(last)).status).toBe(200);
  });
});

describe('a stranger’s refused sign-ups (the review’s replay)', () => {
  const ada = testCustomer();
  let local: TestCognito;

  beforeAll(async () => {
    local = await startTestCognito({ customerDirectory: customerDirectoryOf([ada]) });
  });
  afterAll(async () => {
    await local?.dispose();
  });

  const signUp = (email: string) =>
    cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.SignUp`, {
      ClientId: local.cognito.clientId,
      Username: ada.username,
      Password: `Hh1!${'ab'.repeat(30)}`,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'custom:customer_id', Value: ada.customerId },
        { Name: 'custom:tenant_id', Value: ada.tenantId },
        { Name: 'custom:sales_channel', Value: ada.salesChannelId },
      ],
    });

  it('leaves the customer’s own first sign-up through after a stranger’s wrong emails hit its limit', async () => {
    for (let i = 0; i < REFUSED_SIGN_UPS_PER_USER_EMAIL.points; i += 1) {
      const refused = await signUp('mallory@example.net');
      expect(refused.status).toBe(400);
      expect(String(refused.body.message)).toContain(SIGN_UP_REFUSED);
    }
    expect(String((await signUp('mallory@example.net')).body.message)).toContain('RATE_LIMITED');
    expect((await signUp(ada.email)).status).toBe(200);
  });
});

describe('the wrong-code lock', () => {
  const ada = testCustomer();
  let local: TestCognito;

  beforeEach(async () => {
    local = await startTestCognito({ customers: [ada], customerDirectory: customerDirectoryOf([ada]) });
  });
  afterEach(async () => {
    await local?.dispose();
  });

  it('locks the user for 30 minutes at the 10th wrong code across sign-ins: the right code is then wrong, and no code is minted', async () => {
    const { initiate, respond, mailsTo } = wire(local);
    // A sign-in started before the lock, whose code the attacker never saw.
    const kept = await initiate(ada.username);
    const keptCode = latestSignInCode(local.cognito, ada.email);

    // 3 sign-ins of 3 wrong codes each (each ends at its third), then one more wrong code.
    for (let signIn = 0; signIn < 3; signIn += 1) {
      const started = await initiate(ada.username);
      const code = latestSignInCode(local.cognito, ada.email);
      let session = started.body.Session as string;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const reply = await respond(ada.username, session, wrongCode(code));
        if (attempt < 3) session = reply.body.Session;
        else expect(reply.body).toMatchObject({ __type: 'NotAuthorizedException' });
      }
    }
    local.clock.advance(MINUTE);
    const fifth = await initiate(ada.username);
    const tenth = await respond(ada.username, fifth.body.Session, wrongCode(latestSignInCode(local.cognito, ada.email)));
    expect(tenth.body).toEqual({
      __type: 'UserLambdaValidationException',
      message: 'CreateAuthChallenge failed with error RATE_LIMITED: too many sign-in attempts; retry after 1800 seconds.',
    });
    expect(mailsTo(ada.email)).toBe(5);

    // Locked: the right code of the earlier sign-in signs nobody in, and a new sign-in mails nothing.
    local.clock.advance(MINUTE);
    const right = await respond(ada.username, kept.body.Session, keptCode);
    expect(right.body.AuthenticationResult).toBeUndefined();
    expect(right.body.message).toMatch(/RATE_LIMITED: too many sign-in attempts; retry after 1740 seconds/);
    local.clock.advance(15 * MINUTE);
    const whileLocked = await initiate(ada.username);
    expect(whileLocked.body.message).toMatch(/RATE_LIMITED: too many sign-in attempts; retry after 840 seconds/);
    expect(mailsTo(ada.email)).toBe(5);

    // The lock lapses 30 minutes after the 10th wrong code: a new code signs in.
    local.clock.advance(14 * MINUTE);
    const after = await initiate(ada.username);
    expect(after.status).toBe(200);
    const done = await respond(ada.username, after.body.Session, latestSignInCode(local.cognito, ada.email));
    expect(done.body.AuthenticationResult).toBeDefined();
  });

  it('keeps three tries a code, and nine wrong codes in an hour do not lock', async () => {
    const { initiate, respond } = wire(local);
    for (let signIn = 0; signIn < 3; signIn += 1) {
      const started = await initiate(ada.username);
      const code = latestSignInCode(local.cognito, ada.email);
      const first = await respond(ada.username, started.body.Session, wrongCode(code));
      expect(first.body.ChallengeParameters).toMatchObject({ attemptsLeft: '2' });
      const second = await respond(ada.username, first.body.Session, wrongCode(code));
      expect(second.body.ChallengeParameters).toMatchObject({ attemptsLeft: '1' });
      expect((await respond(ada.username, second.body.Session, wrongCode(code))).body.__type).toBe('NotAuthorizedException');
    }
    const started = await initiate(ada.username);
    const done = await respond(ada.username, started.body.Session, latestSignInCode(local.cognito, ada.email));
    expect(done.body.AuthenticationResult).toBeDefined();
  });
});

describe('the storefront’s words for a limit (src/lib/identity)', () => {
  const shopper = testCustomer();
  const lookupCustomer: CustomerLookup = async (email) =>
    email === shopper.email ? { id: shopper.customerId, salesChannel: shopper.salesChannelId } : null;
  const channel = { tenant: shopper.tenantId, salesChannel: shopper.salesChannelId };
  let local: TestCognito;

  beforeAll(async () => {
    local = await startTestCognito({ customers: [shopper], customerDirectory: customerDirectoryOf([shopper]) });
    configureAmplify(local.cognito, memoryKeyValueStorage());
  });
  afterAll(async () => {
    await signOut();
    await local?.dispose();
  });

  it('says "Too many tries, please wait N minutes" with N from the refusal, and sends no 6th code', async () => {
    for (let i = 0; i < 5; i += 1) expect((await startSignIn(shopper.email, { lookupCustomer, channel })).kind).toBe('codeSent');
    local.clock.advance(3 * MINUTE + 30_000);
    const limited = await startSignIn(shopper.email, { lookupCustomer, channel });
    expect(limited).toEqual({ kind: 'rateLimited', retryAfterSeconds: 690 });
    if (limited.kind !== 'rateLimited') throw new Error('not limited');
    expect(signInStartProblem(limited)).toBe('Too many tries, please wait 12 minutes, then ask for a new code.');
    expect(local.cognito.mailbox.messagesTo(shopper.email)).toHaveLength(5);
  });

  it('says the same on the code step once the user is locked', async () => {
    local.clock.advance(15 * MINUTE);
    // 9 wrong codes in three sign-ins, then the 10th in a fourth.
    for (let signIn = 0; signIn < 3; signIn += 1) {
      expect((await startSignIn(shopper.email, { lookupCustomer, channel })).kind).toBe('codeSent');
      const code = latestSignInCode(local.cognito, shopper.email);
      expect(await answerSignInChallenge(wrongCode(code))).toEqual({ kind: 'wrongCode', attemptsLeft: 2 });
      expect(await answerSignInChallenge(wrongCode(code))).toEqual({ kind: 'wrongCode', attemptsLeft: 1 });
      expect((await answerSignInChallenge(wrongCode(code))).kind).toBe('failed');
    }
    expect((await startSignIn(shopper.email, { lookupCustomer, channel })).kind).toBe('codeSent');
    const locked = await answerSignInChallenge(wrongCode(latestSignInCode(local.cognito, shopper.email)));
    expect(locked).toEqual({ kind: 'rateLimited', retryAfterSeconds: 1800 });
    if (locked.kind !== 'rateLimited') throw new Error('not limited');
    expect(challengeProblem(locked)).toBe('Too many tries, please wait 30 minutes, then ask for a new code.');
  });
});

describe('the local wrapper passes a browser only the operations the shop uses', () => {
  const ada = testCustomer();
  const SHOP_ORIGIN = 'http://localhost:4321';
  let local: TestCognito;

  beforeAll(async () => {
    local = await startTestCognito({ customers: [ada], allowedOrigins: [SHOP_ORIGIN] });
  });
  afterAll(async () => {
    await local?.dispose();
  });

  it.each([
    ['ListUsers', { UserPoolId: 'eu-west-2_HearthLcl' }],
    ['AdminGetUser', { UserPoolId: 'eu-west-2_HearthLcl', Username: ada.username }],
    ['AdminCreateUser', { UserPoolId: 'eu-west-2_HearthLcl', Username: 'uk-webmallory', MessageAction: 'SUPPRESS' }],
    ['AdminSetUserPassword', { UserPoolId: 'eu-west-2_HearthLcl', Username: ada.username, Password: 'Pa55word!x', Permanent: true }],
    ['AdminInitiateAuth', { UserPoolId: 'eu-west-2_HearthLcl', AuthFlow: 'CUSTOM_AUTH' }],
    ['AdminDeleteUser', { UserPoolId: 'eu-west-2_HearthLcl', Username: ada.username }],
    ['DescribeUserPool', { UserPoolId: 'eu-west-2_HearthLcl' }],
    ['DescribeUserPoolClient', { UserPoolId: 'eu-west-2_HearthLcl', ClientId: 'x' }],
    ['CreateUserPool', { PoolName: 'mine' }],
    // Customers never know a password: a reset would only mail a second kind of code.
    ['ForgotPassword', { ClientId: 'hearthlocalstorefrontweb01', Username: ada.username }],
    [
      'ConfirmForgotPassword',
      { ClientId: 'hearthlocalstorefrontweb01', Username: ada.username, ConfirmationCode: '123456', Password: 'x' },
    ],
    ['ChangePassword', { AccessToken: 'x', PreviousPassword: 'x', ProposedPassword: 'y' }],
    // The shop keeps names and contact details in its own records.
    ['GetUser', { AccessToken: 'x' }],
    ['UpdateUserAttributes', { AccessToken: 'x', UserAttributes: [{ Name: 'given_name', Value: 'Mallory' }] }],
    ['DeleteUserAttributes', { AccessToken: 'x', UserAttributeNames: ['given_name'] }],
    ['GetUserAttributeVerificationCode', { AccessToken: 'x', AttributeName: 'email' }],
    ['VerifyUserAttribute', { AccessToken: 'x', AttributeName: 'email', Code: '123456' }],
    ['ResendConfirmationCode', { ClientId: 'hearthlocalstorefrontweb01', Username: ada.username }],
    ['ConfirmSignUp', { ClientId: 'hearthlocalstorefrontweb01', Username: ada.username, ConfirmationCode: '123456' }],
    ['NoSuchOperation', {}],
  ])('refuses %s', async (operation, body) => {
    const reply = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.${operation}`, body);
    expect(reply).toEqual({
      status: 403,
      body: { __type: 'AccessDeniedException', message: `Local Cognito does not serve ${USER_POOL_TARGET}.${operation} to clients.` },
    });
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'refuses the target %s (a name every plain object has) with AccessDeniedException',
    async (target) => {
      const reply = await cognitoWireCall(local.cognito.url, target, { echo: 'hello' });
      expect(reply).toEqual({
        status: 403,
        body: { __type: 'AccessDeniedException', message: `Local Cognito does not serve ${target} to clients.` },
      });
    },
  );

  it("refuses a signed-in customer's own UpdateUserAttributes of their email, which stays as signed up and verified", async () => {
    const { AccessToken } = await signInOverTheWire(local.cognito, ada);
    const rewrite = await cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.UpdateUserAttributes`, {
      AccessToken,
      UserAttributes: [{ Name: 'email', Value: 'someone.else@example.com' }],
    });
    expect(rewrite.body.__type).toBe('AccessDeniedException');
    const stored = await cognitoWireCall(
      local.cognito.adminUrl,
      `${USER_POOL_TARGET}.AdminGetUser`,
      { UserPoolId: local.cognito.userPoolId, Username: ada.username },
      local.cognito.adminHeaders,
    );
    const attributes = Object.fromEntries(stored.body.UserAttributes.map((a: { Name: string; Value: string }) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({ email: ada.email, email_verified: 'true' });
  });

  it('answers CORS to the shop’s origins only', async () => {
    const preflight = (origin: string) =>
      fetch(local.cognito.url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-amz-target' },
      });
    expect((await preflight(SHOP_ORIGIN)).headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const keys = `${local.cognito.url}/${local.cognito.userPoolId}/.well-known/jwks.json`;
    const fromShop = await fetch(keys, { headers: { origin: SHOP_ORIGIN } });
    expect(fromShop.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    const fromElsewhere = await fetch(keys, { headers: { origin: 'https://evil.example' } });
    expect(fromElsewhere.status).toBe(200);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const refused = await fetch(local.cognito.url, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'x-amz-target': 'constructor', 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses other services and other GET paths, and still serves the pool’s keys', async () => {
    const other = await cognitoWireCall(local.cognito.url, 'AWSSecurityTokenServiceV20110615.GetCallerIdentity', {});
    expect(other.status).toBe(403);
    expect((await fetch(`${local.cognito.url}/${local.cognito.userPoolId}/.well-known/jwks.json`)).status).toBe(200);
    expect((await fetch(`${local.cognito.url}/health`)).status).toBe(404);
    expect((await fetch(`${local.cognito.url}/constructor`)).status).toBe(404);
  });

  it('leaves the admin API to the server, on cognito-local’s own loopback address', async () => {
    const listed = await cognitoWireCall(
      local.cognito.adminUrl,
      `${USER_POOL_TARGET}.ListUsers`,
      { UserPoolId: local.cognito.userPoolId },
      local.cognito.adminHeaders,
    );
    expect(listed.status).toBe(200);
    expect(new URL(local.cognito.adminUrl).hostname).toBe('127.0.0.1');
    expect(local.cognito.adminUrl).not.toBe(local.cognito.url);
  });

  it('lets no page add a user to the admin group: cognito-local’s own port refuses a browser’s request and any not from the wrapper', async () => {
    const addToAdmin = { UserPoolId: local.cognito.userPoolId, Username: ada.username, GroupName: 'admin' };
    const target = `${USER_POOL_TARGET}.AdminAddUserToGroup`;
    const groups = async () =>
      (
        await cognitoWireCall(
          local.cognito.adminUrl,
          `${USER_POOL_TARGET}.AdminListGroupsForUser`,
          { UserPoolId: local.cognito.userPoolId, Username: ada.username },
          local.cognito.adminHeaders,
        )
      ).body.Groups;
    // The pool's staff group exists, as it does once the owner has registered any staff.
    await cognitoWireCall(
      local.cognito.adminUrl,
      `${USER_POOL_TARGET}.CreateGroup`,
      { UserPoolId: local.cognito.userPoolId, GroupName: 'admin' },
      local.cognito.adminHeaders,
    );
    expect(await groups()).toEqual([]);
    // A page on any origin, even the shop's own, that learnt the port: its preflight and its call.
    for (const origin of [SHOP_ORIGIN, 'https://evil.example', 'null']) {
      const preflight = await fetch(local.cognito.adminUrl, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-amz-target' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      const call = await fetch(local.cognito.adminUrl, {
        method: 'POST',
        headers: { origin, 'content-type': 'text/plain', 'x-amz-target': target },
        body: JSON.stringify(addToAdmin),
      });
      expect(call.status, origin).toBe(403);
      expect(call.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    // Another program on this machine, without the key only the wrapper and this server hold.
    expect((await cognitoWireCall(local.cognito.adminUrl, target, addToAdmin)).status).toBe(403);
    // Through the wrapper, the port browsers are given: refused as an operation it does not serve.
    const wrapped = await fetch(local.cognito.url, {
      method: 'POST',
      headers: { origin: SHOP_ORIGIN, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
      body: JSON.stringify(addToAdmin),
    });
    expect(wrapped.status).toBe(403);
    expect(await groups()).toEqual([]);
  });
});

describe.each(backends)('the shared sign-in limit store on $name', (backend) => {
  const shop = useShop(backend);
  const store = () => (backend.kind === 'postgres' ? { kind: 'postgres' as const, db: shop.db } : { kind: 'memory' as const });

  it('allows 5 codes per user, refuses the 6th for at most the window, and counts each user apart', async () => {
    const limiter = sharedAttemptLimiter(store(), `test-codes-${randomUUID()}`, CODES_PER_USER);
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => limiter.consume('uk-webada')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    const refused = verdicts.find((verdict) => !verdict.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(await limiter.consume('uk-webbob')).toEqual({ allowed: true });
  });

  it('locks at the 10th wrong code for 30 minutes, and a peek counts nothing', async () => {
    const limiter = sharedAttemptLimiter(store(), `test-wrong-${randomUUID()}`, WRONG_CODES_PER_USER);
    for (let i = 0; i < 9; i += 1) expect(await limiter.consume('uk-webada')).toEqual({ allowed: true });
    for (let i = 0; i < 5; i += 1) expect(await limiter.peek('uk-webada')).toEqual({ allowed: true });
    const tenth = await limiter.consume('uk-webada');
    expect(tenth.allowed).toBe(false);
    const peeked = await limiter.peek('uk-webada');
    expect(peeked.allowed).toBe(false);
    expect(!peeked.allowed && peeked.retryAfterSeconds).toBeGreaterThan(1700);
    expect(!peeked.allowed && peeked.retryAfterSeconds).toBeLessThanOrEqual(1800);
    expect(await limiter.peek('uk-webbob')).toEqual({ allowed: true });
  });
});

describe('HEARTH_RATE_LIMIT_SCALE (development only, for the browser tests on one loopback address)', () => {
  it('multiplies the per-IP allowance and leaves the per-user limits as they are', async () => {
    const limits = sharedSignInLimits({ kind: 'memory' }, 3);
    const oneIp = `ip-${randomUUID()}`;
    const fromOne = await Promise.all(Array.from({ length: 61 }, () => limits.codesPerIp.consume(oneIp)));
    expect(fromOne.filter((verdict) => verdict.allowed)).toHaveLength(60);
    const signUpsFromOne = await Promise.all(Array.from({ length: 31 }, () => limits.signUpsPerIp.consume(oneIp)));
    expect(signUpsFromOne.filter((verdict) => verdict.allowed)).toHaveLength(30);
    const user = `uk-web${randomUUID()}`;
    const perUser = await Promise.all(Array.from({ length: 6 }, () => limits.codesPerUser.consume(user)));
    expect(perUser.filter((verdict) => verdict.allowed)).toHaveLength(5);
    const signUps = await Promise.all(Array.from({ length: 6 }, () => limits.signUpsPerUser.consume(user)));
    expect(signUps.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });
});

describe('the memory limits on an injected clock', () => {
  it('refuse the 6th code until the window ends and lock for 30 minutes from the 10th wrong code', async () => {
    let now = Date.parse('2026-11-18T10:00:00Z');
    const limits = memorySignInLimits(() => new Date(now));
    for (let i = 0; i < 5; i += 1) expect(await limits.codesPerUser.consume('u')).toEqual({ allowed: true });
    now += 14 * MINUTE;
    expect(await limits.codesPerUser.consume('u')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += MINUTE;
    expect(await limits.codesPerUser.consume('u')).toEqual({ allowed: true });

    for (let i = 0; i < 9; i += 1) await limits.wrongCodesPerUser.consume('u');
    now += 59 * MINUTE;
    expect(await limits.wrongCodesPerUser.consume('u')).toEqual({ allowed: false, retryAfterSeconds: 1800 });
    now += 29 * MINUTE;
    expect(await limits.wrongCodesPerUser.peek('u')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += MINUTE;
    expect(await limits.wrongCodesPerUser.peek('u')).toEqual({ allowed: true });
  });
});
