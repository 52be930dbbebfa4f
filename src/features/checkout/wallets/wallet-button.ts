import type { WalletAuthorization } from '../../../../commerce/shared/index.ts';
import type { CartOrder } from '../../../lib/commerce/orders.ts';
import type { PaymentGateway } from '../../../lib/commerce/payments.ts';
import type { InPageConfirm } from '../in-page-confirm.ts';

/** What a wallet button tells the page, the same whichever provider's button it is. */
export interface WalletButtonEvents {
  /** The device can pay with this wallet and the button is in place: only now is it shown. */
  ready(): void;
  /** The device cannot pay with it (no wallet, no card in it, an unsupported browser): it stays hidden. */
  unavailable(): void;
  /** The shopper authorised the payment in the wallet's sheet. */
  authorized(authorization: WalletAuthorization): void;
  /** The sheet closed without paying, or failed: `message` is for the shopper (null: say nothing). */
  failed(message: string | null): void;
}

/**
 * A wallet's button as the checkout uses it: the provider's own element (Airwallex's
 * `applePayButton`/`googlePayButton`) or the test gateway's stand-in, each behind this shape.
 */
export interface WalletButton {
  mount(container: HTMLElement): void;
  /** For a provider whose element confirms the payment the server created (its hand-off); none for a token. */
  inPage?: InPageConfirm<unknown>;
  destroy(): void;
}

export type WalletButtonLoader = (gateway: PaymentGateway, order: CartOrder, events: WalletButtonEvents) => Promise<WalletButton>;

// How the shop names a wallet lives with the gateway's type: the basket's express button names it too.
export { walletName } from '../../../lib/commerce/payments.ts';

/** A gateway the checkout shows as a wallet button, beside the chosen way to pay, rather than as a choice. */
export const isWallet = (gateway: PaymentGateway): boolean => gateway.config.some((c) => c.property === 'wallet' && c.value === 'true');
