/**
 * The per-purpose settings dialog, from vanilla-cookieconsent 3: fetched only when a shopper
 * presses "Choose which" on the banner or "Cookie settings" in the footer, so no page loads the
 * library before then. The site's grants cookie (consent-state.ts) is the one record of the choice:
 * each opening starts the library afresh from it, so the dialog shows what was chosen, wherever
 * it was chosen (the banner never touches the library's own cookie).
 */
import * as CookieConsent from 'vanilla-cookieconsent';
// Its own file, linked only when the dialog is shown: imported as CSS, the build would inline it
// into every page (inlineStylesheets: 'always'), so every shopper would carry it.
import stylesheetUrl from './consent-preferences.css?url';
import type { Grants } from './consent-state.ts';
import { linkStylesheet } from './stylesheet-link.ts';

export type ChoiceListener = (grants: Grants) => void;

function grantsFromLibrary(): Grants {
  return {
    statistics: CookieConsent.acceptedCategory('statistics'),
    marketing: CookieConsent.acceptedCategory('marketing'),
    chat: CookieConsent.acceptedCategory('chat'),
  };
}

let opening: Promise<void> = Promise.resolve();

/**
 * Opens the per-purpose settings with the shopper's current grants ticked (none before a first
 * choice: no box is ever ticked for them). Two quick presses open it once after the other.
 */
export function showPreferences(current: Grants | null, onChoice: ChoiceListener): Promise<void> {
  opening = opening.then(() => open(current, onChoice)).catch((error) => console.warn('Cookie settings could not open.', error));
  return opening;
}

async function open(current: Grants | null, onChoice: ChoiceListener): Promise<void> {
  await linkStylesheet(stylesheetUrl);
  // Afresh from the site's record, which the banner may have written after the library's own cookie.
  CookieConsent.reset(true);
  await CookieConsent.run({
    autoShow: false,
    // Crawlers and the browser tests alike see the dialog: what the shopper sees is what is tested.
    hideFromBots: false,
    cookie: { name: 'cc_choice', expiresAfterDays: 182, sameSite: 'Lax' },
    guiOptions: {
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    // Opt-in (the library's default): `enabled` only ticks the box; nothing is granted until saved.
    categories: {
      necessary: { enabled: true, readOnly: true },
      statistics: { enabled: current?.statistics ?? false },
      marketing: { enabled: current?.marketing ?? false },
      chat: { enabled: current?.chat ?? false },
    },
    // Each opening starts without the library's cookie, so every save is its "first" consent.
    onFirstConsent: () => onChoice(grantsFromLibrary()),
    onChange: () => onChoice(grantsFromLibrary()),
    language: {
      default: 'en',
      translations: {
        en: {
          // The banner is ours (consent-banner.ts); the library shows only this dialog.
          consentModal: {},
          preferencesModal: {
            title: 'Cookie settings',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            savePreferencesBtn: 'Save my choices',
            closeIconLabel: 'Close',
            sections: [
              {
                title: 'You choose',
                description: 'Change these whenever you like from "Cookie settings" at the foot of every page.',
              },
              {
                title: 'Necessary (always on)',
                description: 'Your basket, signing in, keeping the site secure and remembering this choice.',
                linkedCategory: 'necessary',
              },
              {
                title: 'Statistics',
                description:
                  'Counting visits and how pages are used, so we can make the shop better (Google Analytics, Google Tag Manager, Microsoft Clarity).',
                linkedCategory: 'statistics',
              },
              {
                title: 'Marketing',
                description:
                  'Showing our adverts to you on other sites and measuring them (Meta pixel, LinkedIn Insight tag, Google advertising). Your order may be linked to the advert you came from.',
                linkedCategory: 'marketing',
              },
              {
                title: 'Support chat',
                description: 'A chat window to ask us questions (Crisp). It remembers your conversation.',
                linkedCategory: 'chat',
              },
              {
                title: 'More',
                description: 'Every tool and its cookies are listed in our <a href="/cookies">cookie policy</a>.',
              },
            ],
          },
        },
      },
    },
  });
  CookieConsent.showPreferences();
}
