import type { ProviderForms } from '../card-forms.tsx';

const wallet = () => import('./AirwallexWalletButton.tsx').then((module) => module.AirwallexWalletButton);

/**
 * Airwallex's forms, by the provider ids its plug-in registers: the card element (which can also
 * pay a balance due, confirming the payment payBalance created), and one button element shared by
 * both wallets. PayPal and Klarna need none: the shared "leave for the provider" form serves them.
 */
export const airwallexForms: ProviderForms = {
  airwallex: { kind: 'form', load: () => import('./AirwallexCardForm.tsx').then((module) => module.AirwallexCardForm) },
  applePay: { kind: 'wallet', load: wallet },
  googlePay: { kind: 'wallet', load: wallet },
};
