import type { CartOrder } from '../../../lib/commerce/orders.ts';
import type { PaymentGateway } from '../../../lib/commerce/payments.ts';
import { airwallexExpressButtons } from '../airwallex/express-buttons.ts';

/**
 * Where an express button takes its cart from when pressed: the basket the shop holds for this
 * browser (read at the press, so a quantity changed since counts), or, on a product page, a cart
 * of its own holding just this product at the quantity chosen, made on the press.
 */
export type ExpressCartSource =
  | { kind: 'held'; order: () => CartOrder }
  | {
      kind: 'product';
      skuCode: string;
      quantity: () => number;
      /** The price shown for that quantity, in pounds, before the shop quotes delivery (null: unknown). */
      estimate: () => number | null;
    };

/** What a wallet's own express button tells the page around it. */
export interface ExpressButtonView {
  /** The element says this device can pay with it and its button is in place: only now is it shown. */
  ready(): void;
  /** The device cannot pay with it, or its code could not load: it stays hidden. */
  unavailable(): void;
  /** Words for the shopper beside the button (null clears them). */
  say(message: string | null): void;
}

export interface MountedExpressButton {
  destroy(): void;
}

export type ExpressButtonMount = (
  gateway: PaymentGateway,
  container: HTMLElement,
  cart: ExpressCartSource,
  view: ExpressButtonView,
) => Promise<MountedExpressButton>;

/** A provider folder's express buttons, by the provider id the API gives as a gateway's type. */
export type ExpressButtons = Readonly<Record<string, () => Promise<ExpressButtonMount>>>;

/**
 * The wallets whose own button (the provider's element, on the page before the press, as Apple Pay
 * requires) can take an order without the checkout, one line per provider folder: each button its
 * own chunk, with the provider's SDK behind it, loaded only when a gateway of that type says it
 * offers one.
 */
const PROVIDER_EXPRESS_BUTTONS: readonly ExpressButtons[] = [airwallexExpressButtons];
const EXPRESS_BUTTONS: ExpressButtons = Object.assign({}, ...PROVIDER_EXPRESS_BUTTONS);

/**
 * Mounts the gateway's own express button into `container`; a gateway this storefront has no
 * button for, or one whose code fails to load, is unavailable (never a dead button).
 */
export async function mountExpressButton(
  gateway: PaymentGateway,
  container: HTMLElement,
  cart: ExpressCartSource,
  view: ExpressButtonView,
): Promise<MountedExpressButton | null> {
  const load = Object.hasOwn(EXPRESS_BUTTONS, gateway.type) ? EXPRESS_BUTTONS[gateway.type] : undefined;
  if (!load) {
    view.unavailable();
    return null;
  }
  try {
    return await (await load())(gateway, container, cart, view);
  } catch {
    view.unavailable();
    return null;
  }
}
