import type { ProviderForms } from '../card-forms.tsx';

const wallet = () => import('./TestWalletButton.tsx').then((module) => module.TestWalletButton);

/**
 * The test card gateway's forms, by the provider ids its plug-in registers: its card frame (which
 * can pay a balance due with the token it gives), and its stand-in for both wallets' buttons.
 */
export const testCardForms: ProviderForms = {
  testCard: { kind: 'form', load: () => import('./TestCardForm.tsx').then((module) => module.TestCardForm) },
  testApplePay: { kind: 'wallet', load: wallet },
  testGooglePay: { kind: 'wallet', load: wallet },
};
