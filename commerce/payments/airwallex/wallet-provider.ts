import type { FailureReason } from '../gateway.ts';
import type { PaymentProvider, ProviderBrowserOrigins } from '../provider.ts';
import { airwallexBrowserOrigins } from './browser-origins.ts';
import { airwallexEnvironment, type AirwallexConfig } from './config.ts';
import { createAirwallexGateway } from './gateway.ts';
import { airwallexWebhookRoute } from './webhook-route.ts';

/** Where a wallet payment confirmed in the page is settled (as for the card element: it names no order). */
export const WALLET_RETURN_PATH = '/checkout/airwallex-return/';

/** What makes one wallet through Airwallex's own button element a way to pay of its own. */
export interface WalletSettings {
  /** The gateway type it answers for (payment_gateway.type). */
  id: string;
  /** How the shop names an order paid this way ("Apple Pay"). */
  paidWith: string;
  /** The components-sdk element that shows the wallet's button and sheet. */
  element: 'applePayButton' | 'googlePayButton';
  /** The wallet's own hosts beyond Airwallex's (the wallet's script, its sheet's frames). */
  walletOrigins: ProviderBrowserOrigins;
  /** The shopper's words for each way it can fail: the wallet's own, not a typed card's. */
  failureMessages: Record<FailureReason, string>;
  /** Its own webhook endpoint, which settles only its attempts (Airwallex sends each endpoint every event). */
  webhookPath: string;
}

const merged = (a: ProviderBrowserOrigins, b: ProviderBrowserOrigins): ProviderBrowserOrigins => ({
  scripts: [...a.scripts, ...b.scripts],
  frames: [...a.frames, ...b.frames],
  connect: [...a.connect, ...b.connect],
  paymentRequest: [...a.paymentRequest, ...b.paymentRequest],
});

/**
 * A wallet (Apple Pay, Google Pay) through Airwallex's own button element. The element shows the
 * button only where the device can pay with the wallet, opens the wallet's sheet, and once the
 * shopper authorises there the page sends placeOrder: the server creates the payment intent as for
 * a card, and the element confirms it with the wallet's payment data and the secret placeOrder's
 * reply hands over (3-D Secure in Airwallex's own frames where the wallet's card needs it). What
 * became of it is learnt by retrieving the intent (the return page, the webhook, the sweep), so one
 * order is charged once; refunds go back through Airwallex to the same card in the wallet.
 */
export function airwallexWalletProvider(
  config: AirwallexConfig,
  settings: WalletSettings,
  deps: { now?: () => Date; fetch?: typeof fetch } = {},
): PaymentProvider {
  const env = airwallexEnvironment(config.baseUrl);
  return {
    id: settings.id,
    paidWith: settings.paidWith,
    gateway: createAirwallexGateway(config, { ...deps, failureMessages: settings.failureMessages }),
    takesCardInBrowser: true,
    returnPath: () => WALLET_RETURN_PATH,
    // expressButton: the wallet's own button also takes an order from the basket and the product
    // page, its sheet asking the shop to quote each address (express checkout).
    browserConfig: {
      airwallexEnv: env,
      wallet: 'true',
      walletElement: settings.element,
      paidWith: settings.paidWith,
      expressButton: 'true',
    },
    browserOrigins: merged(airwallexBrowserOrigins(env), settings.walletOrigins),
    handOff: ({ providerRef, clientSecret }) => ({
      type: 'airwallexConfirm',
      action: 'CONFIRM',
      data: JSON.stringify({ intentId: providerRef, clientSecret }),
    }),
    webhook: ({ context, rateLimits, trustedProxies }) =>
      airwallexWebhookRoute(
        context,
        config.webhookSecret,
        { rateLimits, trustedProxies },
        { gatewayType: settings.id, path: settings.webhookPath },
      ),
  };
}

/** A wallet's failure words, for the wallet named. */
export function walletFailureMessages(wallet: string): Record<FailureReason, string> {
  const declined = `The card in ${wallet} was declined, so nothing was taken. Please try again or choose another way to pay.`;
  return {
    abandoned: `You closed ${wallet} before paying, so nothing was taken. Your basket is as you left it: choose how to pay.`,
    declined,
    insufficientFunds: `The card in ${wallet} was declined for insufficient funds, so nothing was taken. Please try another card or way to pay.`,
    authenticationFailed: `Your bank could not confirm it was you, so nothing was taken. Please try again or choose another way to pay.`,
    expiredCard: `The card in ${wallet} has expired, so nothing was taken. Please choose another card or way to pay.`,
  };
}
