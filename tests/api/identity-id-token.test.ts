import { createSign, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoIdTokenVerifier, type CognitoIdTokenVerifierOptions } from '../../commerce/identity/cognito-id-token.ts';
import { InvalidIdTokenError } from '../../commerce/identity/id-token.ts';
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

const customer = testCustomer({ tenantId: 'hearth', salesChannelId: 'uk-web' });

let local: TestCognito;
let tokens: { IdToken: string; AccessToken: string };

beforeAll(async () => {
  local = await startTestCognito({ customers: [customer] });
  tokens = (await signInOverTheWire(local.cognito, customer)) as typeof tokens;
});

afterAll(async () => {
  await local?.dispose();
});

const localVerifier = (overrides: Partial<CognitoIdTokenVerifierOptions> = {}) => localIdTokenVerifier(local, overrides);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the Cognito ID-token verifier', () => {
  it("maps a pool ID token's custom attributes to the caller", async () => {
    expect(await localVerifier().verify(tokens.IdToken)).toEqual({
      subject: jwtPayload(tokens.IdToken).sub,
      username: customer.username,
      customerId: customer.customerId,
      tenantId: 'hearth',
      salesChannelId: 'uk-web',
      groups: [],
      issuedAt: new Date(jwtPayload(tokens.IdToken).iat * 1000),
    });
  });

  it('refuses a token for another app client', async () => {
    await expect(localVerifier({ clientId: 'anotherstorefrontclient' }).verify(tokens.IdToken)).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it('refuses an access token', async () => {
    await expect(localVerifier().verify(tokens.AccessToken)).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it('refuses a token expired by the injected clock', async () => {
    const expiresAt = jwtPayload(tokens.IdToken).exp * 1000;
    const at = (time: number) => localVerifier({ now: () => new Date(time) });
    await expect(at(expiresAt - 1_000).verify(tokens.IdToken)).resolves.toMatchObject({ customerId: customer.customerId });
    await expect(at(expiresAt).verify(tokens.IdToken)).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [head, body, signature] = tokens.IdToken.split('.') as [string, string, string];
    const tampered = `${head}.${b64({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), 'custom:customer_id': 'someone-else' })}.${signature}`;
    await expect(localVerifier().verify(tampered)).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it("refuses a token signed with any key but the pool's, even under the pool's key id", async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const header = JSON.parse(Buffer.from(tokens.IdToken.split('.')[0]!, 'base64url').toString());
    const input = `${b64(header)}.${tokens.IdToken.split('.')[1]}`;
    const forged = `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
    await expect(localVerifier().verify(forged)).rejects.toBeInstanceOf(InvalidIdTokenError);
    await expect(localVerifier().verify('not a token')).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it('refuses the token of a user without the customer attributes', async () => {
    const bare = { username: 'uk-webbare', email: 'bare@example.co.uk' };
    await cognitoWireCall(
      local.cognito.adminUrl,
      `${USER_POOL_TARGET}.AdminCreateUser`,
      {
        UserPoolId: local.cognito.userPoolId,
        Username: bare.username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: bare.email }],
      },
      local.cognito.adminHeaders,
    );
    await cognitoWireCall(
      local.cognito.adminUrl,
      `${USER_POOL_TARGET}.AdminSetUserPassword`,
      {
        UserPoolId: local.cognito.userPoolId,
        Username: bare.username,
        Password: 'Local-Only-Pa55word!',
        Permanent: true,
      },
      local.cognito.adminHeaders,
    );
    const bareTokens = await signInOverTheWire(local.cognito, bare);
    await expect(localVerifier().verify(bareTokens.IdToken)).rejects.toThrow('The token has no custom:customer_id.');
  });

  it('without an issuer, expects the https Cognito issuer and refuses local tokens (without fetching anything)', async () => {
    const production = createCognitoIdTokenVerifier({ userPoolId: local.cognito.userPoolId, clientId: local.cognito.clientId });
    await expect(production.verify(tokens.IdToken)).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  it('accepts a local http issuer only behind the development flag, and only on the loopback for this pool', () => {
    const pool = local.cognito.userPoolId;
    const make = (issuer: string, development?: boolean) => () =>
      createCognitoIdTokenVerifier({ userPoolId: pool, clientId: 'client', issuer, development });
    expect(make(local.cognito.issuer)).toThrow(/development/);
    expect(make(`https://login.example.com/${pool}`)).toThrow(/development/);
    expect(make(`http://shop.example.com/${pool}`, true)).toThrow(/127\.0\.0\.1/);
    expect(make(`http://127.0.0.1:9229/eu-west-2_SomeOtherPool`, true)).toThrow(/127\.0\.0\.1/);
    expect(make(`https://cognito-idp.eu-west-2.amazonaws.com/${pool}`)).not.toThrow();
    expect(make(local.cognito.issuer, true)).not.toThrow();
  });

  it('treats an unreachable JWKS as a server fault, not a bad token', async () => {
    const unreachable = createCognitoIdTokenVerifier({
      userPoolId: local.cognito.userPoolId,
      clientId: local.cognito.clientId,
      issuer: `http://127.0.0.1:1/${local.cognito.userPoolId}`,
      development: true,
      now: local.clock.now,
    });
    const error = await unreachable.verify(tokens.IdToken).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(InvalidIdTokenError);
  });

  it("serves the pool's OpenID configuration with its real issuer and JWKS", async () => {
    const discovery = await (await fetch(`${local.cognito.issuer}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({ issuer: local.cognito.issuer, jwks_uri: `${local.cognito.issuer}/.well-known/jwks.json` });
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: { kid: string }[] };
    const header = JSON.parse(Buffer.from(tokens.IdToken.split('.')[0]!, 'base64url').toString());
    expect(jwks.keys.map((key) => key.kid)).toContain(header.kid);
  });
});
