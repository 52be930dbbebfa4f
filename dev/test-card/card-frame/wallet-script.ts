/**
 * The test gateway's wallet button, in the browser (bundled by frame-assets.ts, served from the
 * gateway's own origin at /wallet-button). It stands in for Apple Pay's or Google Pay's button and
 * sheet: pressed, it "authorises" with a test contact and delivery address and a test card from
 * the wallet, which it tokenises at its own gateway, and hands the page the token, contact and
 * address in the shape a real wallet's adapter gives (commerce/shared/wallet-sheet.ts). The outcome
 * chooses which test card the wallet holds: one approved, one behind 3-D Secure, one declined.
 */
import { TEST_WALLET_CHANNEL, type FromTestWallet, type WalletAuthorization } from '../../../commerce/shared/wallet-sheet.ts';

const parentOrigin = new URLSearchParams(location.search).get('parent') ?? '';
const button = document.getElementById('wallet-pay') as HTMLButtonElement;
const outcome = document.getElementById('wallet-outcome') as HTMLSelectElement;

// The test cards of docs/payments.md: approved, 3-D Secure, declined.
const CARDS: Record<string, string> = { approve: '4242424242424242', secure: '4000000000003220', fail: '4000000000000002' };

function tell(message: FromTestWallet): void {
  // Never '*': only the shop page the gateway pinned may hear from the frame.
  if (parentOrigin && window.parent !== window) window.parent.postMessage({ channel: TEST_WALLET_CHANNEL, ...message }, parentOrigin);
}

const TEST_SHEET: Omit<WalletAuthorization, 'token'> = {
  contact: { name: 'Wren Wallet', email: 'wren.wallet@example.com', phone: '07700 900123' },
  shippingAddress: { lines: ['1 Test Wallet Lane'], town: 'Bath', postcode: 'BA1 1AA', countryCode: 'GB' },
};

button.addEventListener('click', async () => {
  if (button.disabled) return;
  button.disabled = true;
  try {
    const number = CARDS[outcome.value] ?? CARDS.approve!;
    const response = await fetch('/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expiry: '12/40', cvc: '123', name: TEST_SHEET.contact?.name ?? '' }),
    });
    const body = (await response.json().catch(() => ({}))) as { token?: unknown };
    if (!response.ok || typeof body.token !== 'string') {
      tell({ type: 'failed', message: 'The wallet could not pay just now. Please try again or choose another way to pay.' });
      return;
    }
    tell({ type: 'authorized', authorization: { token: body.token, ...TEST_SHEET } });
  } catch {
    tell({ type: 'failed', message: 'The wallet could not pay just now. Please try again or choose another way to pay.' });
  } finally {
    button.disabled = false;
  }
});

tell({ type: 'ready' });
