import { formatIsoDate } from './date-format.ts';

export interface LineStock {
  quantity: number;
  /** Units on the shelf now. */
  onHand: number;
  /** ISO date from which the product's pre-orders ship; null when it is not on presale. */
  presaleDate: string | null;
}

/**
 * The first day a line's goods can leave the yard, or null when they can leave now. A product
 * whose presale date is still ahead (on the London calendar, `today`) ships from that date,
 * unless the shelf already holds the whole line: units in stock ship now. A line the shelf
 * covers only in part waits for the pre-order, since a line travels whole.
 */
export function lineReadyDate(line: LineStock, today: string): string | null {
  if (!line.presaleDate || line.presaleDate <= today) return null;
  return line.quantity <= line.onHand ? null : line.presaleDate;
}

/**
 * What a shipment says about a pre-order it holds, e.g. "Waits for the pre-order: ships from
 * 15 January" when it also carries goods that could leave now; null when it holds none.
 */
export function readyNote(shipment: { readyDate: string | null; waitingLineIds: readonly string[] }): string | null {
  if (!shipment.readyDate) return null;
  const day = formatIsoDate(shipment.readyDate, 'd MMMM');
  return shipment.waitingLineIds.length > 0 ? `Waits for the pre-order: ships from ${day}` : `Pre-order: ships from ${day}`;
}
