/**
 * Every page's consent script (a deferred module, off the critical path): with no choice yet it
 * attaches the page's banner (the library's settings dialog only when asked for); with a choice it
 * loads the granted tags after the first interaction; the footer's "Cookie settings" reopens the
 * choice at any time. A withdrawal deletes the withdrawn tags' cookies at once and the next page
 * loads none of them. The tags' code (consent-tags.ts) comes only with a grant or a fresh choice.
 */
import { consentCookie, consentModeFor, type Grants, readGrants } from './consent-state.ts';
import { attachBanner, type Banner, removeBanner } from './consent-banner.ts';
import { afterFirstInteraction } from './first-interaction.ts';
import { isPrivatePage } from './private-pages.ts';
import type { TagSettings } from './tag-plan.ts';

// A tag that cannot load (offline, a failed chunk) must never break the shop.
const withTags = (use: (tags: typeof import('./consent-tags.ts')) => void) =>
  void import('./consent-tags.ts').then(use, (error) => console.warn('Tags: could not be loaded.', error));

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

function recordChoice(grants: Grants, settings: TagSettings | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox before 2025.
  document.cookie = consentCookie(grants, location.protocol === 'https:');
  applyChoice(grants, settings);
}

/** Consent Mode and the tags follow a choice, made here or in another tab. */
function applyChoice(grants: Grants, settings: TagSettings | null): void {
  const gtag = (window as unknown as { gtag?: (...args: unknown[]) => void }).gtag;
  gtag?.('consent', 'update', consentModeFor(grants));
  withTags((tags) => tags.applyChoice(settings, grants));
}

function run(): void {
  const settings = readTagSettings();
  let banner: Banner | null = null;
  const onChoice = (grants: Grants) => {
    recordChoice(grants, settings);
    banner?.close();
    banner = null;
  };
  const openPreferences = () => {
    void import('./consent-preferences.ts').then((preferences) => preferences.showPreferences(readGrants(document.cookie), onChoice));
  };
  const grants = readGrants(document.cookie);
  if (grants) {
    // Chosen since the head script ran (in another tab, or by a press before this module ran):
    // the banner it showed goes.
    removeBanner();
    // Nothing granted, or no tag set up: the tags' code is not even fetched.
    if (settings && Object.values(grants).some(Boolean)) {
      afterFirstInteraction(() => withTags((tags) => tags.loadGrantedTags(settings, grants)));
    }
  } else {
    // The page's banner, showing since the first paint; the library comes with "Choose which".
    banner = attachBanner({ onChoice, onChooseWhich: openPreferences });
    // Back to this tab, or to this page from the cache, after choosing in another: the banner
    // goes and the choice applies here too, without writing it again.
    const chosenElsewhere = () => {
      const chosen = banner && readGrants(document.cookie);
      if (!banner || !chosen) return;
      banner.close();
      banner = null;
      applyChoice(chosen, settings);
    };
    addEventListener('pageshow', (event) => event.persisted && chosenElsewhere());
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && chosenElsewhere());
  }
  // A link to the cookie policy without JavaScript; the settings dialog with it.
  for (const link of document.querySelectorAll<HTMLElement>('[data-consent-settings]')) {
    link.setAttribute('role', 'button');
    link.addEventListener('click', (event) => {
      event.preventDefault();
      openPreferences();
    });
  }
}

run();
