import type { CardFormProps } from '../card-forms.tsx';
import { WalletPay } from '../wallets/WalletPay.tsx';
import { loadTestWalletButton } from './test-wallet-button.ts';

/** The test gateway's wallet stand-in on the payment step (development only: a production process never lists it). */
export function TestWalletButton(props: CardFormProps) {
  return <WalletPay {...props} load={loadTestWalletButton} />;
}
