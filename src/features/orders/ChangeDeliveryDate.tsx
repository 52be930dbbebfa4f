import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { OrderDetails } from '../../lib/commerce/payments.ts';
import { withFailure } from '../../lib/commerce/outcome.ts';
import { deliveryDates, type ShipmentDateChoices } from './delivery-date-calls.ts';
import { changeClosesText } from './order-text.ts';
import { browserReceiptKeyStores, findReceiptKey } from './receipt-keys.ts';

/** The receipt key this browser holds for a guest's order (none when signed in): it proves the order is ours. */
const receiptKeyFor = (orderId: string) => findReceiptKey(browserReceiptKeyStores(), orderId, Date.now());

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'choosing'; choices: ShipmentDateChoices; picked: string; saving: boolean; error: string | null };

const LOAD_FAILED = 'We could not load the days we can deliver just now. Check your connection and try again.';

/**
 * One shipment's "Change delivery date": the days the shop offers it now (or why it cannot be
 * changed here), and the move. Loaded only when the shopper asks to change a date.
 */
export default function ChangeDeliveryDate({
  orderId,
  shipment,
  onChanged,
}: {
  orderId: string;
  shipment: string;
  /** The order as it is after the change, and the new day in words. */
  onChanged: (order: OrderDetails, dayText: string) => void;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const selectId = useId();
  const error = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void withFailure((onError) => deliveryDates.choices(orderId, shipment, receiptKeyFor(orderId), onError)).then(([choices, failure]) => {
      if (!choices) setState({ kind: 'failed', message: failure?.message ?? LOAD_FAILED });
      else setState({ kind: 'choosing', choices, picked: choices.deliveryDate ?? '', saving: false, error: null });
    });
  }, [orderId, shipment]);

  useEffect(() => {
    if (state.kind === 'choosing' && state.error) error.current?.focus();
  }, [state]);

  if (state.kind === 'loading') return <p role="status">Finding the days we can deliver…</p>;
  if (state.kind === 'failed') {
    return (
      <p className="form-error" role="alert">
        {state.message}
      </p>
    );
  }
  const { choices, picked, saving } = state;
  if (choices.refusal) {
    return (
      <p className="form-error" role="alert" data-testid="date-change-refused">
        {choices.refusal}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || picked === choices.deliveryDate) return;
    setState({ ...state, saving: true, error: null });
    const [order, failure] = await withFailure((onError) =>
      deliveryDates.change(
        { orderId, shipment, receiptKey: receiptKeyFor(orderId), version: choices.orderVersion, deliveryDate: picked },
        onError,
      ),
    );
    if (order) {
      onChanged(order, choices.dates.find((day) => day.date === picked)?.text ?? picked);
      return;
    }
    setState({ ...state, saving: false, error: failure?.message ?? 'We could not change the date just now. Please try again.' });
  };

  return (
    <form className="change-date" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={selectId}>New delivery date</label>
        <select
          id={selectId}
          value={picked}
          onChange={(event) => setState({ ...state, picked: event.target.value, error: null })}
          aria-describedby={`${selectId}-hint`}
        >
          {choices.dates.map((day) => (
            <option key={day.date} value={day.date}>
              {day.text}
              {day.date === choices.deliveryDate ? ' (booked now)' : ''}
            </option>
          ))}
        </select>
        <span className="field__hint" id={`${selectId}-hint`}>
          {changeClosesText(choices.changeableUntil)} Your slot and what you paid stay the same.
        </span>
      </div>
      {state.error && (
        <p ref={error} className="form-error" role="alert" tabIndex={-1}>
          {state.error}
        </p>
      )}
      <button type="submit" className="button button--primary" aria-disabled={saving || picked === choices.deliveryDate || undefined}>
        {saving ? 'Saving the new date…' : 'Save new date'}
      </button>
    </form>
  );
}
