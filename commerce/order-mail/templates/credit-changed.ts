import type { SellerIdentity } from '../../domain/seller.ts';
import { amounts, h1, link, mailLayout, p } from '../../mail/index.ts';

/** A credit grant or removal in words (amounts already formatted). */
export interface CreditChangeView {
  kind: 'grant' | 'remove';
  /** e.g. "£10.00". */
  amount: string;
  /** The customer's credit balance after the change. */
  balance: string;
  /** Why, in the words staff gave: the customer's credit history shows the same words. */
  reason: string;
  greeting: string | null;
  /** The account's credit tab. */
  creditUrl: string;
}

export function creditChangedSubject(seller: SellerIdentity, view: CreditChangeView): string {
  return view.kind === 'grant'
    ? `${seller.tradingName} has added ${view.amount} of credit to your account`
    : `${seller.tradingName} has taken ${view.amount} of credit off your account`;
}

/** The customer's notice that staff granted or removed shop credit. */
export function CreditChanged({ seller, view }: { seller: SellerIdentity; view: CreditChangeView }) {
  const granted = view.kind === 'grant';
  const heading = granted ? `${view.amount} of credit for you` : `We have taken ${view.amount} of credit off your account`;
  return mailLayout(seller, `Your credit balance is now ${view.balance}.`, [
    h1(view.greeting ? `${heading}, ${view.greeting}` : heading),
    p(`Why: ${view.reason}`),
    amounts([
      [granted ? 'Added' : 'Taken off', view.amount],
      ['Your credit balance now', view.balance],
    ]),
    p(
      granted
        ? 'Credit comes off your next order at checkout: sign in with this email address and choose how much to use when you pay.'
        : 'If you think this is a mistake, reply to this email and we will look at it.',
    ),
    p(link(view.creditUrl, 'See your credit history'), ` Questions? Write to ${seller.email} or call ${seller.phone}.`),
  ]);
}
