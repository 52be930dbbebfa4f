/** Where sign-out leaves word for the next page, which is static and has no island to say it. */
export const SIGNED_OUT_NOTICE_KEY = 'hearth:signed-out';

export const SIGNED_OUT_TEXT = 'You are signed out. Your account and its basket are no longer on this device.';

/** Called as sign-out finishes, before leaving the account. */
export function rememberSignedOut(storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(SIGNED_OUT_NOTICE_KEY, '1');
  } catch {
    // Storage refused (private mode): the shopper simply lands on the home page without the notice.
  }
}

/**
 * Whether to say so on this page; the word is used up, so it shows once. The key is a parameter
 * because the function's source is inlined into the page, where no module constant exists.
 */
export function takeNotice(storage: Pick<Storage, 'getItem' | 'removeItem'>, key: string): boolean {
  try {
    const left = storage.getItem(key) === '1';
    storage.removeItem(key);
    return left;
  } catch {
    return false;
  }
}

/** Inline on every page (no script file on content pages): shows the notice once after sign-out. */
export function signedOutNoticeScript(): string {
  return `(function(){
var takeNotice=${takeNotice.toString()};
var storage=null;try{storage=sessionStorage;}catch(_){}
if(!storage||!takeNotice(storage,${JSON.stringify(SIGNED_OUT_NOTICE_KEY)}))return;
var notice=document.getElementById('signed-out-notice');if(!notice)return;
notice.hidden=false;notice.textContent=${JSON.stringify(SIGNED_OUT_TEXT)};
})();`;
}
