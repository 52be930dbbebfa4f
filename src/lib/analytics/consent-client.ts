/**
 * Every page's consent script (a deferred module, off the critical path): with no choice yet it
 * fetches the banner; with a choice it loads the granted tags after the first interaction; the
 * footer's "Cookie settings" reopens the choice at any time. A withdrawal deletes the withdrawn
 * tags' cookies at once and the next page loads none of them.
 */
import {
  consentModeFor,
  type Grants,
  readGrants,
  serializeGrants,
  TRACKING_CONSENT_COOKIE,
  TRACKING_CONSENT_MAX_AGE_S,
} from './consent-state.ts';
import { isPrivatePage } from './private-pages.ts';
import { afterFirstInteraction, deleteCookies, loadTags } from './tag-loaders.ts';
import { cookiesToDelete, type TagSettings, tagsToLoad } from './tag-plan.ts';

/** The tag settings, except on a page that shows personal data or takes a payment: no tag runs there. */
function readTagSettings(): TagSettings | null {
  if (isPrivatePage(location.pathname)) return null;
  const element = document.getElementById('tag-settings');
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as TagSettings) : null;
  } catch {
    return null;
  }
}

function presentCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(Boolean);
}

function recordChoice(grants: Grants, settings: TagSettings | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox before 2025.
  document.cookie = `${TRACKING_CONSENT_COOKIE}=${serializeGrants(grants)}; Max-Age=${TRACKING_CONSENT_MAX_AGE_S}; path=/; SameSite=Lax${secure}`;
  const gtag = (window as unknown as { gtag?: (...args: unknown[]) => void }).gtag;
  gtag?.('consent', 'update', consentModeFor(grants));
  deleteCookies(cookiesToDelete(grants, presentCookieNames()));
  // The choice was itself an interaction: granted tags may start now.
  if (settings) loadTags(tagsToLoad(settings, grants), settings);
}

function run(): void {
  const settings = readTagSettings();
  const onChoice = (grants: Grants) => recordChoice(grants, settings);
  const grants = readGrants(document.cookie);
  if (grants) {
    if (settings) {
      const tags = tagsToLoad(settings, grants);
      if (tags.length > 0) afterFirstInteraction(() => loadTags(tags, settings));
    }
  } else {
    void import('./consent-banner.ts').then((banner) => banner.showBanner(onChoice));
  }
  // A link to the cookie policy without JavaScript; the settings dialog with it.
  for (const link of document.querySelectorAll<HTMLElement>('[data-consent-settings]')) {
    link.setAttribute('role', 'button');
    link.addEventListener('click', (event) => {
      event.preventDefault();
      void import('./consent-banner.ts').then((banner) => banner.showPreferences(onChoice));
    });
  }
}

run();
