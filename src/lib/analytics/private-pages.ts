/**
 * Pages that show a shopper's personal data or take a payment: checkout (and the card providers'
 * return pages under it), the account, an order and its receipt, sign-in, tracking, a failed
 * payment, a shared cart (its id is its secret), and the staff desk (/admin). No marketing tag runs on them and their
 * Content-Security-Policy names no tag host: a tag (or a container an editor's ID points at) is
 * script from another company, and session replay would record names and addresses. The basket
 * (/cart/) is not one: it shows only products.
 */
const PRIVATE_PAGE = /^\/(?:checkout|account|admin|login|tracking|payment-failed)(?:\/|\.html$|$)|^\/(?:order|cart)\/[^/]/;

export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PAGE.test(pathname);
}
