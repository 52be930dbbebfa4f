import { divideHalfUp, formatPence } from '../../../commerce/shared/index.ts';

/** What a product holds, as its content states it; any may be missing. */
export interface Measures {
  volumeM3?: number | null;
  weightKg?: number | null;
  bagCount?: number | null;
}

/**
 * The units UK shoppers compare fuel by: logs by the cubic metre, pellets by the kilo and the bag,
 * and kindling (sold in nets of a few litres) by the litre.
 */
export type Unit = 'm³' | 'litre' | 'kg' | 'bag';

/** Below this many litres a product is sold by the net, and priced per litre: "£799.00 per m³" for a 10-litre net of kindling reads as a crate's price. */
const LITRES_SOLD_BY_THE_LITRE = 100;

export interface UnitPrice {
  unit: Unit;
  /** Whole pence per unit, rounded half up. */
  pence: number;
}

/**
 * A measure typed as a decimal (0.9 m³, 7.5 kg) in thousandths, a whole number: 0.9 m³ is 900
 * litres. Editors type at most three decimals; more would be finer than any crate is filled.
 */
function thousandths(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  const whole = Math.round(value * 1000);
  return whole > 0 ? whole : undefined;
}

/**
 * The price per unit of each measure the product states, in the order shoppers read them: per m³
 * (logs), per kg and per bag (pellets). A product with no measures (firelighters) has none, and
 * so does one with no price known at build time.
 */
export function unitPrices(pricePence: number | undefined, measures: Measures | null | undefined): UnitPrice[] {
  if (pricePence === undefined || !Number.isSafeInteger(pricePence) || pricePence < 0) return [];
  return quantities(measures).map(({ unit, amount, perUnit }) => ({ unit, pence: divideHalfUp(pricePence * perUnit, amount) }));
}

/**
 * How much of each unit a product holds, in whole numbers: `amount` of a `perUnit`-th of the unit
 * (0.9 m³ is 900 thousandths; 50 bags are 50 whole bags), in the order unitPrices gives them.
 */
export interface Quantity {
  unit: Unit;
  amount: number;
  perUnit: 1 | 1000;
}

export function quantities(measures: Measures | null | undefined): Quantity[] {
  if (!measures) return [];
  const found: Quantity[] = [];
  const litres = thousandths(measures.volumeM3);
  if (litres && litres < LITRES_SOLD_BY_THE_LITRE) found.push({ unit: 'litre', amount: litres, perUnit: 1 });
  else if (litres) found.push({ unit: 'm³', amount: litres, perUnit: 1000 });
  const grams = thousandths(measures.weightKg);
  if (grams) found.push({ unit: 'kg', amount: grams, perUnit: 1000 });
  const bags = measures.bagCount;
  if (bags && Number.isSafeInteger(bags) && bags > 1) found.push({ unit: 'bag', amount: bags, perUnit: 1 });
  return found;
}

/** "£165.56 per m³", "£0.80 per litre", "£0.47 per kg", "£6.98 per bag". */
export function formatUnitPrice({ unit, pence }: UnitPrice): string {
  return `${formatPence(pence)} per ${unit}`;
}
