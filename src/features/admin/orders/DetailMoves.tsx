import { useState } from 'react';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { useOnce } from '../use-once.ts';
import type { BulkMove, OpenUndo } from './day-bulk.ts';
import { ConfirmMove, planMove, UndoDispatches, type MovingStop } from './DayBulk.tsx';
import { shipmentTravelText } from './order-desk-text.ts';

/**
 * An order detail's "Dispatch" and "Mark delivered" of one shipment: the day list's own
 * confirmation (who is mailed what, and a tick when the shipment's day has not come yet) before
 * anything moves. The move is the day list's too, so its mail waits out the undo window and
 * `onMoved` hands the undo to the detail, which offers it after this button has gone with the
 * shipment's status. A dispatch from here may carry the carrier's tracking number (pallets and
 * parcels have one; the day list's bulk dispatch does not): the confirmation shows it in the mail.
 */
export function MoveFromDetail({
  session,
  move,
  orderId,
  shipmentId,
  onMoved,
}: {
  session: AdminSession;
  move: BulkMove;
  orderId: string;
  shipmentId: string;
  onMoved: (undos: OpenUndo[]) => void;
}) {
  const [trackingNumber, setTrackingNumber] = useState('');
  const stop: MovingStop = {
    orderId,
    shipmentId,
    travel: shipmentTravelText(shipmentId),
    ...(move === 'DISPATCH' ? { trackingNumber } : {}),
  };
  const [plan, setPlan] = useState<Awaited<ReturnType<typeof planMove>> | null>(null);
  const [notMoved, setNotMoved] = useState<string | null>(null);
  const planning = useOnce();
  const travel = shipmentTravelText(shipmentId).toLowerCase();
  return (
    <>
      {move === 'DISPATCH' && (
        <Field
          label={`Tracking number for the ${travel} (optional)`}
          hint="The carrier's number: the customer's dispatch mail gives it."
          value={trackingNumber}
          onValue={setTrackingNumber}
          autoComplete="off"
          maxLength={40}
          // The confirmation shows the mail with this number: it stays as confirmed.
          readOnly={plan !== null}
        />
      )}
      <button
        type="button"
        className="button"
        disabled={planning.busy || plan !== null}
        onClick={() =>
          planning.run(async () => {
            setNotMoved(null);
            setPlan(await planMove(session, move, [stop]));
          })
        }
      >
        {move === 'DISPATCH' ? 'Dispatch' : 'Mark delivered'} the {travel}
      </button>
      <FormAlert message={planning.problem ?? notMoved} />
      {plan && (
        <ConfirmMove
          move={move}
          stops={[stop]}
          plan={plan}
          session={session}
          onCancel={() => setPlan(null)}
          onDone={(result) => {
            setPlan(null);
            setNotMoved(result.problems.length > 0 ? `Not moved: ${result.problems.join(' ')}` : null);
            onMoved(result.undos);
          }}
        />
      )}
    </>
  );
}

/** The detail's moves still undoable (the day list's undo list), re-reading the order after each undo. */
export function DetailUndos({
  session,
  undos,
  onUndos,
  onUndone,
}: {
  session: AdminSession;
  undos: OpenUndo[];
  onUndos: (undos: OpenUndo[]) => void;
  onUndone: () => void;
}) {
  return (
    <UndoDispatches
      undos={undos}
      session={session}
      onUndone={(undo) => {
        onUndos(undos.filter((one) => one !== undo));
        onUndone();
      }}
      onSent={(sent) => onUndos(undos.filter((one) => !sent.includes(one)))}
    />
  );
}
