/** What the browser sends with a payment; shared so the checkout and the API agree on its shape. */

/** What the storefront adds to paymentData so the issuer can run 3-D Secure (brief §7). */
export interface BrowserDetails {
  screenHeight: number;
  screenWidth: number;
  language: string;
  javaEnabled: boolean;
  colorDepth: number;
  /** The site origin the shopper paid from, e.g. https://www.hearth.example */
  origin: string;
}
