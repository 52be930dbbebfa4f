import type { KeyValueStorageInterface } from 'aws-amplify/utils';

/*
 * Where Amplify keeps the user pool's tokens in this browser.
 *
 * Amplify's default is localStorage: the refresh token (30 days by Cognito's default) would sit
 * on the disk for a month, readable by any script that ever runs on the page, so one XSS would be
 * a month-long takeover. The shop keeps them in the tab's sessionStorage instead, and the pool
 * gives refresh tokens 12 hours (docs/account.md):
 * - a reload keeps the session (sessionStorage lives as long as the tab);
 * - closing the tab ends it, and nothing of it stays on a shared computer;
 * - a new tab starts signed out and asks for a code (sessionStorage is per tab): the price of the
 *   above, chosen on purpose;
 * - a token stolen while the tab is open is good for hours, not a month.
 * Not CookieStorage: Amplify's cookies are written by script, so script reads them as easily,
 * and they would ride on every request to the shop. Not memory only: a reload would sign out.
 *
 * The device keys (deviceKey, deviceGroupKey, randomPasswordKey) stay in localStorage: they name
 * this browser to the pool, so "Remember this device" means the browser, not one tab. They are no
 * sign-in on their own: the pool's only sign-in is the emailed code.
 */

/** Amplify's prefix for the user pool's keys (`CognitoIdentityServiceProvider.<client>.<user>.<what>`). */
export const USER_POOL_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

const DEVICE_KEY_SUFFIXES = ['.deviceKey', '.deviceGroupKey', '.randomPasswordKey'];

const isDeviceKey = (key: string) => DEVICE_KEY_SUFFIXES.some((suffix) => key.endsWith(suffix));

/** What a session is made of: the tokens, what Amplify keeps beside them, and who is signed in. */
const SESSION_KEY_SUFFIXES = [
  '.accessToken',
  '.idToken',
  '.refreshToken',
  '.clockDrift',
  '.signInDetails',
  '.oauthMetadata',
  '.oidcProvider',
  '.LastAuthUser',
];

const isSessionKey = (key: string) => SESSION_KEY_SUFFIXES.some((suffix) => key.endsWith(suffix));

/** The Web Storage calls this module makes; tests pass Map-backed ones. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function userPoolKeys(storage: WebStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(USER_POOL_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Amplify's token storage: sessions in the tab's storage, device keys in the browser's. */
export function tabSessionTokenStorage(tab: WebStorage, browser: WebStorage): KeyValueStorageInterface {
  const home = (key: string) => (isDeviceKey(key) ? browser : tab);
  return {
    async setItem(key, value) {
      home(key).setItem(key, value);
    },
    async getItem(key) {
      return home(key).getItem(key);
    },
    async removeItem(key) {
      home(key).removeItem(key);
    },
    async clear() {
      for (const key of userPoolKeys(tab)) tab.removeItem(key);
    },
  };
}

/**
 * Removes the sessions earlier builds of the shop left in localStorage (with a month-long refresh
 * token). Only those: the device keys stay, and so does a hosted-UI sign-in under way (Amplify
 * keeps its state and PKCE verifier under the same prefix, in localStorage, until the provider
 * sends the shopper back). The shopper signs in again once; the old session is not carried over,
 * as that would carry the month-long token with it.
 */
export function forgetTokensKeptByEarlierBuilds(browser: WebStorage): void {
  for (const key of userPoolKeys(browser)) if (isSessionKey(key)) browser.removeItem(key);
}
