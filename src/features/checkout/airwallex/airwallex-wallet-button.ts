import { nearestPence, type WalletAddress, type WalletAuthorization, type WalletContact } from '../../../../commerce/shared/index.ts';
import type { PaymentGateway } from '../../../lib/commerce/payments.ts';
import type { InPageConfirm } from '../in-page-confirm.ts';
import type { WalletButtonLoader } from '../wallets/wallet-button.ts';
import { AIRWALLEX_RETURN_PATH, readAirwallexHandOff } from './confirm-hand-off.ts';
import { confirmRejected, confirmResolved } from './element-confirm.ts';
import type { WalletElementType } from './wallet-sheet-events.ts';

/** Airwallex's environment from the gateway's public config (read here, not from the card form's chunk, which a wallet does not need). */
export const airwallexEnvOf = (gateway: PaymentGateway): 'demo' | 'prod' =>
  gateway.config.find((c) => c.property === 'airwallexEnv')?.value === 'demo' ? 'demo' : 'prod';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Apple Pay's contact (ApplePayPaymentContact) or Google Pay's address, as the shop's shape; null when it lacks a postcode. */
function addressOf(contact: unknown): WalletAddress | null {
  if (!isRecord(contact)) return null;
  const lines = Array.isArray(contact.addressLines)
    ? contact.addressLines.map(text)
    : [text(contact.address1), text(contact.address2), text(contact.address3)];
  const postcode = text(contact.postalCode);
  const countryCode = text(contact.countryCode).toUpperCase();
  const kept = lines.filter(Boolean).slice(0, 3);
  if (!postcode || kept.length === 0 || !/^[A-Z]{2}$/.test(countryCode)) return null;
  return { lines: kept, town: text(contact.locality), postcode, countryCode };
}

function contactOf(contact: unknown, email: unknown): WalletContact | null {
  if (!isRecord(contact)) return null;
  const name = [text(contact.givenName), text(contact.familyName)].filter(Boolean).join(' ') || text(contact.name);
  const mail = text(contact.emailAddress) || text(email);
  return name && mail ? { name, email: mail, phone: text(contact.phoneNumber) } : null;
}

/** The wallet's authorised payment data as the checkout's shape: no token (the element confirms the intent itself). */
export function authorizationOf(detail: unknown): WalletAuthorization {
  const data = isRecord(detail) && isRecord(detail.paymentData) ? detail.paymentData : {};
  const shipping = data.shippingContact ?? data.shippingAddress;
  return { token: null, contact: contactOf(shipping, data.email), shippingAddress: addressOf(shipping) };
}

/** What applePayButton and googlePayButton both offer, as the SDK documents them. */
export interface WalletElement {
  mount(container: HTMLElement): unknown;
  on(
    event: 'ready' | 'click' | 'authorized' | 'cancel' | 'error' | 'shippingAddressChange' | 'shippingMethodChange',
    handler: (event: unknown) => void,
  ): void;
  /** The intent to confirm, or (express checkout) the answer to the sheet event in flight. */
  update(options: { intent_id: string; client_secret: string } | Record<string, unknown>): void;
  confirmIntent(data: { client_secret: string }): Promise<unknown>;
  destroy(): void;
}

/**
 * How the page has the element confirm the payment placeOrder created: the element is given the
 * intent (update) and confirms it with the wallet's payment data (confirmIntent), 3-D Secure included.
 */
export function elementInPageConfirm(element: WalletElement): InPageConfirm<unknown> {
  return {
    read: readAirwallexHandOff,
    confirm: (handOff) => {
      const { intentId, clientSecret } = handOff as { intentId: string; clientSecret: string };
      // The element confirms the intent it was given: the one placeOrder just created for this order.
      element.update({ intent_id: intentId, client_secret: clientSecret });
      return element.confirmIntent({ client_secret: clientSecret }).then(confirmResolved, confirmRejected);
    },
    returnPath: AIRWALLEX_RETURN_PATH,
  };
}

/**
 * The wallet element a gateway names, and Airwallex's SDK started for it. Refused (so the button
 * stays hidden, never dead) for a gateway naming no wallet element, and for Apple Pay on a device
 * that cannot pay with it, which then never loads the SDK. The checkout's wallet button and the
 * express button both start here.
 */
export async function startWalletSdk(
  gateway: PaymentGateway,
): Promise<{ type: WalletElementType; sdk: typeof import('@airwallex/components-sdk') }> {
  const type = gateway.config.find((c) => c.property === 'walletElement')?.value;
  if (type !== 'applePayButton' && type !== 'googlePayButton') throw new Error('Not an Airwallex wallet.');
  if (type === 'applePayButton') {
    const session = (window as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
    if (!session?.canMakePayments?.()) throw new Error('This device cannot pay with Apple Pay.');
  }
  const sdk = await import('@airwallex/components-sdk');
  await sdk.init({ env: airwallexEnvOf(gateway), enabledElements: ['payments'], locale: 'en' });
  return { type, sdk };
}

/**
 * Airwallex's wallet button (`applePayButton` or `googlePayButton`, the gateway's `walletElement`)
 * behind the checkout's wallet shape. The SDK (its own chunk, as for the card element) loads only
 * on the payment step with the wallet listed. Apple Pay is asked first whether this device can pay
 * (ApplePaySession.canMakePayments), so a device without it never loads the SDK; Google Pay's
 * element asks Google (isReadyToPay) and says `ready` only when it showed its button. After the
 * sheet authorises, placeOrder creates the intent and the element confirms it (confirmIntent),
 * 3-D Secure included where the card in the wallet needs it.
 */
export const loadAirwallexWalletButton: WalletButtonLoader = async (gateway, order, events) => {
  const { type, sdk } = await startWalletSdk(gateway);
  // Integer pence to the element's decimal pounds, as placeOrder's expected amount.
  const amount = { value: nearestPence(order.amountDue) / 100, currency: 'GBP' };
  const created =
    type === 'applePayButton'
      ? await sdk.createElement('applePayButton', {
          mode: 'payment',
          amount,
          countryCode: 'GB',
          totalPriceLabel: 'Hearth',
          requiredShippingContactFields: ['name', 'email', 'phone', 'postalAddress'],
        })
      : await sdk.createElement('googlePayButton', {
          mode: 'payment',
          amount,
          countryCode: 'GB',
          emailRequired: true,
          shippingAddressRequired: true,
        });
  if (!created) throw new Error('The wallet button could not be created.');
  // The two elements' members the checkout uses, which they share (the SDK types each event map apart).
  const element = created as unknown as WalletElement;
  let ready = false;
  element.on('ready', () => {
    ready = true;
    events.ready();
  });
  element.on('authorized', (event: unknown) => events.authorized(authorizationOf(isRecord(event) ? event.detail : null)));
  element.on('cancel', () => events.failed(null));
  // Before ready an error is the device or browser saying no: the button stays hidden.
  element.on('error', () => (ready ? events.failed(null) : events.unavailable()));
  return {
    mount: (container) => void element.mount(container),
    inPage: elementInPageConfirm(element),
    destroy: () => element.destroy(),
  };
};
