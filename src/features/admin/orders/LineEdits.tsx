import { useState } from 'react';
import { formatPounds } from '../../../../commerce/shared/index.ts';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import {
  AdminEditOrderLinesDocument,
  AdminPreviewOrderLinesDocument,
  type AdminOrderDetailFieldsFragment,
  type AdminPreviewOrderLinesQuery,
} from '../gql/graphql.ts';
import { useOnce } from '../use-once.ts';

type Order = AdminOrderDetailFieldsFragment;
type Preview = AdminPreviewOrderLinesQuery['adminPreviewOrderLines'];

/** "£2.50 more to pay", "£3.00 less", "no change": the difference in staff words. */
function differenceWords(preview: Preview): string {
  if (preview.difference > 0) return `${formatPounds(preview.difference)} more`;
  if (preview.difference < 0) return `${formatPounds(-preview.difference)} less`;
  return 'no change';
}

/**
 * Changing what is in an order before anything of it leaves: each line's quantity (0 takes it
 * off) and a product to add by its SKU code. "Preview" asks the API what the change does to the
 * total (it prices, stocks and refuses exactly as saving would); saving sends the previewed lines
 * with the version the desk showed and a key of its own, so a second click refunds once.
 */
export function LineEdits({ session, order, onChange }: { session: AdminSession; order: Order; onChange: (order: Order) => void }) {
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(order.lines.map((line) => [line.sku, String(line.quantity)])),
  );
  const [addSku, setAddSku] = useState('');
  const [addQuantity, setAddQuantity] = useState('1');
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const { busy, problem, setProblem, run } = useOnce();
  const id = (what: string) => `line-edit-${order.id}-${what}`;

  const wishes = () => {
    const lines = order.lines
      .filter((line) => quantities[line.sku] !== String(line.quantity))
      .map((line) => ({ sku: line.sku, quantity: Number(quantities[line.sku]) }));
    const sku = addSku.trim().toUpperCase();
    if (sku) lines.push({ sku, quantity: Number(addQuantity) });
    return lines;
  };
  const edited = () => {
    setPreview(null);
    setDone(null);
  };

  return (
    <form
      className="line-edits"
      noValidate
      aria-busy={busy}
      aria-labelledby={id('heading')}
      onSubmit={(event) => {
        event.preventDefault();
        const lines = wishes();
        if (lines.length === 0) {
          setProblem('Change a quantity or add a product first.');
          return;
        }
        if (lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < 0)) {
          setProblem('Each quantity must be a whole number, 0 or more.');
          return;
        }
        run(async () => {
          if (!preview) {
            const reply = await session.execute(AdminPreviewOrderLinesDocument, {
              tenant: session.tenant,
              orderId: order.id,
              version: order.version,
              lines,
            });
            setPreview(reply.adminPreviewOrderLines);
            return;
          }
          if (!reason.trim()) {
            setProblem('Write why the items change: the order’s history and the refund keep it.');
            return;
          }
          const reply = await session.execute(AdminEditOrderLinesDocument, {
            tenant: session.tenant,
            orderId: order.id,
            version: order.version,
            lines,
            reason: reason.trim(),
            requestKey,
          });
          const result = reply.adminEditOrderLines;
          setDone(
            result.refund
              ? `Saved. ${formatPounds(result.refund.amount)} is going back to the card. The customer is mailed.`
              : result.order.balanceDue > 0
                ? `Saved. The customer has ${formatPounds(result.order.balanceDue)} left to pay and is mailed (take it by phone).`
                : 'Saved. The customer is mailed.',
          );
          setPreview(null);
          setRequestKey(crypto.randomUUID());
          setAddSku('');
          setQuantities(Object.fromEntries(result.order.lines.map((line) => [line.sku, String(line.quantity)])));
          onChange(result.order);
        });
      }}
    >
      <h4 id={id('heading')}>Edit items</h4>
      <p>
        Kept items keep the price they were bought at; an added product costs today’s price. Delivery and the coupon are priced again. Less
        to pay is refunded to the card; more is asked of the customer, never charged.
      </p>
      <fieldset>
        <legend>Quantities (0 takes an item off)</legend>
        {order.lines.map((line) => (
          <div className="field" key={line.sku}>
            <label htmlFor={id(line.sku)}>
              {line.name} ({line.sku}), {formatPounds(line.unitPrice)} each
            </label>
            <input
              id={id(line.sku)}
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              value={quantities[line.sku] ?? ''}
              onChange={(event) => {
                setQuantities({ ...quantities, [line.sku]: event.currentTarget.value });
                edited();
              }}
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>Add a product (optional)</legend>
        <div className="field">
          <label htmlFor={id('add-sku')}>Product code</label>
          <input
            id={id('add-sku')}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. LOG-BIR-STD"
            value={addSku}
            onChange={(event) => {
              setAddSku(event.currentTarget.value);
              edited();
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={id('add-quantity')}>How many</label>
          <input
            id={id('add-quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={addQuantity}
            onChange={(event) => {
              setAddQuantity(event.currentTarget.value);
              edited();
            }}
          />
        </div>
      </fieldset>
      {preview && (
        <div className="line-edit-preview" data-testid="line-edit-preview">
          <h5>With this change</h5>
          <ul>
            {preview.changes.map((change) => (
              <li key={change.sku}>
                {change.name}: {change.from} → {change.to}
              </li>
            ))}
          </ul>
          <dl>
            <dt>Total now</dt>
            <dd>{formatPounds(preview.totalBefore)}</dd>
            <dt>Total after</dt>
            <dd>{formatPounds(preview.totalAfter)}</dd>
            <dt>Difference</dt>
            <dd>{differenceWords(preview)}</dd>
            {preview.refund > 0 && (
              <>
                <dt>Refund to the card</dt>
                <dd>{formatPounds(preview.refund)}</dd>
              </>
            )}
            {preview.balanceDue > 0 && (
              <>
                <dt>Left for the customer to pay</dt>
                <dd>{formatPounds(preview.balanceDue)}</dd>
              </>
            )}
          </dl>
          <div className="field">
            <label htmlFor={id('reason')}>Why (kept in the history)</label>
            <input
              id={id('reason')}
              autoComplete="off"
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </div>
        </div>
      )}
      <FormAlert message={problem} />
      {done && <p role="status">{done}</p>}
      <button type="submit" className="button" disabled={busy}>
        {preview ? 'Save the change and tell the customer' : 'Preview the new totals'}
      </button>
    </form>
  );
}
