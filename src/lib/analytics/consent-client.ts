/**
 * Every page's consent script (a deferred module, off the critical path): with no choice yet it
 * fetches the banner; with a choice it loads the granted tags after the first interaction; the
 * footer's "Cookie settings" reopens the choice at any time. A withdrawal deletes the withdrawn
 * tags' cookies at once and the next page loads none of them. Kept small, as every page loads it:
 * the tag rules and loaders (consent-choice.ts) come with the banner, or after the first
 * interaction when a granted tag may load.
 */
import { readGrants } from './consent-state.ts';
import type { TagSettings } from './tag-plan.ts';

function readTagSettings(): TagSettings | null {
  const element = document.getElementById('tag-settings');
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as TagSettings) : null;
  } catch {
    return null;
  }
}

/** The brief's first interaction: tags wait for a click, scroll, mousemove or touchstart. */
const INTERACTION_EVENTS = ['click', 'scroll', 'mousemove', 'touchstart'] as const;

function afterFirstInteraction(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const event of INTERACTION_EVENTS) window.removeEventListener(event, once, true);
    run();
  };
  for (const event of INTERACTION_EVENTS) window.addEventListener(event, once, { capture: true, passive: true });
}

/** The banner or the settings dialog, with what records the choice loaded beside it, so a choice is kept at once. */
function askForChoice(settings: TagSettings | null, dialog: 'showBanner' | 'showPreferences'): void {
  void Promise.all([import('./consent-banner.ts'), import('./consent-choice.ts')]).then(([banner, choice]) =>
    banner[dialog]((grants) => choice.recordChoice(grants, settings)),
  );
}

function run(): void {
  const settings = readTagSettings();
  const grants = readGrants(document.cookie);
  if (grants) {
    // No tag has an ID on most sites: then nothing more is fetched.
    const anyTagSet = Object.values(settings?.tags ?? {}).some((tag) => Boolean(tag?.id?.trim()));
    if (anyTagSet)
      afterFirstInteraction(() => void import('./consent-choice.ts').then((choice) => choice.loadGrantedTags(settings, grants)));
  } else {
    askForChoice(settings, 'showBanner');
  }
  // A link to the cookie policy without JavaScript; the settings dialog with it.
  for (const link of document.querySelectorAll<HTMLElement>('[data-consent-settings]')) {
    link.setAttribute('role', 'button');
    link.addEventListener('click', (event) => {
      event.preventDefault();
      askForChoice(settings, 'showPreferences');
    });
  }
}

run();
