import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import type { PaymentGateway } from '../../lib/commerce/payments.ts';
import type { InPageConfirm } from './in-page-confirm.ts';
import { airwallexForms } from './airwallex/forms.ts';
import { leavesForProvider } from './leave-for-provider/provider-terms.ts';
import { testCardForms } from './test-card/forms.ts';

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

/** One way to pay's form (or a wallet's button), loaded in its own chunk when a shopper picks it. */
export interface ProviderForm {
  /** A wallet's button whose code could not be fetched is simply not offered; a form says the card fields are missing. */
  kind: 'form' | 'wallet';
  load: () => Promise<ComponentType<CardFormProps>>;
}

/** A provider folder's forms, by the provider id the API gives as a gateway's type. */
export type ProviderForms = Readonly<Record<string, ProviderForm>>;

/**
 * The forms of each payment provider folder beside this file, one line each: adding a provider's
 * form is its folder (with its `forms.ts`) and a line here. A redirect method needs none.
 */
const PROVIDER_FORMS: readonly ProviderForms[] = [testCardForms, airwallexForms];

/** One lazy component per loader, so two ids sharing a button (both wallets) share its component. */
const lazyOnce = new Map<ProviderForm['load'], CardForm>();
const CARD_FORMS = new Map<string, CardForm>(
  PROVIDER_FORMS.flatMap((forms) =>
    Object.entries(forms).map(([id, entry]) => {
      let form = lazyOnce.get(entry.load);
      if (!form) {
        form = entry.kind === 'wallet' ? lazyWallet(entry.load) : lazyForm(entry.load);
        lazyOnce.set(entry.load, form);
      }
      return [id, form] as const;
    }),
  ),
);

/** Any way to pay the shopper approves on the provider's own page (a redirect method): one button, no fields. */
const LEAVE_FOR_PROVIDER: CardForm = lazyForm(() =>
  import('./leave-for-provider/LeaveForProviderForm.tsx').then((module) => module.LeaveForProviderForm),
);

/** The card form for a gateway, or null when this storefront has none for its provider. */
export function cardFormFor(gateway: PaymentGateway): CardForm | null {
  const found = CARD_FORMS.get(gateway.type);
  if (found) return found;
  return leavesForProvider(gateway) ? LEAVE_FOR_PROVIDER : null;
}
