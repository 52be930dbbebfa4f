import { toPounds } from '../../../commerce/domain/money.ts';

/**
 * The test gateway's own pages, served from its own origin: the card frame the checkout embeds,
 * and the pretend bank's 3-D Secure check. Rendered here as plain HTML with no inline script or
 * style, so each page's Content-Security-Policy can be strict: only this origin's own script and
 * stylesheet, calls only to itself, and (for the frame) embedding only by the shop page that asked.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The card frame's policy: its own script, style and tokenise call; framed only by `parentOrigin`. */
export function cardFramePolicy(parentOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');
}

/**
 * The 3-D Secure page's policy: a top-level page of the bank, never framed; its form posts to
 * itself, and the answer redirects to the shop's return page (browsers check a form's redirect
 * against form-action too), hence the shop's origins.
 */
export function challengePagePolicy(shopOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    `form-action 'self' ${shopOrigins.join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/card-frame.css">
</head>
<body>
${body}
</body>
</html>`;
}

function field(name: string, label: string, input: string, hint?: string): string {
  const hintId = `${name}-hint`;
  return `<div class="field" data-field="${name}">
<label for="${name}">${label}</label>
${hint ? `<span id="${hintId}" class="field__hint">${escapeHtml(hint)}</span>` : ''}
<input id="${name}" name="${name}" ${input}${hint ? ` aria-describedby="${hintId}"` : ''}>
<span id="${name}-error" class="field__error" hidden></span>
</div>`;
}

/** The card fields. The script (/assets/card-frame.js) checks them and talks to the checkout page. */
export function cardFramePage(): string {
  return page(
    'Card details',
    `<form id="card-form" class="card-frame" novalidate>
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" spellcheck="false" maxlength="23"')}
<div class="field-row">
${field('expiry', 'Expiry date (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="7"', 'As printed on the card, e.g. 08/29')}
${field('cvc', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', '3 digits on the back of the card')}
</div>
${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="100"')}
<button type="submit" hidden tabindex="-1">Pay</button>
</form>
<script type="module" src="/assets/card-frame.js"></script>`,
  );
}

/**
 * The wallet button stand-in: one button, as a wallet's is, and the test outcome beside it (which
 * test card the pretend wallet holds). The script (/assets/wallet-button.js) does the rest.
 */
export function walletButtonPage(walletName: string): string {
  const name = escapeHtml(walletName);
  return page(
    `${walletName} (test)`,
    `<div class="wallet-frame">
<button type="button" id="wallet-pay" class="button button--primary">Pay with ${name} (test)</button>
<label for="wallet-outcome">Test outcome</label>
<select id="wallet-outcome">
<option value="approve">Approve</option>
<option value="secure">Ask for 3-D Secure</option>
<option value="fail">Fail (card declined)</option>
</select>
</div>
<script type="module" src="/assets/wallet-button.js"></script>`,
  );
}

/**
 * The express checkout sheet stand-in: the wallet's contact, its delivery address (which the
 * shopper may change, as in a real sheet), the delivery and total the shop answers with, the
 * test outcome and Pay. The script (/assets/wallet-sheet.js) talks to the shop's page.
 */
export function walletSheetPage(walletName: string): string {
  const name = escapeHtml(walletName);
  return page(
    `${walletName} (test)`,
    `<main class="wallet-sheet">
<h1>${name} (test)</h1>
<p>Wren Wallet · wren.wallet@example.com · 07700 900123</p>
<fieldset id="sheet-address">
<legend>Deliver to</legend>
<div class="field"><label for="sheet-line1">Address</label><input id="sheet-line1" value="1 Test Wallet Lane" autocomplete="off"></div>
<div class="field"><label for="sheet-town">Town</label><input id="sheet-town" value="Bath" autocomplete="off"></div>
<div class="field"><label for="sheet-postcode">Postcode</label><input id="sheet-postcode" value="BA1 1AA" autocomplete="off" aria-describedby="sheet-address-error"></div>
<p id="sheet-address-error" class="field__error" role="alert" hidden></p>
<button type="button" id="sheet-use-address" class="button">Use this address</button>
</fieldset>
<fieldset class="wallet-sheet__delivery">
<legend>Delivery</legend>
<div id="sheet-delivery" aria-live="polite"></div>
</fieldset>
<p id="sheet-total" aria-live="polite"></p>
<label for="sheet-outcome">Test outcome</label>
<select id="sheet-outcome">
<option value="approve">Approve</option>
<option value="secure">Ask for 3-D Secure</option>
<option value="fail">Fail (card declined)</option>
</select>
<div class="wallet-sheet__actions">
<button type="button" id="sheet-pay" class="button button--primary" disabled>Pay</button>
<button type="button" id="sheet-cancel" class="button">Cancel</button>
</div>
</main>
<script type="module" src="/assets/wallet-sheet.js"></script>`,
  );
}

/** What the 3-D Secure page shows: the payment and the card's last four, never the order or the shopper. */
export interface ChallengeView {
  payment: string;
  amountPence: number;
  currencyCode: string;
  cardLast4: string;
  merchant: string;
  status: 'awaiting' | 'approved' | 'failed' | 'expired';
}

function amountText(pence: number, currencyCode: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyCode }).format(toPounds(pence));
  } catch {
    return `${toPounds(pence).toFixed(2)} ${currencyCode}`;
  }
}

const CLOSED_TEXT: Record<Exclude<ChallengeView['status'], 'awaiting'>, string> = {
  approved: 'You have already approved this payment. The shop is confirming your order.',
  failed: 'This check has already failed, so the payment was not taken. Go back to the shop to try again.',
  expired: 'This check has expired, so the payment was not taken. Go back to the shop to try again.',
};

/**
 * The pretend bank's check. Approve and Fail are a plain form post (no script at all); the token
 * travels in the form, as it came in the address only the paying browser was given.
 */
export function challengePage(view: ChallengeView | null, token: string, shopCartUrl: string): string {
  if (!view) {
    return page(
      'Confirm your card',
      `<main class="bank-check"><h1>Confirm your card</h1>
<p class="lead">We could not find this payment check. Go back to the shop and pay again.</p>
<p><a href="${escapeHtml(shopCartUrl)}">Back to the shop</a></p></main>`,
    );
  }
  const closed = view.status === 'awaiting' ? null : CLOSED_TEXT[view.status];
  return page(
    'Confirm your card',
    `<main class="bank-check" data-testid="bank-check">
<h1>Confirm your card</h1>
<p class="lead">This is your bank's security check (3-D Secure), not the shop's page. Your bank wants to be sure it is really you before it pays the shop. In this test gateway the bank is simulated: choose whether it approves the payment.</p>
<dl class="bank-check__details">
<div><dt>Paying</dt><dd>${escapeHtml(view.merchant)}</dd></div>
<div><dt>Amount</dt><dd data-testid="challenge-amount">${escapeHtml(amountText(view.amountPence, view.currencyCode))}</dd></div>
<div><dt>Card</dt><dd data-testid="challenge-card">${view.cardLast4 ? `Card ending ${escapeHtml(view.cardLast4)}` : 'Your card'}</dd></div>
</dl>
${
  closed
    ? `<p class="bank-check__status" role="status">${escapeHtml(closed)}</p><p><a href="${escapeHtml(shopCartUrl)}">Back to the shop</a></p>`
    : `<form method="post" action="/secure" class="bank-check__form" id="challenge-form">
<input type="hidden" name="payment" value="${escapeHtml(view.payment)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" name="outcome" value="approve" class="button button--primary">Approve</button>
<button type="submit" name="outcome" value="fail" class="button">Fail</button>
</form>
<p class="field__hint">Fail stands for a wrong passcode or a check you did not start: no money is taken and you can try again.</p>`
}
</main>`,
  );
}
