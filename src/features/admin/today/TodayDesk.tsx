import { useEffect, useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { dayHeading, shortDay } from '../orders/order-desk-text.ts';
import { dayViewHash } from '../orders/order-day-link.ts';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminTodayDocument, type AdminTodayQuery } from '../gql/graphql.ts';
import './today-desk.css';

type Today = AdminTodayQuery['adminToday'];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Today: what the owner reads first in the morning, on a phone. The day is London's at the
 * shop's clock (the API decides it); each thing waiting links to the tab that deals with it.
 */
export default function TodayDesk({ session }: { session: AdminSession }) {
  const [today, setToday] = useState<Today | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    session
      .execute(AdminTodayDocument, { tenant: session.tenant })
      .then((reply) => setToday(reply.adminToday))
      .catch((error: Error) => setProblem(`Today’s figures could not be read: ${error.message}`));
  }, [session]);

  return (
    <section aria-labelledby="admin-today-heading" className="today-desk">
      <h2 id="admin-today-heading">{today ? `Today, ${dayHeading(today.date)}` : 'Today'}</h2>
      <FormAlert message={problem} />
      {!today && !problem && <p>Loading…</p>}
      {today && (
        <>
          <dl className="today-desk__figures" aria-label="Today so far">
            <div>
              <dt>Orders placed</dt>
              <dd>{today.ordersPlaced}</dd>
            </div>
            <div>
              <dt>Takings</dt>
              <dd>{formatPounds(today.takings)}</dd>
            </div>
          </dl>
          <p className="today-desk__note">
            Card payments {formatPounds(today.paymentsTaken)}, less refunds settled today {formatPounds(today.refundsSettled)}.
          </p>

          <h3 id="admin-today-waiting">Waiting for you</h3>
          <ul aria-labelledby="admin-today-waiting" className="today-desk__waiting">
            <li>
              <a href={dayViewHash({ day: today.date, kind: 'DISPATCH' })}>
                {plural(today.dueToDispatch, 'shipment', 'shipments')} due to leave, not yet dispatched
              </a>
            </li>
            <li>
              <a href="#payments">{plural(today.paymentsUnsettled, 'order', 'orders')} with the payment not settled</a>:{' '}
              {plural(today.paymentsPending, 'payment', 'payments')} still being decided (the payment check settles these within minutes),
              refused payments and balances due.
            </li>
            <li>
              <a href="#mail">{plural(today.undeliveredMail, 'message', 'messages')} not delivered</a>
            </li>
          </ul>

          <h3 id="admin-today-days">The week’s deliveries</h3>
          <table className="admin-table today-desk__days" aria-labelledby="admin-today-days">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Van stops</th>
                <th scope="col">Pallets</th>
                <th scope="col">Parcels</th>
                <th scope="col">Tonnes</th>
              </tr>
            </thead>
            <tbody>
              {today.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{shortDay(day.date)}</th>
                  <td>{day.vanStops}</td>
                  <td>{day.pallets}</td>
                  <td>{day.parcels}</td>
                  <td>{day.tonnes.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="today-desk__note">
            By delivery day, cancelled orders left out; the weight is of the goods. <a href="#orders">Open a day’s stops</a>.
          </p>
        </>
      )}
    </section>
  );
}
