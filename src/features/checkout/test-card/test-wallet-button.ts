import { fromExpectedSender, parseFromTestWallet } from '../../../../commerce/shared/index.ts';
import type { WalletButtonLoader } from '../wallets/wallet-button.ts';
import { walletName } from '../wallets/wallet-button.ts';

/** How long the stand-in's frame may take to say it is there before the wallet counts as unavailable. */
const READY_WITHIN_MS = 15_000;

/**
 * The test gateway's wallet stand-in as a wallet button: its frame (on the gateway's own origin)
 * says `ready` when its button is shown and `authorized` with a single-use token, contact and
 * address when pressed, which this turns into the events a real wallet element's adapter gives.
 * It hears only that frame's window on that exact origin.
 */
export const loadTestWalletButton: WalletButtonLoader = async (gateway, _order, events) => {
  const frameUrl = gateway.config.find((c) => c.property === 'walletFrameUrl')?.value;
  if (!frameUrl) throw new Error('The test gateway did not say where its wallet button is.');
  const url = new URL(frameUrl);
  url.searchParams.set('parent', window.location.origin);
  url.searchParams.set('wallet', walletName(gateway));
  const frame = document.createElement('iframe');
  frame.src = url.toString();
  frame.title = `${walletName(gateway)} (test gateway)`;
  frame.className = 'wallet-pay__frame';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  let ready = false;
  const listener = (event: MessageEvent) => {
    if (!fromExpectedSender(event, { origin: url.origin, source: frame.contentWindow })) return;
    const message = parseFromTestWallet(event.data);
    if (!message) return;
    if (message.type === 'ready') {
      ready = true;
      events.ready();
    } else if (message.type === 'authorized') events.authorized(message.authorization);
    else events.failed(message.message);
  };
  window.addEventListener('message', listener);
  const timer = setTimeout(() => !ready && events.unavailable(), READY_WITHIN_MS);
  return {
    mount: (container) => container.append(frame),
    destroy: () => {
      clearTimeout(timer);
      window.removeEventListener('message', listener);
      frame.remove();
    },
  };
};
