import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import type { PaymentGateway } from '../../lib/commerce/payments.ts';
import type { InPageConfirm } from './in-page-confirm.ts';
import { leavesForProvider } from './leave-for-provider/provider-terms.ts';

/** What every provider's card form is given. */
export interface CardFormProps {
  order: CartOrder;
  gateway: PaymentGateway;
  /**
   * Pays with the token the form's card fields gave (or, for a provider's element that confirms
   * the payment itself, with none and the element's `inPage`), instead of placing the held order:
   * the order page's payment of a balance due. Every form, wallet button and redirect method takes it.
   */
  payWith?: <HandOff>(
    gatewayId: string,
    cardToken: string | null,
    paymentType: string,
    inPage?: InPageConfirm<HandOff>,
  ) => Promise<unknown>;
}

type CardForm = LazyExoticComponent<ComponentType<CardFormProps>>;

/** In place of a card form whose code could not be fetched (offline): React would otherwise drop the whole step. */
function CardFieldsUnavailable() {
  return (
    <p className="form-error" role="alert">
      The card fields could not be loaded. Check your connection and reload the page, or choose another way to pay.
    </p>
  );
}

/** Each form in its own chunk, with whatever it loads behind it: only a shopper who chooses that way to pay fetches it. */
const lazyForm = (load: () => Promise<ComponentType<CardFormProps>>): CardForm =>
  lazy(() =>
    load().then(
      (form) => ({ default: form }),
      (): { default: ComponentType<CardFormProps> } => ({ default: CardFieldsUnavailable }),
    ),
  );

/** A wallet's button whose code could not be fetched is simply not offered: the other ways to pay remain. */
const NoWallet = () => null;
const lazyWallet = (load: () => Promise<ComponentType<CardFormProps>>): CardForm =>
  lazy(() =>
    load().then(
      (form) => ({ default: form }),
      (): { default: ComponentType<CardFormProps> } => ({ default: NoWallet }),
    ),
  );
const airwallexWallet = lazyWallet(() => import('./airwallex/AirwallexWalletButton.tsx').then((module) => module.AirwallexWalletButton));
const testWallet = lazyWallet(() => import('./test-card/TestWalletButton.tsx').then((module) => module.TestWalletButton));

/**
 * The card form (or, for a wallet, its button) of each payment provider, by the provider id the API gives as a gateway's type.
 * Adding a provider's form is one line here and its folder beside this file.
 */
const CARD_FORMS: Record<string, CardForm> = {
  testCard: lazyForm(() => import('./test-card/TestCardForm.tsx').then((module) => module.TestCardForm)),
  airwallex: lazyForm(() => import('./airwallex/AirwallexCardForm.tsx').then((module) => module.AirwallexCardForm)),
  applePay: airwallexWallet,
  googlePay: airwallexWallet,
  testApplePay: testWallet,
  testGooglePay: testWallet,
};

/** Any way to pay the shopper approves on the provider's own page (a redirect method): one button, no fields. */
const LEAVE_FOR_PROVIDER: CardForm = lazyForm(() =>
  import('./leave-for-provider/LeaveForProviderForm.tsx').then((module) => module.LeaveForProviderForm),
);

/** The card form for a gateway, or null when this storefront has none for its provider. */
export function cardFormFor(gateway: PaymentGateway): CardForm | null {
  if (Object.hasOwn(CARD_FORMS, gateway.type)) return CARD_FORMS[gateway.type]!;
  return leavesForProvider(gateway) ? LEAVE_FOR_PROVIDER : null;
}
