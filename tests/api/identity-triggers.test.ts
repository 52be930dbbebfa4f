import { describe, expect, it } from 'vitest';
import type {
  ChallengeResult,
  CreateAuthChallengeEvent,
  DefineAuthChallengeEvent,
  UserPoolTriggerCommon,
  VerifyAuthChallengeEvent,
} from '../../commerce/identity/triggers/auth-challenge-events.ts';
import { createCreateAuthChallengeHandler } from '../../commerce/identity/triggers/create-auth-challenge.ts';
import type { CustomerDirectory } from '../../commerce/identity/triggers/customer-directory.ts';
import { createDefineAuthChallengeHandler } from '../../commerce/identity/triggers/define-auth-challenge.ts';
import { deployedMailSender } from '../../commerce/identity/triggers/mail-sender.ts';
import { startLocalSmtpServer } from '../../dev/mailbox/local-smtp-server.ts';
import type { OutgoingMail } from '../../commerce/mail/mail-port.ts';
import { deployedTriggerStoreOpener } from '../../commerce/identity/triggers/deployed-trigger-store.ts';
import { memorySignInLimits } from '../../commerce/identity/triggers/memory-attempt-limiter.ts';
import { createPreSignUpHandler, SIGN_UP_REFUSED, type PreSignUpEvent } from '../../commerce/identity/triggers/pre-sign-up.ts';
import { generateSignInCode } from '../../commerce/identity/triggers/sign-in-code.ts';
import { REFUSED_SIGN_UPS_PER_USER_EMAIL, SIGN_UPS_PER_USER } from '../../commerce/identity/triggers/sign-in-limits.ts';
import { createVerifyAuthChallengeHandler } from '../../commerce/identity/triggers/verify-auth-challenge.ts';
import { openDatabase } from '../../commerce/store/database.ts';

/*
 * The trigger modules on their own, with the event shapes Cognito documents: no server needed,
 * so this file starts no local Cognito.
 */

const T0 = new Date('2026-11-18T10:00:00Z');
const MINUTE = 60_000;
const at = (offsetMs: number) => () => new Date(T0.getTime() + offsetMs);
/** The shop's sign-in limits with nothing counted yet (the limits themselves: identity-sign-in-limits.test.ts). */
const freshLimits = () => memorySignInLimits(at(0));

const common: UserPoolTriggerCommon = {
  version: '1',
  region: 'eu-west-2',
  userPoolId: 'eu-west-2_HearthTst',
  userName: 'uk-webcustomer-1',
  callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'storefrontclient' },
};
const attributes = {
  sub: 'sub-1',
  email: 'ada@example.co.uk',
  given_name: 'Ada',
  'custom:customer_id': 'customer-1',
  'custom:tenant_id': 'hearth',
  'custom:sales_channel': 'uk-web',
};
/** The shop's records, where the code mail's address comes from. */
const directory: CustomerDirectory = {
  findCustomer: async ({ customerId }) => (customerId === 'customer-1' ? { email: 'ada@example.co.uk' } : null),
};

const defineEvent = (session: ChallengeResult[], userNotFound = false): DefineAuthChallengeEvent => ({
  ...common,
  triggerSource: 'DefineAuthChallenge_Authentication',
  request: { userAttributes: attributes, session, userNotFound },
  response: { challengeName: null, issueTokens: null, failAuthentication: null },
});
const createEvent = (
  session: ChallengeResult[],
  overrides: Partial<CreateAuthChallengeEvent['request']> = {},
): CreateAuthChallengeEvent => ({
  ...common,
  triggerSource: 'CreateAuthChallenge_Authentication',
  request: { userAttributes: attributes, challengeName: 'CUSTOM_CHALLENGE', session, ...overrides },
  response: {},
});
const verifyEvent = (
  privateChallengeParameters: Record<string, string>,
  challengeAnswer: string,
  userNotFound = false,
): VerifyAuthChallengeEvent => ({
  ...common,
  triggerSource: 'VerifyAuthChallengeResponse_Authentication',
  request: { userAttributes: attributes, privateChallengeParameters, challengeAnswer, userNotFound },
  response: { answerCorrect: null },
});

function outbox() {
  const sent: OutgoingMail[] = [];
  return { sent, mailSender: { send: async (mail: OutgoingMail) => void sent.push(mail) } };
}

/** Creates a challenge for code 042042 at T0, returning what Cognito would keep of it. */
async function issuedChallenge() {
  const { sent, mailSender } = outbox();
  const create = createCreateAuthChallengeHandler({
    now: at(0),
    mailSender,
    directory,
    limits: freshLimits(),
    generateCode: () => '042042',
  });
  const created = await create(createEvent([]));
  const step = (challengeResult: boolean): ChallengeResult => ({
    challengeName: 'CUSTOM_CHALLENGE',
    challengeResult,
    challengeMetadata: created.response.challengeMetadata,
  });
  return { created, sent, step };
}

describe('Create Auth Challenge', () => {
  it('emails a fresh code and keeps it out of everything the client or the session sees', async () => {
    const { created, sent } = await issuedChallenge();
    expect(sent).toEqual([
      // This directory records no seller: the mail names no shop (the store's directory does: customer-directory.test.ts).
      { to: 'ada@example.co.uk', subject: 'Your sign-in code', text: expect.stringContaining('Your sign-in code is 042042.') },
    ]);
    expect(sent[0]?.text.split('\n')[0]).toBe('Hello,');
    expect(sent[0]?.text).toContain('10 minutes');
    expect(created.response.publicChallengeParameters).toEqual({
      codeDigits: '6',
      attemptsLeft: '3',
      codeExpiresAt: new Date(T0.getTime() + 10 * MINUTE).toISOString(),
    });
    expect(JSON.stringify(created.response)).not.toContain('042042');
    expect(Object.keys(created.response.privateChallengeParameters ?? {}).sort()).toEqual(['codeHash', 'expiresAt', 'salt']);
  });

  it('greets plainly, with or without a record, never by the pool’s given_name', async () => {
    const mallory = { ...attributes, given_name: 'Mallory. Confirm your card at https://evil.example' };
    const { sent, mailSender } = outbox();
    await createCreateAuthChallengeHandler({ now: at(0), mailSender, directory, limits: freshLimits() })(
      createEvent([], { userAttributes: mallory }),
    );
    await createCreateAuthChallengeHandler({ now: at(0), mailSender, directory: null, limits: freshLimits() })(
      createEvent([], { userAttributes: mallory }),
    );
    expect(sent.map((mail) => mail.text.split('\n')[0])).toEqual(['Hello,', 'Hello,']);
    expect(sent.map((mail) => mail.text).join('\n')).not.toMatch(/Mallory|https?:/);
  });

  it('asks again for the same code after a wrong answer, without a second email', async () => {
    const first = await issuedChallenge();
    const { sent, mailSender } = outbox();
    const create = createCreateAuthChallengeHandler({
      now: at(MINUTE),
      mailSender,
      directory,
      limits: freshLimits(),
      generateCode: () => '999999',
    });
    const retry = await create(createEvent([first.step(false)]));
    expect(sent).toEqual([]);
    expect(retry.response.privateChallengeParameters).toEqual(first.created.response.privateChallengeParameters);
    expect(retry.response.publicChallengeParameters?.attemptsLeft).toBe('2');
    const verify = createVerifyAuthChallengeHandler({ now: at(MINUTE), wrongCodesPerUser: freshLimits().wrongCodesPerUser });
    expect((await verify(verifyEvent(retry.response.privateChallengeParameters!, '042042'))).response.answerCorrect).toBe(true);
  });

  it('mails nobody for an unknown user, with the same shape of answer', async () => {
    const { sent, mailSender } = outbox();
    const create = createCreateAuthChallengeHandler({ now: at(0), mailSender, directory, limits: freshLimits() });
    const created = await create(createEvent([], { userNotFound: true, userAttributes: {} }));
    expect(sent).toEqual([]);
    expect(Object.keys(created.response.publicChallengeParameters ?? {}).sort()).toEqual(['attemptsLeft', 'codeDigits', 'codeExpiresAt']);
  });

  it('fails when the user has no email address, or the mail cannot be sent', async () => {
    const create = createCreateAuthChallengeHandler({ now: at(0), mailSender: outbox().mailSender, directory, limits: freshLimits() });
    await expect(create(createEvent([], { userAttributes: { sub: 'sub-1' } }))).rejects.toThrow(/no email address/);
    const failing = createCreateAuthChallengeHandler({
      now: at(0),
      mailSender: { send: async () => Promise.reject(new Error('mail down')) },
      directory,
      limits: freshLimits(),
    });
    await expect(failing(createEvent([]))).rejects.toThrow('mail down');
  });
});

describe('Verify Auth Challenge', () => {
  it('accepts the emailed code (ignoring surrounding spaces) until it expires', async () => {
    const { created } = await issuedChallenge();
    const parameters = created.response.privateChallengeParameters!;
    const verifyAt = async (offset: number, answer: string) =>
      (
        await createVerifyAuthChallengeHandler({ now: at(offset), wrongCodesPerUser: freshLimits().wrongCodesPerUser })(
          verifyEvent(parameters, answer),
        )
      ).response.answerCorrect;
    expect(await verifyAt(0, '042042')).toBe(true);
    expect(await verifyAt(0, ' 042042 ')).toBe(true);
    expect(await verifyAt(10 * MINUTE - 1, '042042')).toBe(true);
    expect(await verifyAt(10 * MINUTE, '042042')).toBe(false);
  });

  it('refuses a wrong, malformed or missing answer, broken parameters, and unknown users', async () => {
    const { created } = await issuedChallenge();
    const parameters = created.response.privateChallengeParameters!;
    const verify = createVerifyAuthChallengeHandler({ now: at(0), wrongCodesPerUser: freshLimits().wrongCodesPerUser });
    for (const answer of ['042043', '42042', '0420420', 'abcdef', '']) {
      expect((await verify(verifyEvent(parameters, answer))).response.answerCorrect, answer).toBe(false);
    }
    expect((await verify(verifyEvent({}, '042042'))).response.answerCorrect).toBe(false);
    expect((await verify(verifyEvent({ ...parameters, codeHash: 'x' }, '042042'))).response.answerCorrect).toBe(false);
    expect((await verify(verifyEvent(parameters, '042042', true))).response.answerCorrect).toBe(false);
  });
});

describe('Define Auth Challenge', () => {
  const define = (offsetMs = 0) => createDefineAuthChallengeHandler({ now: at(offsetMs) });

  it('starts with the emailed-code challenge', async () => {
    expect((await define()(defineEvent([]))).response).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });

  it('issues tokens once the code was right', async () => {
    const { step } = await issuedChallenge();
    expect((await define()(defineEvent([step(false), step(true)]))).response).toEqual({ issueTokens: true, failAuthentication: false });
  });

  it('allows three tries: asks again after one or two wrong codes, ends the sign-in at the third', async () => {
    const { step } = await issuedChallenge();
    expect((await define()(defineEvent([step(false)]))).response.challengeName).toBe('CUSTOM_CHALLENGE');
    expect((await define()(defineEvent([step(false), step(false)]))).response.challengeName).toBe('CUSTOM_CHALLENGE');
    expect((await define()(defineEvent([step(false), step(false), step(false)]))).response).toEqual({
      issueTokens: false,
      failAuthentication: true,
    });
  });

  it('ends the sign-in when a wrong answer comes after the code expired', async () => {
    const { step } = await issuedChallenge();
    expect((await define(10 * MINUTE - 1)(defineEvent([step(false)]))).response.failAuthentication).toBe(false);
    expect((await define(10 * MINUTE)(defineEvent([step(false)]))).response).toEqual({ issueTokens: false, failAuthentication: true });
  });

  it('ends an unknown user’s sign-in at once, before any challenge (how the browser knows to sign them up)', async () => {
    expect((await define()(defineEvent([], true))).response).toEqual({ issueTokens: false, failAuthentication: true });
    expect((await define()(defineEvent([], false))).response).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });

  it('never issues tokens for an unknown user, nor after any other kind of challenge', async () => {
    const { step } = await issuedChallenge();
    expect((await define()(defineEvent([step(true)], true))).response.failAuthentication).toBe(true);
    expect((await define()(defineEvent([{ challengeName: 'SRP_A', challengeResult: true }]))).response.failAuthentication).toBe(true);
    expect(
      (await define()(defineEvent([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: false, challengeMetadata: 'forged' }]))).response
        .failAuthentication,
    ).toBe(true);
  });
});

describe('sign-in codes and mail delivery', () => {
  it('draws six-digit codes from the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateSignInCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  it('the deployed trigger sends through the adapter the mail settings name, and stops naming what is missing', async () => {
    expect(() => deployedMailSender({})).toThrow(/MAIL_TRANSPORT/);
    expect(() => deployedMailSender({ MAIL_TRANSPORT: 'ses', MAIL_FROM: 'codes@hearth.test' })).toThrow(/MAIL_SES_REGION/);
    expect(() => deployedMailSender({ MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'codes@hearth.test' })).toThrow(/MAIL_SMTP_URL/);

    const smtp = await startLocalSmtpServer({ port: 0, now: at(0), log: () => {} });
    try {
      const sender = deployedMailSender({ MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'Hearth <codes@hearth.test>', MAIL_SMTP_URL: smtp.url });
      await sender.send({ to: 'ada@example.co.uk', subject: 'Your Hearth sign-in code', text: 'Your sign-in code is 123456.' });
      expect(smtp.mailbox.messages()).toMatchObject([
        {
          from: '"Hearth" <codes@hearth.test>',
          to: ['ada@example.co.uk'],
          subject: 'Your Hearth sign-in code',
          text: 'Your sign-in code is 123456.\n',
        },
      ]);
    } finally {
      await smtp.close();
    }
  });
});

describe('Pre sign-up', () => {
  const honest = {
    email: 'ada@example.co.uk',
    'custom:customer_id': 'customer-1',
    'custom:tenant_id': 'hearth',
    'custom:sales_channel': 'uk-web',
  };
  const signUpEvent = (userAttributes: Record<string, string>, userName = 'uk-webcustomer-1'): PreSignUpEvent => ({
    ...common,
    userName,
    triggerSource: 'PreSignUp_SignUp',
    request: { userAttributes, validationData: null },
    response: {},
  });
  const preSignUp = (limits = freshLimits()) => createPreSignUpHandler({ directory, limits });

  it('confirms a customer signing up as themselves with only their email, and marks the email verified', async () => {
    expect((await preSignUp()(signUpEvent(honest))).response).toEqual({
      autoConfirmUser: true,
      autoVerifyEmail: true,
      autoVerifyPhone: false,
    });
  });

  it.each([
    ['no customer id', { ...honest, 'custom:customer_id': '' }, undefined],
    ['a customer the shop does not have', { ...honest, 'custom:customer_id': 'customer-2' }, 'uk-webcustomer-2'],
    ['a username that is not the channel joined to the id', honest, 'uk-websomeone-else'],
    ['another email', { ...honest, email: 'mallory@example.net' }, undefined],
    ['the email in capitals', { ...honest, email: 'ADA@example.co.uk' }, undefined],
    ['the customer’s own first name', { ...honest, given_name: 'Ada' }, undefined],
    ['a family name', { ...honest, family_name: 'Lovelace. URGENT: confirm your card at https://x.example' }, undefined],
    ['a phone number', { ...honest, phone_number: '+447700900123' }, undefined],
    ['any other attribute', { ...honest, name: 'Ada' }, undefined],
  ])('refuses %s in the same words, which name no detail', async (_, userAttributes, userName) => {
    await expect(preSignUp()(signUpEvent(userAttributes, userName))).rejects.toMatchObject({
      name: 'SignUpRefused',
      message: SIGN_UP_REFUSED,
    });
  });

  it('counts the customer’s own sign-ups per username, and refuses the 6th in an hour with how long to wait', async () => {
    const handler = preSignUp();
    for (let i = 0; i < SIGN_UPS_PER_USER.points; i += 1) expect((await handler(signUpEvent(honest))).response.autoConfirmUser).toBe(true);
    await expect(handler(signUpEvent(honest))).rejects.toThrow('RATE_LIMITED: too many sign-in attempts; retry after 3600 seconds');
  });

  it('does not charge refused sign-ups to the customer: a stranger’s wrong emails leave the honest sign-up through', async () => {
    const handler = preSignUp();
    // One wrong email, tried until its own count is spent, and as many other wrong emails.
    for (let i = 0; i < REFUSED_SIGN_UPS_PER_USER_EMAIL.points; i += 1) {
      await expect(handler(signUpEvent({ ...honest, email: 'mallory@example.net' }))).rejects.toThrow(SIGN_UP_REFUSED);
      await expect(handler(signUpEvent({ ...honest, email: `guess${i}@example.co.uk` }))).rejects.toThrow(SIGN_UP_REFUSED);
    }
    // Wrong attributes with the customer's own email count under that pair, not the username.
    for (let i = 0; i < REFUSED_SIGN_UPS_PER_USER_EMAIL.points; i += 1) {
      await expect(handler(signUpEvent({ ...honest, given_name: 'Mallory' }))).rejects.toThrow(SIGN_UP_REFUSED);
    }
    expect((await handler(signUpEvent(honest))).response).toMatchObject({ autoConfirmUser: true });
  });

  it('refuses the 6th refused sign-up of one username and email in an hour as RATE_LIMITED, each pair counted apart', async () => {
    const handler = preSignUp();
    const mallory = signUpEvent({ ...honest, email: 'mallory@example.net' });
    for (let i = 0; i < REFUSED_SIGN_UPS_PER_USER_EMAIL.points; i += 1) await expect(handler(mallory)).rejects.toThrow(SIGN_UP_REFUSED);
    await expect(handler(mallory)).rejects.toThrow('RATE_LIMITED: too many sign-in attempts; retry after 3600 seconds');
    await expect(handler(signUpEvent({ ...honest, email: 'mallory@example.net' }, 'uk-webcustomer-9'))).rejects.toThrow(SIGN_UP_REFUSED);
    await expect(handler(signUpEvent({ ...honest, email: 'eve@example.net' }))).rejects.toThrow(SIGN_UP_REFUSED);
  });
});

describe('the deployed triggers’ database', () => {
  const environment = { DATABASE_URL: 'postgres://hearth@db.hearth.internal/shop' };

  it('opens one connection pool per Lambda container, shared by the customer directory and the sign-in limits', () => {
    const opened: string[] = [];
    // Kysely connects on its first query, which this test never makes.
    const storeOf = deployedTriggerStoreOpener((url) => (opened.push(url), openDatabase({ kind: 'pglite' })));
    const create = storeOf('Create Auth Challenge', environment);
    const verify = storeOf('Verify Auth Challenge', environment);
    expect(create.directory).toBeDefined();
    expect(create.limits.signUpsPerUser).toBeDefined();
    expect(verify).toBe(create);
    expect(opened).toEqual([environment.DATABASE_URL]);
  });

  it('refuses to run without DATABASE_URL, naming the trigger, rather than run unlimited', () => {
    const storeOf = deployedTriggerStoreOpener(() => {
      throw new Error('nothing should be opened');
    });
    expect(() => storeOf('Pre sign-up', {})).toThrow('The Pre sign-up trigger needs DATABASE_URL');
  });
});
