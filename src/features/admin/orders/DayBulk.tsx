import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import {
  AdminMoveShipmentsDocument,
  AdminPlanShipmentMovesDocument,
  AdminSendDispatchMailNowDocument,
  AdminUndoDeliveryDocument,
  AdminUndoDispatchDocument,
  type AdminOrderFieldsFragment,
  type AdminPlanShipmentMovesQuery,
} from '../gql/graphql.ts';
import { useOnce } from '../use-once.ts';
import './day-bulk.css';
import { confirmWords, movingShipments, openUndos, timeLeft, undoHeading, undoWords, type BulkMove, type OpenUndo } from './day-bulk.ts';
import type { Stop } from './day-sheet.ts';

type Plan = AdminPlanShipmentMovesQuery['adminPlanShipmentMoves'];

/**
 * What a move needs of a stop: the day list's row, or one shipment of an order's detail (whose
 * dispatch may carry the carrier's tracking number).
 */
export type MovingStop = Pick<Stop, 'orderId' | 'shipmentId' | 'travel'> & { trackingNumber?: string };

/** Asks the API what moving these stops would do: the confirmation shows it before anything moves. */
export async function planMove(session: AdminSession, move: BulkMove, stops: readonly MovingStop[]) {
  const shipments = movingShipments(stops, stops);
  return (await session.execute(AdminPlanShipmentMovesDocument, { tenant: session.tenant, move, shipments })).adminPlanShipmentMoves;
}

/**
 * The one confirmation of a move of one or many stops: who will be mailed what, which moves are
 * early (they need a tick to go ahead) and which cannot be made. Nothing moves until it is confirmed.
 */
export function ConfirmMove({
  move,
  stops,
  plan,
  session,
  onDone,
  onCancel,
}: {
  move: BulkMove;
  stops: MovingStop[];
  plan: Plan;
  session: AdminSession;
  onDone: (result: { orders: AdminOrderFieldsFragment[]; undos: OpenUndo[]; problems: string[] }) => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Its own ids: an order's detail can hold one while the day list holds another.
  const headingId = useId();
  const [earlyOk, setEarlyOk] = useState(false);
  const { busy, problem, run } = useOnce();
  useEffect(() => heading.current?.focus(), []);
  const moving = plan.filter((one) => !one.refused);
  const early = moving.filter((one) => one.early);
  const mailed = moving.filter((one) => one.recipient);
  const stopOf = (orderId: string, shipment: string) => stops.find((stop) => stop.orderId === orderId && stop.shipmentId === shipment);
  const confirm = () =>
    run(async () => {
      const shipments = movingShipments(
        moving.map((one) => ({ orderId: one.orderId, shipmentId: one.shipment })),
        stops,
      );
      const reply = await session.execute(AdminMoveShipmentsDocument, {
        tenant: session.tenant,
        move,
        shipments,
        confirmEarly: early.length > 0 && earlyOk,
      });
      const results = reply.adminMoveShipments;
      onDone({
        orders: results.flatMap((one) => (one.order ? [one.order] : [])),
        undos: results.flatMap((one) =>
          one.undoUntil
            ? [
                {
                  move,
                  orderId: one.orderId,
                  orderNumber: one.order?.number ?? 0,
                  shipmentId: one.shipment,
                  travel: stopOf(one.orderId, one.shipment)?.travel ?? one.shipment,
                  until: Date.parse(one.undoUntil),
                },
              ]
            : [],
        ),
        problems: results.flatMap((one) => (one.problem ? [one.problem] : [])),
      });
    });
  const what = move === 'DISPATCH' ? 'Dispatch' : 'Mark delivered';
  return (
    <div className="day-confirm" role="dialog" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {what}: {moving.length} of {plan.length} {plan.length === 1 ? 'stop' : 'stops'}
      </h3>
      {mailed.length > 0 ? (
        <>
          <p>These customers will be mailed:</p>
          <ul className="day-confirm__list" aria-label="Mail that will be sent">
            {mailed.map((one) => (
              <li key={`${one.orderId}.${one.shipment}`}>
                <strong>Order {one.orderNumber}</strong>, {one.recipient}: {one.mail}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No customer will be mailed.</p>
      )}
      {early.length > 0 && (
        <div className="day-confirm__early">
          <p>
            <strong>{early.length === 1 ? 'This move is early' : `${early.length} of these moves are early`}:</strong>
          </p>
          <ul aria-label="Early moves">
            {early.map((one) => (
              <li key={`${one.orderId}.${one.shipment}`}>
                Order {one.orderNumber}: {one.early}
              </li>
            ))}
          </ul>
          <label className="day-confirm__tick">
            <input type="checkbox" checked={earlyOk} onChange={(event) => setEarlyOk(event.currentTarget.checked)} /> Yes, move{' '}
            {early.length === 1 ? 'it' : 'them'} early
          </label>
        </div>
      )}
      {plan.some((one) => one.refused) && (
        <ul aria-label="Stops that cannot move">
          {plan
            .filter((one) => one.refused)
            .map((one) => (
              <li key={`${one.orderId}.${one.shipment}`}>
                Order {one.orderNumber ?? '?'}: {one.refused}
              </li>
            ))}
        </ul>
      )}
      <FormAlert message={problem} />
      <div className="day-confirm__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || moving.length === 0 || (early.length > 0 && !earlyOk)}
          onClick={confirm}
        >
          {confirmWords(move, moving.length, mailed.length)}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/**
 * The dispatches and "delivered"s that can still be taken back, each with the time left before
 * its mail leaves; an undo moves the order back and withdraws the mail. Gone once the window closes.
 */
export function UndoDispatches({
  undos,
  session,
  onUndone,
  onSent,
}: {
  undos: OpenUndo[];
  session: AdminSession;
  onUndone: (undo: OpenUndo, order: AdminOrderFieldsFragment | null) => void;
  /** The mails were sent now: these undos are closed. */
  onSent: (sent: OpenUndo[]) => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const { busy, problem, run } = useOnce();
  const headingId = useId();
  const open = openUndos(undos, now);
  useEffect(() => {
    if (undos.length === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [undos.length]);
  if (open.length === 0 && !problem) return null;
  return (
    <section className="day-undo no-print" aria-labelledby={headingId}>
      <h3 id={headingId}>{undoHeading(open)}</h3>
      <ul>
        {open.map((undo) => (
          <li key={`${undo.orderId}.${undo.shipmentId}`}>
            <span>
              Order {undo.orderNumber} ({undo.travel}): the mail leaves in {timeLeft(undo.until, now)}
            </span>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  const variables = { tenant: session.tenant, orderId: undo.orderId, shipment: undo.shipmentId };
                  const order =
                    undo.move === 'DISPATCH'
                      ? (await session.execute(AdminUndoDispatchDocument, variables)).adminUndoDispatch
                      : (await session.execute(AdminUndoDeliveryDocument, variables)).adminUndoDelivery;
                  onUndone(undo, order);
                })
              }
            >
              {undoWords(undo)}
            </button>
          </li>
        ))}
      </ul>
      {open.length > 0 && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            run(async () => {
              const shipments = open.map((undo) => ({ orderId: undo.orderId, shipment: undo.shipmentId }));
              await session.execute(AdminSendDispatchMailNowDocument, { tenant: session.tenant, shipments });
              onSent(open);
            })
          }
        >
          Send {open.length === 1 ? 'the mail' : `the ${open.length} mails`} now
        </button>
      )}
      <FormAlert message={problem} />
    </section>
  );
}
