/**
 * What follows a consent choice, loaded only when it is needed (issue 23): with the banner, when
 * the shopper chooses, or after the first interaction of a page whose shopper granted a tag. The
 * rules (tag-plan.ts) and the vendors' loaders (tag-loaders.ts) stay off every page's first load.
 */
import { consentModeFor, type Grants, serializeGrants, TRACKING_CONSENT_COOKIE, TRACKING_CONSENT_MAX_AGE_S } from './consent-state.ts';
import { deleteCookies, loadTags } from './tag-loaders.ts';
import { cookiesToDelete, type TagSettings, tagsToLoad } from './tag-plan.ts';

function presentCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(Boolean);
}

/** Loads the tags these grants allow (none without settings). */
export function loadGrantedTags(settings: TagSettings | null, grants: Grants): void {
  if (!settings) return;
  const tags = tagsToLoad(settings, grants);
  if (tags.length > 0) loadTags(tags, settings);
}

/** Keeps the shopper's choice, tells Consent Mode, deletes the withdrawn tags' cookies, and starts the granted tags. */
export function recordChoice(grants: Grants, settings: TagSettings | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox before 2025.
  document.cookie = `${TRACKING_CONSENT_COOKIE}=${serializeGrants(grants)}; Max-Age=${TRACKING_CONSENT_MAX_AGE_S}; path=/; SameSite=Lax${secure}`;
  const gtag = (window as unknown as { gtag?: (...args: unknown[]) => void }).gtag;
  gtag?.('consent', 'update', consentModeFor(grants));
  deleteCookies(cookiesToDelete(grants, presentCookieNames()));
  // The choice was itself an interaction: granted tags may start now.
  loadGrantedTags(settings, grants);
}
