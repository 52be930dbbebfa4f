import { formatPounds } from '../../../commerce/shared/index.ts';

/** A credit history amount with its direction: "+£5.00" given, "−£2.50" spent (a true minus sign). */
export function signedPounds(amount: number): string {
  if (amount < 0) return `−${formatPounds(-amount)}`;
  return `+${formatPounds(amount)}`;
}
