import { BROWSER_LANGUAGE, type BrowserDetails, FALLBACK_BROWSER_LANGUAGE, MAX_BROWSER_LANGUAGE } from '../../../commerce/shared/index.ts';

export type { BrowserDetails };

/** The parts of `window` the details are read from, so they can be read from a fake in tests. */
export interface BrowserLike {
  screen: { height: number; width: number; colorDepth: number };
  navigator: { language?: string; javaEnabled?: () => boolean };
  location: { origin: string };
}

/** The browser's language when it is a plain BCP 47 tag (the only shape the API takes); en-GB otherwise. */
function browserLanguage(language: string | undefined): string {
  return language && language.length <= MAX_BROWSER_LANGUAGE && BROWSER_LANGUAGE.test(language) ? language : FALLBACK_BROWSER_LANGUAGE;
}

/** Read from the real browser; javaEnabled is false where the browser no longer has the method. */
export function readBrowserDetails(browser: BrowserLike): BrowserDetails {
  let javaEnabled = false;
  try {
    javaEnabled = typeof browser.navigator.javaEnabled === 'function' ? Boolean(browser.navigator.javaEnabled()) : false;
  } catch {
    // Some browsers throw instead of answering: Java is certainly not there.
  }
  return {
    screenHeight: browser.screen.height,
    screenWidth: browser.screen.width,
    language: browserLanguage(browser.navigator.language),
    javaEnabled,
    colorDepth: browser.screen.colorDepth,
    origin: browser.location.origin,
  };
}

/**
 * placeOrder's paymentData: the card gateway's token (never the card: that was typed into the
 * gateway's own frame), the browser and the amount the shopper was shown. The server refuses the
 * payment when that amount is no longer what is due, so a total that changed between drawing the
 * button and pressing it is never charged unseen.
 */
export function buildPaymentData(cardToken: string | null, browserDetails: BrowserDetails, expectedAmountDue: number): string {
  // No token when nothing is due (credit covers the order): the server places it without a charge.
  return JSON.stringify({ ...(cardToken ? { cardToken } : {}), browserDetails, expectedAmountDue });
}

/** A return page only asks after a payment already in flight: nothing new to send. */
export const SETTLE_PAYMENT_DATA = '{}';
