import { assertPence, vatIncluded, type Pence } from '../money.ts';

interface DiscountableLine {
  id: string;
  /** The line's gross amount (VAT included). */
  totalPence: Pence;
  vatRateBasisPoints: number;
}

interface LineDiscount {
  id: string;
  discountPence: Pence;
  discountTaxPence: Pence;
}

interface DiscountAllocation {
  /** In the order of the input lines; the amounts sum to the discount exactly. */
  lines: LineDiscount[];
  discountTaxPence: Pence;
}

/**
 * Spreads an order discount over its lines in proportion to their totals, so the VAT the
 * discount removes is worked out at each line's own rate (5% logs and 20% firelighters in one
 * basket lose VAT at different rates). Whole pence by largest remainder: every line gets the
 * floor of its share, and the pennies left over go to the largest remainders, earlier lines
 * first on a tie, so the same basket always splits the same way. No line loses more than its
 * own total.
 */
export function allocateDiscount(lines: readonly DiscountableLine[], discountPence: Pence): DiscountAllocation {
  assertPence(discountPence);
  const goodsPence = lines.reduce((sum, line) => sum + assertPence(line.totalPence), 0);
  if (lines.some((line) => line.totalPence < 0)) throw new RangeError('A line total cannot be negative');
  if (discountPence < 0 || discountPence > goodsPence) {
    throw new RangeError(`A discount of ${discountPence}p cannot be spread over goods of ${goodsPence}p`);
  }
  // The shares multiply pence by pence, which can pass 2^53 on large orders: BigInt keeps
  // every floor and remainder exact (each floor is at most the line total, so it fits back).
  const goods = BigInt(goodsPence);
  const shares = lines.map((line, index) => {
    if (goodsPence === 0) return { index, floor: 0, remainder: 0n };
    const scaled = BigInt(discountPence) * BigInt(line.totalPence);
    return { index, floor: Number(scaled / goods), remainder: scaled % goods };
  });
  let leftOver = discountPence - shares.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const amounts = shares.map((share) => share.floor);
  for (const share of byRemainder) {
    if (leftOver === 0) break;
    amounts[share.index] = share.floor + 1;
    leftOver -= 1;
  }

  const allocated = lines.map((line, index) => {
    const lineDiscount = amounts[index] ?? 0;
    return { id: line.id, discountPence: lineDiscount, discountTaxPence: vatIncluded(lineDiscount, line.vatRateBasisPoints) };
  });
  return {
    lines: allocated,
    discountTaxPence: allocated.reduce((sum, line) => sum + line.discountTaxPence, 0),
  };
}

/**
 * The order discount per item, half-up to the penny ("divided by the item count,
 * to 2 decimals"). A display and analytics figure only: it does not add back up to the
 * discount, so the books use allocateDiscount.
 */
export function itemLevelDiscount(discountPence: Pence, itemsCount: number): Pence {
  assertPence(discountPence);
  if (!Number.isInteger(itemsCount) || itemsCount < 0) throw new RangeError(`Not an item count: ${itemsCount}`);
  if (itemsCount === 0) return 0;
  const sign = discountPence < 0 ? -1 : 1;
  const abs = Math.abs(discountPence);
  return sign * Math.floor((2 * abs + itemsCount) / (2 * itemsCount));
}
