import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCustomerDirectory } from '../../commerce/identity/customer-directory.store.ts';
import { customerUsername } from '../../commerce/domain/customer-identity.ts';
import { SIGN_UP_REFUSED } from '../../commerce/identity/triggers/pre-sign-up.ts';
import type { CustomerRow } from '../../commerce/store/tables.ts';
import { backends, useShop } from '../fixtures/api-fixture.ts';
import { insertCustomer } from '../fixtures/customer-tokens.ts';
import {
  cognitoWireCall,
  latestSignInCode,
  startTestCognito,
  type TestCognito,
  USER_POOL_TARGET,
} from '../fixtures/identity-local-cognito.ts';

/*
 * Anyone who knows a customer's email could sign them up with names of their own
 * choosing, and the shop's sign-in mail greeted with the pool's given_name, so the shop itself
 * mailed the victim "Hello Gail. URGENT: … confirm your card at https://…". These replay it
 * against local Cognito with the Pre sign-up and Create Auth Challenge triggers reading the
 * shop's real customer table.
 */

const GAIL_ATTACK = 'Gail. URGENT: your card was declined. Confirm your card at https://hearth-payments.example/verify';

describe.each(backends)('sign-up and the sign-in mail on $name', (backend) => {
  const shop = useShop(backend);
  let local: TestCognito;

  beforeAll(async () => {
    local = await startTestCognito({ customerDirectory: storeCustomerDirectory(shop.db) });
  });
  afterAll(async () => {
    await local?.dispose();
  });

  const usernameOf = (row: CustomerRow) => customerUsername(row.sales_channel_id, row.id);
  /** What the shop's browser signs a customer up with: the email and the immutable custom attributes, nothing else. */
  const honestAttributes = (row: CustomerRow) => ({
    email: row.email,
    'custom:customer_id': row.id,
    'custom:tenant_id': row.tenant_id,
    'custom:sales_channel': row.sales_channel_id,
  });
  const signUp = (row: CustomerRow, attributes: Record<string, string>) =>
    cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.SignUp`, {
      ClientId: local.cognito.clientId,
      Username: usernameOf(row),
      Password: `Hh1!${'ab'.repeat(30)}`,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    });
  const startSignIn = (row: CustomerRow) =>
    cognitoWireCall(local.cognito.url, `${USER_POOL_TARGET}.InitiateAuth`, {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: local.cognito.clientId,
      AuthParameters: { USERNAME: usernameOf(row) },
    });
  const gail = (details: Parameters<typeof insertCustomer>[1] = {}) =>
    insertCustomer(shop.db, { first_name: 'Gail', last_name: 'Hughes', phone_number: '+447700900123', ...details }).then((c) => c.row);

  it('refuses the Gail attack: a sign-up whose given_name is a message, and no user is made', async () => {
    const victim = await gail();
    const attempt = await signUp(victim, { ...honestAttributes(victim), given_name: GAIL_ATTACK });
    // As the real pool refuses an attribute outside the app client's WriteAttributes (the Pre
    // sign-up trigger refuses it too, should the pool ever let one through: identity-triggers.test.ts).
    expect(attempt).toMatchObject({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' },
    });
    expect(local.cognito.mailbox.lastMessageTo(victim.email)).toBeUndefined();
    // No user was made: the username is still free for the customer's own sign-up.
    expect((await signUp(victim, honestAttributes(victim))).status).toBe(200);
  });

  it.each([
    ['a family name, even the record’s', { family_name: 'Hughes' }],
    ['a given name, even the record’s', { given_name: 'Gail' }],
    ['a phone number, even the record’s', { phone_number: '+447700900123' }],
  ])('refuses %s: the pool takes only the email', async (_, extra) => {
    const victim = await gail();
    const attempt = await signUp(victim, { ...honestAttributes(victim), ...extra });
    expect(attempt).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  });

  it.each([
    ['a Kelvin sign that lower-cases to k', (email: string) => `\u212A${email.slice(1)}`],
    ['a trailing space', (email: string) => `${email} `],
    ['capital letters', (email: string) => email.toUpperCase()],
  ])('refuses an email that only looks like the record’s (%s) in words that name no detail, and no user is made', async (_, lookalike) => {
    const victim = await gail({ email: `k${Math.random().toString(36).slice(2, 8)}@example.co.uk` });
    const attempt = await signUp(victim, { ...honestAttributes(victim), email: lookalike(victim.email) });
    expect(attempt.body).toEqual({
      __type: 'UserLambdaValidationException',
      message: `PreSignUp failed with error ${SIGN_UP_REFUSED}.`,
    });
    expect((await signUp(victim, honestAttributes(victim))).status).toBe(200);
  });

  it('mails the code to the email in the database, not the pool’s (a user whose email attribute was changed)', async () => {
    const customer = await gail();
    await local.cognito.addCustomer({
      customerId: customer.id,
      tenantId: customer.tenant_id,
      salesChannelId: customer.sales_channel_id,
      email: 'attacker@example.net',
      givenName: 'Gail',
      familyName: 'Hughes',
    });
    expect((await startSignIn(customer)).status).toBe(200);
    expect(local.cognito.mailbox.lastMessageTo('attacker@example.net')).toBeUndefined();
    expect(local.cognito.mailbox.lastMessageTo(customer.email)?.text).toMatch('Your sign-in code is');
  });

  it('lets the customer sign up as themselves with only their email, and the code mail greets them plainly', async () => {
    const customer = await gail();
    expect((await signUp(customer, honestAttributes(customer))).status).toBe(200);
    expect((await startSignIn(customer)).status).toBe(200);
    expect(local.cognito.mailbox.lastMessageTo(customer.email)?.text.split('\n')[0]).toBe('Hello,');
  });

  it('greets with neither the pool’s given_name nor the record’s name (a user whose attributes say Mallory)', async () => {
    const customer = await gail();
    // Written straight into the pool, as a user made before the Pre sign-up check, or one who
    // changed their own given_name since, would be.
    await local.cognito.addCustomer({
      customerId: customer.id,
      tenantId: customer.tenant_id,
      salesChannelId: customer.sales_channel_id,
      email: customer.email,
      givenName: 'Mallory',
      familyName: 'Hughes',
    });
    expect((await startSignIn(customer)).status).toBe(200);
    const mail = local.cognito.mailbox.lastMessageTo(customer.email)!;
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.text).not.toMatch(/Mallory|Gail/);
    expect(mail.text).toMatch(`Your sign-in code is ${latestSignInCode(local.cognito, customer.email)}.`);
  });

  it('greets with a plain "Hello," when the record’s own name is a message: a link, a second line, or plain words', async () => {
    for (const firstName of [
      GAIL_ATTACK,
      'Gail\nYour card is blocked: visit evil.example',
      'Gail hearth-payments.example',
      // Only letters and spaces, so it passes any name scrubbing: the code mail names nobody.
      'Your account is locked call support now',
    ]) {
      const customer = await gail({ first_name: firstName });
      await local.cognito.addCustomer({
        customerId: customer.id,
        tenantId: customer.tenant_id,
        salesChannelId: customer.sales_channel_id,
        email: customer.email,
        givenName: 'Gail',
        familyName: 'Hughes',
      });
      expect((await startSignIn(customer)).status).toBe(200);
      const text = local.cognito.mailbox.lastMessageTo(customer.email)!.text;
      expect(text.split('\n')[0], firstName).toBe('Hello,');
      // The footer after "--" is the shop's own contact (its email is on .example in the seed).
      const [body, footer = ''] = text.split('\n--\n');
      expect(body, firstName).not.toMatch(/https?:|\.example|URGENT|blocked|locked/);
      expect(footer, firstName).not.toMatch(/https?:|URGENT|blocked|locked|evil/);
    }
  });
});
