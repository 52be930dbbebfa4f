import { describe, expect, it } from 'vitest';
import { randomSignUpPassword, SIGN_UP_PASSWORD_PREFIX } from '../../commerce/domain/customer-identity.ts';
import { amplifyResourcesConfig, readIdentityClientConfig } from '../../src/lib/identity/client-config.ts';
import { identityErrorOf } from '../../src/lib/identity/identity-errors.ts';
import { challengeProblem, safeNextPath, signInStartProblem } from '../../src/lib/identity/sign-in-text.ts';
import { hasStoredSession } from '../../src/lib/identity/stored-session.ts';

const published = {
  region: 'eu-west-2',
  userPoolId: 'eu-west-2_Abc123',
  userPoolClientId: 'client1',
  identityPoolId: 'eu-west-2:48656172-7468-4c6f-8361-6c4964656e74',
  userPoolEndpoint: 'http://127.0.0.1:4329',
  identityPoolEndpoint: 'http://127.0.0.1:4329',
  hostedUi: null,
};

describe('the published identity settings', () => {
  it('are read when complete, and refused when the pool is missing or of another region', () => {
    expect(readIdentityClientConfig(published)).toEqual(published);
    expect(readIdentityClientConfig({ ...published, userPoolId: '' })).toBeNull();
    expect(readIdentityClientConfig({ ...published, userPoolId: 'us-east-1_Abc' })).toBeNull();
    expect(readIdentityClientConfig({ message: 'Signing in is not available on this server.' })).toBeNull();
    expect(readIdentityClientConfig(null)).toBeNull();
  });

  it('point Amplify at custom endpoints only when given, and allow guests only with an identity pool', () => {
    expect(amplifyResourcesConfig(readIdentityClientConfig(published)!, 'http://localhost:4321').Auth?.Cognito).toEqual({
      userPoolId: 'eu-west-2_Abc123',
      userPoolClientId: 'client1',
      userPoolEndpoint: 'http://127.0.0.1:4329',
      identityPoolId: published.identityPoolId,
      allowGuestAccess: true,
      identityPoolEndpoint: 'http://127.0.0.1:4329',
    });
    const real = readIdentityClientConfig({ ...published, identityPoolId: null, userPoolEndpoint: null, identityPoolEndpoint: null })!;
    expect(amplifyResourcesConfig(real, 'https://www.hearth.example').Auth?.Cognito).toEqual({
      userPoolId: 'eu-west-2_Abc123',
      userPoolClientId: 'client1',
    });
  });

  it('add the hosted UI (code flow, back to this site’s /login) only when a domain and providers are published', () => {
    const withHostedUi = readIdentityClientConfig({ ...published, hostedUi: { domain: 'auth.hearth.example', providers: ['Google'] } })!;
    expect(withHostedUi.hostedUi).toEqual({ domain: 'auth.hearth.example', providers: ['Google'] });
    expect(amplifyResourcesConfig(withHostedUi, 'https://www.hearth.example').Auth?.Cognito?.loginWith?.oauth).toEqual({
      domain: 'auth.hearth.example',
      scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      redirectSignIn: ['https://www.hearth.example/login'],
      redirectSignOut: ['https://www.hearth.example/'],
      responseType: 'code',
    });
    expect(readIdentityClientConfig({ ...published, hostedUi: { domain: 'auth.hearth.example', providers: [] } })!.hostedUi).toBeNull();
  });
});

describe('where sign-in sends the shopper next', () => {
  it.each([
    ['/account/orders?page=2', '/account/orders?page=2'],
    [null, '/account'],
    ['https://evil.example/', '/account'],
    ['//evil.example/', '/account'],
    ['/\\evil.example', '/account'],
    ['/login?next=/x', '/account'],
    ['/checkout\r\nSet-Cookie: x', '/account'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  const SITE = 'https://www.hearth.example';

  // `/login?next=%2F%09%2Fevil.example` reached another host, because the browser
  // drops the tab and reads `//evil.example`. Each of these is an address the browser would
  // take off the site (or run), in the spellings that slip past string checks.
  it.each([
    ['the reported attack: a tab between the slashes', '/\t/evil.example'],
    ['a tab after both slashes', '//\tevil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['a leading tab', '\t//evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a DEL', '/\u007f/evil.example'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/account'],
    ['three slashes', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['slash, backslash, backslash', '/\\\\evil.example'],
    ['an absolute https URL', 'https://evil.example/'],
    ['an absolute URL with the shop as user info', 'https://www.hearth.example@evil.example/'],
    ['a scheme-relative URL with user info', '//www.hearth.example@evil.example/'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: after a slash-looking prefix', 'javascript://%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a dot segment that resolves to //host', '/.//evil.example'],
    ['a dot-dot segment that resolves to //host', '/a/..//evil.example'],
    ['a dot segment and a backslash', '/./\\evil.example'],
    ['leading spaces before //', '  //evil.example'],
    ['the sign-in page', '/login'],
    ['the sign-in page in capitals', '/LOGIN?next=/x'],
    ['the sign-in page through a dot segment', '/./login'],
    ['the sign-in page percent-encoded', '/%6Cogin'],
    ['empty', ''],
  ])('refuses %s', (_, next) => {
    expect(safeNextPath(next, '/account', SITE)).toBe('/account');
  });

  // Encoded slashes stay in the path: the browser asks this site for that path, so they are harmless.
  it.each([
    ['/account/orders?page=2#latest', '/account/orders?page=2#latest'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/checkout/../account', '/account'],
    ['/account details', '/account%20details'],
    ['https://www.hearth.example/account?tab=orders', '/account?tab=orders'],
    [' /account/orders', '/account/orders'],
    ['account/orders', '/account/orders'],
  ])('keeps %s on the site as %s', (next, expected) => {
    const kept = safeNextPath(next, '/account', SITE);
    expect(kept).toBe(expected);
    expect(new URL(kept, SITE).origin).toBe(SITE);
  });

  it('judges by the page’s own origin: the same absolute URL is refused on another site', () => {
    expect(safeNextPath('https://www.hearth.example/account', '/account', 'https://staging.hearth.example')).toBe('/account');
  });
});

describe('sign-in messages', () => {
  it('say what to do for each way starting can fail', () => {
    expect(signInStartProblem({ kind: 'noCustomer' })).toMatch(/could not find an account/);
    expect(signInStartProblem({ kind: 'apiError', customer: null })).toMatch(/try again/);
  });

  it('count the tries left, singular and plural', () => {
    expect(challengeProblem({ kind: 'wrongCode', attemptsLeft: 2 })).toBe('That code is not right. You have 2 tries left.');
    expect(challengeProblem({ kind: 'wrongCode', attemptsLeft: 1 })).toBe('That code is not right. You have 1 try left.');
    expect(challengeProblem({ kind: 'failed', message: 'Incorrect username or password.' })).toMatch(/new code/);
  });
});

describe('a stored session, without loading Amplify', () => {
  const storage = (keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });
  it('is seen from Amplify’s LastAuthUser key only', () => {
    expect(hasStoredSession(storage(['CognitoIdentityServiceProvider.client1.LastAuthUser']))).toBe(true);
    expect(hasStoredSession(storage(['persist:store-site', 'CognitoIdentityServiceProvider.client1.uk-web1.idToken']))).toBe(false);
    expect(hasStoredSession(null)).toBe(false);
  });
});

describe('identity errors', () => {
  it('map not-signed-in, network and device-configuration failures', () => {
    expect(
      identityErrorOf(
        Object.assign(new Error('User needs to be authenticated to call this API.'), { name: 'UserUnAuthenticatedException' }),
      ),
    ).toMatchObject({
      kind: 'notSignedIn',
      message: 'The user is not authenticated',
    });
    expect(identityErrorOf(Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' }))).toMatchObject({
      kind: 'network',
    });
    expect(identityErrorOf(Object.assign(new Error('Device tracking is off'), { name: 'InvalidParameterException' }))).toMatchObject({
      kind: 'deviceConfiguration',
      message: 'Device tracking has not been configured in this User Pool',
    });
    expect(identityErrorOf(new Error('Something else'))).toMatchObject({ kind: 'service', message: 'Something else' });
    expect(identityErrorOf(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }))).toMatchObject({
      kind: 'service',
    });
  });
});

describe('the sign-up password', () => {
  it('is the fixed prefix and 30 random bytes in hex', () => {
    const password = randomSignUpPassword(new Uint8Array(30).fill(15));
    expect(password).toBe(`${SIGN_UP_PASSWORD_PREFIX}${'0f'.repeat(30)}`);
    expect(() => randomSignUpPassword(new Uint8Array(16))).toThrow(/30 random bytes/);
  });
});
