import { signedPounds } from './credit-text.ts';
import { formatPounds } from '../../../commerce/shared/index.ts';
import { orderDay } from '../orders/order-text.ts';
import type { AccountCustomer } from './AccountPage.tsx';

/** The balance and where it came from, as the API sums it: nothing is added up here. */
export function CreditTab({ customer }: { customer: AccountCustomer }) {
  return (
    <section aria-labelledby="credit-heading">
      <h2 id="credit-heading">Credit</h2>
      <p className="account-balance">
        Credit to spend: <strong data-testid="credit-total">{formatPounds(customer.creditAmountTotal)}</strong>
      </p>
      <p className="field__hint">Credit can go towards any order you place while signed in.</p>
      {customer.credits.length === 0 ? (
        <p>You have no credit yet.</p>
      ) : (
        <table className="order-lines account-credits" data-testid="credit-history">
          <caption className="visually-hidden">Credit given and spent, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What for</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {customer.credits.map((credit) => (
              <tr key={credit.id}>
                <td>
                  <time dateTime={credit.date}>{orderDay(credit.date)}</time>
                </td>
                <th scope="row">{credit.description}</th>
                <td className={credit.amount < 0 ? 'account-credits__spent' : 'account-credits__given'}>{signedPounds(credit.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
