/** What the browser sends with a payment; shared so the checkout and the API agree on its shape. */

/** What the storefront adds to paymentData so the issuer can run 3-D Secure. */
export interface BrowserDetails {
  screenHeight: number;
  screenWidth: number;
  language: string;
  javaEnabled: boolean;
  colorDepth: number;
  /** The site origin the shopper paid from, e.g. https://www.hearth.example */
  origin: string;
}

/**
 * A browser language as a BCP 47 tag (`en-GB`, `zh-Hans-CN`, `es-419`): a language and up to
 * three subtags, nothing free-form, so no text rides along to a gateway under its name.
 */
export const BROWSER_LANGUAGE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,3}$/;
export const MAX_BROWSER_LANGUAGE = 35;

/** What the checkout sends when the browser names its language in some other shape. */
export const FALLBACK_BROWSER_LANGUAGE = 'en-GB';
