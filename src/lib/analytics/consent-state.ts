/**
 * The shopper's consent as the site keeps it: one first-party cookie of per-purpose grants, each
 * the string 'true' or 'false' (a grant is the string 'true', nothing else), and what Google
 * Consent Mode v2 is told for those grants. Pure: the head script, the loaders and the basket read
 * it the same way.
 */
import { readGtagClientId } from './gtag.ts';

/** Set on the root element by the head script when there is no choice yet: the banner shows. */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/** The banner's one-press choices, by its buttons' data-consent-choice. */
export const BANNER_CHOICES = {
  all: { statistics: true, marketing: true, chat: true },
  none: { statistics: false, marketing: false, chat: false },
} as const satisfies Record<string, Grants>;

/** The purposes a shopper can grant; "necessary" is always on and never asked. */
export const PURPOSES = ['statistics', 'marketing', 'chat'] as const;
export type Purpose = (typeof PURPOSES)[number];
export type Grants = Record<Purpose, boolean>;

export const TRACKING_CONSENT_COOKIE = 'tracking_consent';
/** Six months: the ICO's guidance is to ask again after a while, and 6 months is the common choice. */
export const TRACKING_CONSENT_MAX_AGE_S = 182 * 24 * 60 * 60;

/** The cookie's value: `statistics:true|marketing:false|chat:false` (no characters a cookie must escape). */
export function serializeGrants(grants: Grants): string {
  return PURPOSES.map((purpose) => `${purpose}:${grants[purpose] ? 'true' : 'false'}`).join('|');
}

/** The Set-Cookie text of a choice, written from the page (the module and, before it runs, the head script). */
export function consentCookie(grants: Grants, secure: boolean): string {
  return `${TRACKING_CONSENT_COOKIE}=${serializeGrants(grants)}; Max-Age=${TRACKING_CONSENT_MAX_AGE_S}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Set on the root by the consent module once it has attached the banner's buttons: the head script's fallback stands down. */
export const CONSENT_ATTACHED_ATTRIBUTE = 'data-consent-attached';

/** The grants in a Cookie header, or null when the shopper has not chosen yet (or the cookie is unreadable). */
export function readGrants(cookieHeader: string): Grants | null {
  const raw = readCookie(cookieHeader, TRACKING_CONSENT_COOKIE);
  if (raw === null) return null;
  const fields = new Map(
    raw.split('|').map((field) => {
      const [name = '', value = ''] = field.split(':');
      return [name, value] as const;
    }),
  );
  if (!PURPOSES.every((purpose) => fields.has(purpose))) return null;
  return {
    statistics: fields.get('statistics') === 'true',
    marketing: fields.get('marketing') === 'true',
    chat: fields.get('chat') === 'true',
  };
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

export type ConsentState = 'granted' | 'denied';
export interface ConsentModeState {
  analytics_storage: ConsentState;
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  functionality_storage: ConsentState;
  personalization_storage: ConsentState;
  security_storage: ConsentState;
}

/** How long Google tags wait for the shopper's choice before firing with the defaults. */
export const WAIT_FOR_UPDATE_MS = 500;

/** Consent Mode v2 for the grants; no choice yet is every purpose denied. ad_user_data and ad_personalization follow ad_storage. */
export function consentModeFor(grants: Grants | null): ConsentModeState {
  const state = (granted: boolean | undefined): ConsentState => (granted ? 'granted' : 'denied');
  const ads = state(grants?.marketing);
  return {
    analytics_storage: state(grants?.statistics),
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    functionality_storage: state(grants?.chat),
    personalization_storage: 'denied',
    // Strictly necessary (fraud prevention, the basket, sign-in): no consent needed.
    security_storage: 'granted',
  };
}

/** Customer identification (the GA client id, hashed user data) goes out only with ad storage 'granted'. */
export function adStorageGranted(cookieHeader: string): boolean {
  return consentModeFor(readGrants(cookieHeader)).ad_storage === 'granted';
}

/**
 * The inline head script, before any tag: the data layer, `gtag`, Consent Mode's default (all
 * denied, waiting for an update) and, for a shopper who chose on an earlier page, the update from
 * the cookie; with no choice yet, the root's mark that shows the page's banner from the first
 * paint, and "Accept all" and "Reject all" until the consent module has attached the banner (a
 * press before it runs, or when its file cannot load, still records the choice and closes the
 * banner; the tags then come on the next page). Built from the functions above so the page and
 * the tests agree.
 */
export function consentModeScript(): string {
  const denied = consentModeFor(null);
  return `(function(){
window.dataLayer=window.dataLayer||[];
var gtag=window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};
var readCookie=${readCookie.toString()};
var PURPOSES=${JSON.stringify(PURPOSES)};
var TRACKING_CONSENT_COOKIE=${JSON.stringify(TRACKING_CONSENT_COOKIE)};
var readGrants=${readGrants.toString()};
var consentModeFor=${consentModeFor.toString()};
gtag('consent','default',Object.assign(${JSON.stringify(denied)},{wait_for_update:${WAIT_FOR_UPDATE_MS}}));
var grants=readGrants(document.cookie);
if(grants){gtag('consent','update',consentModeFor(grants));return;}
var root=document.documentElement;root.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},'');
var TRACKING_CONSENT_MAX_AGE_S=${TRACKING_CONSENT_MAX_AGE_S};
var serializeGrants=${serializeGrants.toString()};
var consentCookie=${consentCookie.toString()};
var CHOICES=${JSON.stringify(BANNER_CHOICES)};
document.addEventListener('click',function(e){
if(root.hasAttribute(${JSON.stringify(CONSENT_ATTACHED_ATTRIBUTE)}))return;
var button=e.target&&e.target.closest&&e.target.closest('[data-consent-choice]');
var chosen=button&&CHOICES[button.getAttribute('data-consent-choice')];
if(!chosen)return;
document.cookie=consentCookie(chosen,location.protocol==='https:');
gtag('consent','update',consentModeFor(chosen));
root.removeAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)});
});
})();`;
}

/** The GA client id for the commerce API only with ad storage granted; null otherwise, even with a `_ga` cookie present. */
export function consentedGtagClientId(cookieHeader: string): string | null {
  return adStorageGranted(cookieHeader) ? readGtagClientId(cookieHeader) : null;
}
