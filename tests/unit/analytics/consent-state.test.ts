import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  adStorageGranted,
  consentedGtagClientId,
  consentModeFor,
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_ATTACHED_ATTRIBUTE,
  consentCookie,
  consentModeScript,
  readGrants,
  serializeGrants,
  WAIT_FOR_UPDATE_MS,
} from '../../../src/lib/analytics/consent-state.ts';

const ALL = { statistics: true, marketing: true, chat: true };
const NONE = { statistics: false, marketing: false, chat: false };
const GA = '_ga=GA1.1.1234567890.1700000000';

describe('the grants cookie (consent-state.ts)', () => {
  it('round-trips each purpose as the string true or false', () => {
    const grants = { statistics: true, marketing: false, chat: true };
    expect(serializeGrants(grants)).toBe('statistics:true|marketing:false|chat:true');
    expect(readGrants(`a=1; tracking_consent=${serializeGrants(grants)}; b=2`)).toEqual(grants);
  });

  it('grants a purpose only for the exact string true', () => {
    expect(readGrants('tracking_consent=statistics:TRUE|marketing:1|chat:yes')).toEqual(NONE);
  });

  it('reads no choice when the cookie is missing or lacks a purpose', () => {
    expect(readGrants('other=1')).toBeNull();
    expect(readGrants('tracking_consent=statistics:true|marketing:true')).toBeNull();
    expect(readGrants('')).toBeNull();
  });
});

describe('Consent Mode v2 (consent-state.ts)', () => {
  it('denies every storage but security before a choice', () => {
    expect(consentModeFor(null)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('moves ad_user_data and ad_personalization with ad_storage (marketing)', () => {
    const marketing = consentModeFor({ ...NONE, marketing: true });
    expect([marketing.ad_storage, marketing.ad_user_data, marketing.ad_personalization]).toEqual(['granted', 'granted', 'granted']);
    expect(marketing.analytics_storage).toBe('denied');
    const statistics = consentModeFor({ ...NONE, statistics: true });
    expect([statistics.ad_storage, statistics.ad_user_data, statistics.ad_personalization]).toEqual(['denied', 'denied', 'denied']);
    expect(statistics.analytics_storage).toBe('granted');
  });
});

describe('identification only with ad storage granted', () => {
  it('gives the GA client id only with marketing granted', () => {
    expect(consentedGtagClientId(GA)).toBeNull();
    expect(consentedGtagClientId(`${GA}; tracking_consent=${serializeGrants({ ...ALL, marketing: false })}`)).toBeNull();
    expect(consentedGtagClientId(`${GA}; tracking_consent=${serializeGrants(ALL)}`)).toBe('1234567890.1700000000');
    expect(adStorageGranted(`tracking_consent=${serializeGrants(NONE)}`)).toBe(false);
  });
});

describe('the head script', () => {
  const runScript = (cookie: string) => {
    const window: { dataLayer?: unknown[] } = {};
    const rootAttributes = new Map<string, string>();
    const documentElement = {
      setAttribute: (name: string, value: string) => rootAttributes.set(name, value),
      hasAttribute: (name: string) => rootAttributes.has(name),
      removeAttribute: (name: string) => rootAttributes.delete(name),
    };
    const clickListeners: ((event: { target: unknown }) => void)[] = [];
    const document = {
      cookie,
      documentElement,
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
        if (type === 'click') clickListeners.push(listener);
      },
    };
    runInNewContext(consentModeScript(), { window, document, location: { protocol: 'https:' }, Object });
    /** A press on a banner button, as the browser delivers it to the document's listener. */
    const press = (choice: string) => {
      const button = { getAttribute: (name: string) => (name === 'data-consent-choice' ? choice : null) };
      for (const listener of clickListeners) listener({ target: { closest: () => button } });
    };
    const dataLayer = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    return { dataLayer, rootAttributes, document, press };
  };
  const run = (cookie: string) => runScript(cookie).dataLayer();

  it('marks the root so the page shows its banner only while there is no choice', () => {
    expect([...runScript('').rootAttributes.keys()]).toEqual([CONSENT_ASK_ATTRIBUTE]);
    expect([...runScript('tracking_consent=statistics:true|marketing:true').rootAttributes.keys()]).toEqual([CONSENT_ASK_ATTRIBUTE]);
    expect([...runScript(`tracking_consent=${serializeGrants(NONE)}`).rootAttributes.keys()]).toEqual([]);
  });

  it('takes "Reject all" or "Accept all" before the consent module has attached the banner, and then leaves it to the module', () => {
    const page = runScript('');
    page.press('none');
    expect(page.document.cookie).toBe(consentCookie(NONE, true));
    expect(page.rootAttributes.has(CONSENT_ASK_ATTRIBUTE)).toBe(false);
    expect(page.dataLayer().at(-1)).toEqual(['consent', 'update', consentModeFor(NONE)]);

    const attached = runScript('');
    attached.rootAttributes.set(CONSENT_ATTACHED_ATTRIBUTE, '');
    attached.press('all');
    attached.press('choose');
    expect(attached.document.cookie).toBe('');
    expect(attached.rootAttributes.has(CONSENT_ASK_ATTRIBUTE)).toBe(true);
  });

  it('sets the all-denied default, waiting for an update, and nothing else before a choice', () => {
    expect(run('')).toEqual([['consent', 'default', { ...consentModeFor(null), wait_for_update: WAIT_FOR_UPDATE_MS }]]);
  });

  it('follows the default with the update from an earlier choice', () => {
    const grants = { ...NONE, statistics: true };
    expect(run(`tracking_consent=${serializeGrants(grants)}`)).toEqual([
      ['consent', 'default', { ...consentModeFor(null), wait_for_update: WAIT_FOR_UPDATE_MS }],
      ['consent', 'update', consentModeFor(grants)],
    ]);
  });
});
