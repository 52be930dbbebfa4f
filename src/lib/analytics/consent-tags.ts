/**
 * The tags' side of a choice, fetched only when a page has a tag to load or the shopper has just
 * chosen: which tags the grants allow (tag-plan.ts), their loaders (tag-loaders.ts), and the
 * withdrawn tags' cookies to delete. A shopper who said no to everything never downloads it again.
 */
import type { Grants } from './consent-state.ts';
import { deleteCookies, loadTags } from './tag-loaders.ts';
import { cookiesToDelete, type TagSettings, tagsToLoad } from './tag-plan.ts';

function presentCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(Boolean);
}

/** Loads the tags the grants allow (each once per page). */
export function loadGrantedTags(settings: TagSettings | null, grants: Grants): void {
  if (settings) loadTags(tagsToLoad(settings, grants), settings);
}

/** A choice just made: the withdrawn tags' cookies go at once; granted tags may start now (the choice was itself an interaction). */
export function applyChoice(settings: TagSettings | null, grants: Grants): void {
  deleteCookies(cookiesToDelete(grants, presentCookieNames()));
  loadGrantedTags(settings, grants);
}
