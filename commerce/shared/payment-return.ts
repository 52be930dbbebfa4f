/**
 * The provider sends every payment back to one return page, a checkout's and a balance's alike.
 * The return address of a balance payment says so itself, so the page never takes a checkout's
 * return for a balance's because of something a browser remembered from an earlier visit.
 */
export const BALANCE_RETURN_PARAM = 'for';
export const BALANCE_RETURN_VALUE = 'balance';

/** A provider's return address, marked as a balance payment's. */
export function balanceReturnUrl(returnUrl: string): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${BALANCE_RETURN_PARAM}=${BALANCE_RETURN_VALUE}`;
}

/** Whether the return page's address (its query string) is a balance payment's. */
export function isBalanceReturn(search: string): boolean {
  return new URLSearchParams(search).get(BALANCE_RETURN_PARAM) === BALANCE_RETURN_VALUE;
}
