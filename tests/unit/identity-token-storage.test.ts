import { describe, expect, it } from 'vitest';
import { hasStoredSession } from '../../src/lib/identity/stored-session.ts';
import { forgetTokensKeptByEarlierBuilds, tabSessionTokenStorage, type WebStorage } from '../../src/lib/identity/token-storage.ts';

/** A Web Storage over a Map, as the browser's sessionStorage and localStorage behave. */
function webStorage(initial: Record<string, string> = {}): WebStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}

const USER = 'CognitoIdentityServiceProvider.hearthlocalstorefrontweb01.uk-webcustomer-1';

describe('Amplify’s tokens in the tab, device keys in the browser', () => {
  it('keeps the tokens and the signed-in user in the tab’s storage, never the browser’s', async () => {
    const tab = webStorage();
    const browser = webStorage();
    const storage = tabSessionTokenStorage(tab, browser);
    for (const what of ['accessToken', 'idToken', 'refreshToken', 'clockDrift', 'signInDetails'])
      await storage.setItem(`${USER}.${what}`, what);
    await storage.setItem('CognitoIdentityServiceProvider.hearthlocalstorefrontweb01.LastAuthUser', 'uk-webcustomer-1');

    expect(browser.entries.size).toBe(0);
    expect(await storage.getItem(`${USER}.refreshToken`)).toBe('refreshToken');
    expect(hasStoredSession(tab)).toBe(true);
    expect(hasStoredSession(browser)).toBe(false);
  });

  it('keeps the device keys in the browser’s storage, so a remembered device outlives the tab', async () => {
    const browser = webStorage();
    const firstTab = tabSessionTokenStorage(webStorage(), browser);
    for (const what of ['deviceKey', 'deviceGroupKey', 'randomPasswordKey']) await firstTab.setItem(`${USER}.${what}`, `${what}-1`);

    const nextTab = tabSessionTokenStorage(webStorage(), browser);
    expect(await nextTab.getItem(`${USER}.deviceKey`)).toBe('deviceKey-1');
    expect(await nextTab.getItem(`${USER}.randomPasswordKey`)).toBe('randomPasswordKey-1');
    expect(await nextTab.getItem(`${USER}.refreshToken`)).toBeNull();
  });

  it('removes from where each key lives, and clears only the tab’s user-pool keys', async () => {
    const tab = webStorage({ 'persist:store-site': '{}' });
    const browser = webStorage();
    const storage = tabSessionTokenStorage(tab, browser);
    await storage.setItem(`${USER}.idToken`, 'id');
    await storage.setItem(`${USER}.deviceKey`, 'device');
    await storage.removeItem(`${USER}.deviceKey`);
    expect(browser.entries.size).toBe(0);
    await storage.clear();
    expect([...tab.entries.keys()]).toEqual(['persist:store-site']);
  });
});

describe('tokens an earlier build left in localStorage', () => {
  it('are removed (the month-long refresh token with them); device keys, a hosted-UI sign-in under way and the shop’s own records stay', () => {
    const browser = webStorage({
      [`${USER}.refreshToken`]: 'a month',
      [`${USER}.idToken`]: 'id',
      [`${USER}.accessToken`]: 'access',
      'CognitoIdentityServiceProvider.hearthlocalstorefrontweb01.LastAuthUser': 'uk-webcustomer-1',
      [`${USER}.deviceKey`]: 'device',
      [`${USER}.deviceGroupKey`]: 'group',
      [`${USER}.randomPasswordKey`]: 'secret',
      'CognitoIdentityServiceProvider.hearthlocalstorefrontweb01.oauthState': 'state',
      'CognitoIdentityServiceProvider.hearthlocalstorefrontweb01.oauthPKCE': 'verifier',
      'CognitoIdentityServiceProvider.hearthlocalstorefrontweb01.inflightOAuth': 'true',
      'persist:store-site': '{"order":null}',
    });
    forgetTokensKeptByEarlierBuilds(browser);
    expect([...browser.entries.keys()].sort()).toEqual(
      [
        `${USER}.deviceGroupKey`,
        `${USER}.deviceKey`,
        `${USER}.randomPasswordKey`,
        'CognitoIdentityServiceProvider.hearthlocalstorefrontweb01.oauthState',
        'CognitoIdentityServiceProvider.hearthlocalstorefrontweb01.oauthPKCE',
        'CognitoIdentityServiceProvider.hearthlocalstorefrontweb01.inflightOAuth',
        'persist:store-site',
      ].sort(),
    );
  });
});
