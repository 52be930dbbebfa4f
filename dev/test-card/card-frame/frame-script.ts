/**
 * The test gateway's card frame, in the browser (bundled by frame-assets.ts, served from the
 * gateway's own origin). It owns the card fields: checks them as the shopper types, and when the
 * checkout page asks, posts the card to its own gateway for a single-use token and hands the page
 * only that token and the last four digits. The page it talks to is the one named in the frame's
 * address (`parent`), which the gateway's server checked against the shop's origins and pinned in
 * frame-ancestors; every message to it names that origin, every message from it must come from it.
 */
import {
  CARD_FRAME_CHANNEL,
  fromExpectedSender,
  parseToCardFrame,
  type FromCardFrame,
  type Unmarked,
} from '../../../commerce/shared/card-frame-messages.ts';
import { cardDigits, cvcLength, detectCardScheme, type AcceptedCard } from '../../../commerce/shared/card-schemes.ts';
import { checkCard, type CardDraft, type CardErrors, type CardField } from './card-checks.ts';

const FIELDS: CardField[] = ['number', 'expiry', 'cvc', 'name'];
const parentOrigin = new URLSearchParams(location.search).get('parent') ?? '';
const form = document.getElementById('card-form') as HTMLFormElement;
const input = (field: CardField) => document.getElementById(field) as HTMLInputElement;

let accepted: AcceptedCard[] = [];
// Errors show for a field once the shopper has left it, and for all fields after a press of Pay.
const touched = new Set<CardField>();
let submitted = false;
let busy = false;

function tell(message: Unmarked<FromCardFrame>): void {
  // Never '*': only the shop page the gateway pinned may hear from the frame.
  if (parentOrigin && window.parent !== window) window.parent.postMessage({ channel: CARD_FRAME_CHANNEL, ...message }, parentOrigin);
}

const draft = (): CardDraft => ({
  number: input('number').value,
  expiry: input('expiry').value,
  cvc: input('cvc').value,
  name: input('name').value,
});

/** Local calendar date: the shopper's own month decides whether their card has run out. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function show(errors: CardErrors, all: boolean): void {
  for (const field of FIELDS) {
    const message = all || touched.has(field) ? errors[field] : undefined;
    const box = input(field);
    const error = document.getElementById(`${field}-error`)!;
    const hint = document.getElementById(`${field}-hint`);
    box.closest('.field')?.classList.toggle('field--error', !!message);
    if (message) box.setAttribute('aria-invalid', 'true');
    else box.removeAttribute('aria-invalid');
    error.textContent = message ?? '';
    error.hidden = !message;
    box.setAttribute('aria-describedby', [hint ? hint.id : null, message ? error.id : null].filter(Boolean).join(' '));
  }
}

function recheck(): CardErrors {
  const errors = checkCard(draft(), accepted, today());
  show(errors, submitted);
  return errors;
}

/** The scheme's code length decides the security code's hint, as on the card itself. */
function updateHints(): void {
  const scheme = detectCardScheme(input('number').value, accepted);
  const hint = document.getElementById('cvc-hint');
  if (hint) hint.textContent = cvcLength(scheme) === 4 ? '4 digits on the front of the card' : '3 digits on the back of the card';
}

function reportChange(): void {
  const digits = cardDigits(input('number').value);
  // At most the first six digits (the BIN) leave the frame: enough to name the scheme.
  tell({ type: 'change', bin: /^\d+$/.test(digits) ? digits.slice(0, 6) : '', empty: digits === '' });
}

for (const field of FIELDS) {
  const box = input(field);
  box.addEventListener('input', () => {
    if (field === 'number') {
      updateHints();
      reportChange();
    }
    // Once a field has shown an error, it is re-checked as the shopper types, so the error goes as soon as it is fixed.
    if (submitted || touched.has(field)) recheck();
  });
  box.addEventListener('blur', () => {
    if (!box.value.trim() && !submitted) return;
    touched.add(field);
    recheck();
  });
}

// Enter in a field pays, as it did when the fields were the checkout's own.
form.addEventListener('submit', (event) => {
  event.preventDefault();
  tell({ type: 'submit' });
});

/** Set when the shop asks for the focus on a problem, until the shopper next types or clicks. */
let problemWantsFocus = false;

function focusFirstProblem(): void {
  problemWantsFocus = true;
  (form.querySelector<HTMLInputElement>('[aria-invalid="true"]') ?? input('number')).focus();
}

// The shop page focuses this frame and then asks for the field; the frame runs in its own
// process, and the focus can arrive after the request, landing on the body. Taken up again then.
window.addEventListener('focus', () => {
  if (problemWantsFocus && document.activeElement === document.body) focusFirstProblem();
});
for (const type of ['keydown', 'pointerdown']) form.addEventListener(type, () => (problemWantsFocus = false));

async function tokenise(requestId: string): Promise<void> {
  if (busy) return;
  submitted = true;
  const errors = recheck();
  if (Object.keys(errors).length > 0) {
    focusFirstProblem();
    tell({ type: 'invalid', requestId });
    return;
  }
  busy = true;
  try {
    const response = await fetch('/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Only the card: the gateway checks it against its own schemes, whatever the page configured.
      body: JSON.stringify(draft()),
    });
    const reply = (await response.json().catch(() => null)) as {
      token?: string;
      last4?: string;
      errors?: CardErrors;
      error?: string;
    } | null;
    if (response.ok && reply?.token && reply.last4) {
      tell({ type: 'token', requestId, token: reply.token, last4: reply.last4 });
    } else if (reply?.errors) {
      show(reply.errors, true);
      focusFirstProblem();
      tell({ type: 'invalid', requestId });
    } else {
      tell({ type: 'failed', requestId, message: reply?.error ?? 'The card could not be checked just now. Please try again.' });
    }
  } catch {
    tell({ type: 'failed', requestId, message: 'The card could not be sent to the payment gateway. Check your connection and try again.' });
  } finally {
    busy = false;
  }
}

window.addEventListener('message', (event) => {
  if (!fromExpectedSender(event, { origin: parentOrigin, source: window.parent })) return;
  const message = parseToCardFrame(event.data);
  if (!message) return;
  if (message.type === 'configure') {
    accepted = message.acceptedCards;
    updateHints();
    reportChange();
  } else if (message.type === 'tokenise') void tokenise(message.requestId);
  else focusFirstProblem();
});

new ResizeObserver(() => tell({ type: 'height', height: document.documentElement.scrollHeight })).observe(document.body);
tell({ type: 'ready' });
