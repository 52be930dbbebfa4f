import { surchargeText, type SurchargeFacts } from '../../lib/text/delivery-charge-text.ts';

/** The surcharges in a basket delivery estimate, each with its reason, under the charge they are part of. */
export function BasketSurcharges({
  shipmentKey,
  surcharges,
}: {
  shipmentKey: string;
  surcharges: readonly (SurchargeFacts & { type: string })[];
}) {
  if (surcharges.length === 0) return null;
  return (
    <ul className="basket-delivery__surcharges" data-testid={`basket-surcharges-${shipmentKey}`}>
      {surcharges.map((s) => (
        <li key={s.type}>Includes {surchargeText(s)}</li>
      ))}
    </ul>
  );
}
