/**
 * The first-visit consent banner's behaviour. Its markup is in every page (ConsentBanner.astro)
 * and shows from the first paint when the head script found no choice; this attaches its buttons.
 * "Choose which" and the footer's "Cookie settings" open the library's preferences dialog
 * (consent-preferences.ts), fetched only then: the library's own banner and styles (about 15 KB
 * gzip) would spend the whole first-visit budget (15 KB).
 */
import { BANNER_CHOICES, CONSENT_ASK_ATTRIBUTE, CONSENT_ATTACHED_ATTRIBUTE, type Grants } from './consent-state.ts';

export interface BannerActions {
  onChoice: (grants: Grants) => void;
  /** "Choose which": the per-purpose settings. The banner stays until a choice is made there. */
  onChooseWhich: () => void;
}

export interface Banner {
  /** Removes the banner and gives the focus back to where it was before it took it. */
  close(): void;
}

export const BANNER_ID = 'consent-banner';

/** Takes the banner out of the page and its mark off the root, for good: a choice exists. */
export function removeBanner(): void {
  document.getElementById(BANNER_ID)?.remove();
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
}

/** Attaches the page's banner, or null when the page has none or it is not showing. */
export function attachBanner(actions: BannerActions): Banner | null {
  const banner = document.getElementById(BANNER_ID);
  if (!banner || !document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)) return null;
  const choices: Record<string, () => void> = {
    all: () => actions.onChoice(BANNER_CHOICES.all),
    none: () => actions.onChoice(BANNER_CHOICES.none),
    choose: actions.onChooseWhich,
  };
  for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
    const choose = choices[button.dataset.consentChoice ?? ''];
    if (choose) button.addEventListener('click', choose);
  }
  // The head script's fallback for the two one-press choices stands down: these buttons answer now.
  document.documentElement.setAttribute(CONSENT_ATTACHED_ATTRIBUTE, '');
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // Not modal: the page stays usable, so the banner neither traps the focus nor hides the page
  // from screen readers; it takes the focus once, so the keyboard and screen readers meet it first,
  // unless the shopper is already somewhere (typing in the search box, say): the banner has shown
  // since the first paint, and pulling the focus away would lose their keys.
  if (previousFocus === null || previousFocus === document.body) banner.focus({ preventScroll: true });
  return {
    close() {
      const hadFocus = banner.contains(document.activeElement);
      removeBanner();
      if (hadFocus && previousFocus?.isConnected) previousFocus.focus({ preventScroll: true });
    },
  };
}
