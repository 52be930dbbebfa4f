/**
 * The test gateway's stand-in for a wallet's sheet opened by express checkout (bundled by
 * frame-assets.ts, served from the gateway's own origin at /wallet-sheet). It plays what Apple
 * Pay's or Google Pay's sheet does with a Payment Request that asks for shipping: it discloses the
 * delivery address's postcode, town and country to the page (`shippingaddresschange`), shows the
 * shipping options and total the page answers with (`updateWith`, a PaymentDetailsUpdate), lets
 * the shopper pick another option (`shippingoptionchange`, answered again by the page), refuses
 * to pay while the page says the address cannot be served, and on Pay hands over the contact, the
 * whole address and a single-use token of the test card its outcome names.
 */
import {
  parseToTestSheet,
  TEST_SHEET_CHANNEL,
  type FromTestSheet,
  type SheetDetailsUpdate,
  type WalletAuthorization,
} from '../../../commerce/shared/wallet-sheet.ts';

const parentOrigin = new URLSearchParams(location.search).get('parent') ?? '';
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const address = byId<HTMLFieldSetElement>('sheet-address');
const useAddress = byId<HTMLButtonElement>('sheet-use-address');
const line1 = byId<HTMLInputElement>('sheet-line1');
const town = byId<HTMLInputElement>('sheet-town');
const postcode = byId<HTMLInputElement>('sheet-postcode');
const addressError = byId<HTMLParagraphElement>('sheet-address-error');
const delivery = byId<HTMLDivElement>('sheet-delivery');
const total = byId<HTMLParagraphElement>('sheet-total');
const pay = byId<HTMLButtonElement>('sheet-pay');
const cancel = byId<HTMLButtonElement>('sheet-cancel');
const outcome = byId<HTMLSelectElement>('sheet-outcome');

// The test cards of docs/payments.md: approved, 3-D Secure, declined.
const CARDS: Record<string, string> = { approve: '4242424242424242', secure: '4000000000003220', fail: '4000000000000002' };
const CONTACT = { name: 'Wren Wallet', email: 'wren.wallet@example.com', phone: '07700 900123' };
const FAILED = 'The wallet could not pay just now. Please try again or choose another way to pay.';

function tell(message: FromTestSheet): void {
  // Never '*': only the shop page the gateway pinned may hear from the sheet.
  if (parentOrigin && window.parent !== window) window.parent.postMessage({ channel: TEST_SHEET_CHANNEL, ...message }, parentOrigin);
}

/** The address as the sheet last sent it, answered or not. */
let asked = '';
let answered: SheetDetailsUpdate | null = null;

function askAboutAddress(): void {
  answered = null;
  pay.disabled = true;
  addressError.hidden = true;
  delivery.replaceChildren();
  total.textContent = 'Checking delivery…';
  asked = postcode.value.trim();
  tell({ type: 'shippingaddresschange', address: { country: 'GB', postalCode: asked, city: town.value.trim() } });
}

function show(details: SheetDetailsUpdate): void {
  answered = details;
  const refusal = details.shippingAddressErrors?.postalCode ?? details.error;
  if (refusal) {
    addressError.textContent = refusal;
    addressError.hidden = false;
    postcode.setAttribute('aria-invalid', 'true');
    total.textContent = '';
    pay.disabled = true;
    return;
  }
  postcode.removeAttribute('aria-invalid');
  // Each shipping option is a choice, as in a real sheet; picking one asks the page again (shippingoptionchange).
  const list = document.createElement('ul');
  for (const option of details.shippingOptions) {
    const entry = document.createElement('li');
    const label = document.createElement('label');
    const radio = document.createElement('input');
    radio.type = 'radio';
    radio.name = 'sheet-shipping-option';
    radio.value = option.id;
    radio.checked = option.selected;
    radio.addEventListener('change', () => pickOption(option.id));
    label.append(radio, ` ${option.label}: £${option.amount.value}`);
    entry.append(label);
    list.append(entry);
  }
  for (const item of details.displayItems) {
    const entry = document.createElement('li');
    entry.textContent = `${item.label}: £${item.amount.value}`;
    list.append(entry);
  }
  delivery.replaceChildren(list);
  total.textContent = `${details.total.label}: £${details.total.amount.value}`;
  pay.textContent = `Pay £${details.total.amount.value}`;
  pay.disabled = details.shippingOptions.length === 0;
}

function pickOption(id: string): void {
  answered = null;
  pay.disabled = true;
  total.textContent = 'Updating the total…';
  tell({ type: 'shippingoptionchange', shippingOption: id });
}

window.addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const message = parseToTestSheet(event.data);
  if (message) show(message.details);
});

// A button and Enter rather than a form: the shop frames the sheet sandboxed, without forms.
useAddress.addEventListener('click', askAboutAddress);
address.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  askAboutAddress();
});

cancel.addEventListener('click', () => tell({ type: 'cancel' }));

pay.addEventListener('click', async () => {
  // Only an address the page has answered for, unchanged since, may be paid for.
  if (pay.disabled || !answered || postcode.value.trim() !== asked) return;
  pay.disabled = true;
  try {
    const response = await fetch('/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: CARDS[outcome.value] ?? CARDS.approve!, expiry: '12/40', cvc: '123', name: CONTACT.name }),
    });
    const body = (await response.json().catch(() => ({}))) as { token?: unknown };
    if (!response.ok || typeof body.token !== 'string') {
      tell({ type: 'failed', message: FAILED });
      pay.disabled = false;
      return;
    }
    const authorization: WalletAuthorization = {
      token: body.token,
      contact: CONTACT,
      shippingAddress: { lines: [line1.value.trim()], town: town.value.trim(), postcode: asked, countryCode: 'GB' },
    };
    tell({ type: 'authorized', authorization });
  } catch {
    tell({ type: 'failed', message: FAILED });
    pay.disabled = false;
  }
});

// A sheet opens on the wallet's default address and asks about it at once, as a real one does.
askAboutAddress();
