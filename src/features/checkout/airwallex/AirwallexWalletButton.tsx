import type { CardFormProps } from '../card-forms.tsx';
import { WalletPay } from '../wallets/WalletPay.tsx';
import { loadAirwallexWalletButton } from './airwallex-wallet-button.ts';

/** Apple Pay or Google Pay through Airwallex's own button element, shown only where the device can pay with it. */
export function AirwallexWalletButton(props: CardFormProps) {
  return <WalletPay {...props} load={loadAirwallexWalletButton} />;
}
