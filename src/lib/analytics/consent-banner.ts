/**
 * The consent banner and the preferences dialog, from vanilla-cookieconsent 3. Imported only when
 * a shopper has not chosen yet or opens "Cookie settings", so a returning shopper downloads none
 * of it. Its own cookie remembers the dialog's state; the site's grants cookie (consent-state.ts)
 * is what the tags and the basket read.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
// Its own file, linked only when the dialog is shown: imported as CSS, the build would inline it
// into every page (inlineStylesheets: 'always'), so shoppers who have chosen would carry it too.
import stylesheetUrl from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
import type { Grants } from './consent-state.ts';

export type ChoiceListener = (grants: Grants) => void;

let started: Promise<void> | null = null;

function grantsFromLibrary(): Grants {
  return {
    statistics: CookieConsent.acceptedCategory('statistics'),
    marketing: CookieConsent.acceptedCategory('marketing'),
    chat: CookieConsent.acceptedCategory('chat'),
  };
}

/** Resolves once the dialog's styles apply, so it never shows unstyled (no shift when they arrive). */
function linkStylesheet(): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.onload = () => resolve();
    // Unstyled beats no choice at all.
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** Sets the dialog up once; a second caller waits for the first. */
function start(onChoice: ChoiceListener): Promise<void> {
  started ??= setUp(onChoice);
  return started;
}

async function setUp(onChoice: ChoiceListener): Promise<void> {
  await linkStylesheet();
  await CookieConsent.run({
    autoShow: false,
    // Crawlers and the browser tests alike see the banner: what the shopper sees is what is tested.
    hideFromBots: false,
    cookie: { name: 'cc_choice', expiresAfterDays: 182, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      statistics: {},
      marketing: {},
      chat: {},
    },
    onFirstConsent: () => onChoice(grantsFromLibrary()),
    onChange: () => onChoice(grantsFromLibrary()),
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: 'Cookies on Hearth',
            description:
              'We use cookies the shop needs to work (your basket, signing in). With your permission we would also like to count visits, show you our adverts elsewhere and offer a support chat. Nothing is switched on until you choose.',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            showPreferencesBtn: 'Choose which',
            footer: '<a href="/cookies">Cookie policy</a> <a href="/privacy">Privacy notice</a>',
          },
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
}

/** Shows the first-visit banner. */
export async function showBanner(onChoice: ChoiceListener): Promise<void> {
  await start(onChoice);
  CookieConsent.show(true);
}

/** Opens the per-purpose settings (the footer's "Cookie settings"). */
export async function showPreferences(onChoice: ChoiceListener): Promise<void> {
  await start(onChoice);
  CookieConsent.showPreferences();
}
