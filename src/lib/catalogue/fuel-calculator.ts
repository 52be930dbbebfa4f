/*
 * The fuel calculator on the firewood and pellet listings: for a stove of a given size lit on a
 * given number of evenings a week, roughly how long each size lasts and which size (bought as many
 * times as needed) heats a season for the least money. Worked out at build time from each
 * product's stated contents and the store's price, printed as a table: no script.
 *
 * It is a rough guide, and the page says so with these assumptions in words (`FUEL_ASSUMPTIONS`).
 * With them, a 5 kW stove lit six evenings a week burns about a cubic metre of logs in 18 weeks,
 * close to the shop's own "20 weeks of fires most evenings per m³" (how-long-it-lasts.ts).
 */

/** Energy in a kilogram of wood pellets (ENplus A1's net calorific value is at least 4.6; typical 4.8). */
export const PELLET_KWH_PER_KG = 4.8;
/** Energy in a kilogram of kiln-dried hardwood logs at under 20% moisture. */
export const LOG_KWH_PER_KG = 4.2;
/** The moisture the log figure holds for: wetter logs give less heat, so they get no estimate. */
export const LOG_MAX_MOISTURE_PERCENT = 20;
/** A loosely stacked cubic metre of kiln-dried hardwood logs weighs about this (used when a product states no weight). */
export const LOG_KG_PER_LOOSE_M3 = 350;
/** The share of the fuel's energy a stove gives the room: a modern log stove, a pellet stove. */
export const LOG_STOVE_EFFICIENCY = 0.75;
export const PELLET_STOVE_EFFICIENCY = 0.9;
/** An evening's fire: four hours, the stove averaging half its rated output once the room is warm. */
export const EVENING_HOURS = 4;
export const AVERAGE_SHARE_OF_RATED_OUTPUT = 0.5;
/** The heating season: October to March. */
export const SEASON_WEEKS = 26;

/** The stove sizes and weekly evenings the table shows. */
export const STOVE_KW: readonly number[] = [4, 5, 8];
export const EVENINGS_PER_WEEK: readonly number[] = [2, 4, 7];

export type Fuel = 'logs' | 'pellets';

/** What the calculator needs of a product: its contents as stated in the CMS and its price in the store. */
export interface FuelProduct {
  skuCode: string;
  /** The size's name ("Full crate"), shown in the table. */
  size: string;
  path: string;
  pricePence?: number;
  specifications?: {
    volumeM3?: number | null;
    weightKg?: number | null;
    moistureMaxPercent?: number | null;
    logLengthCm?: number | null;
    pelletGrade?: string | null;
  } | null;
}

export interface FuelEnergy {
  fuel: Fuel;
  /** Energy the product holds, kWh. */
  kWh: number;
}

/**
 * The energy a product holds, or undefined when it is not a fuel the rule covers: logs (a stated
 * log length and volume or weight, at most 20% moisture stated) or pellets (a grade and a weight).
 */
export function fuelEnergy(specs: FuelProduct['specifications']): FuelEnergy | undefined {
  if (!specs) return undefined;
  const { volumeM3, weightKg, moistureMaxPercent, logLengthCm, pelletGrade } = specs;
  if (logLengthCm && moistureMaxPercent != null && moistureMaxPercent <= LOG_MAX_MOISTURE_PERCENT) {
    const kg = weightKg && weightKg > 0 ? weightKg : volumeM3 && volumeM3 > 0 ? volumeM3 * LOG_KG_PER_LOOSE_M3 : undefined;
    return kg === undefined ? undefined : { fuel: 'logs', kWh: kg * LOG_KWH_PER_KG };
  }
  if (pelletGrade && weightKg && weightKg > 0) return { fuel: 'pellets', kWh: weightKg * PELLET_KWH_PER_KG };
  return undefined;
}

/** The fuel's energy a stove of `stoveKw` burns in a week of `evenings` evening fires, kWh. */
export function weeklyFuelKWh(fuel: Fuel, stoveKw: number, evenings: number): number {
  const heat = stoveKw * AVERAGE_SHARE_OF_RATED_OUTPUT * EVENING_HOURS * evenings;
  return heat / (fuel === 'logs' ? LOG_STOVE_EFFICIENCY : PELLET_STOVE_EFFICIENCY);
}

/** Whole weeks the energy lasts at that use, to the nearest week; 0 means under half a week. */
export function weeksOfFires(energy: FuelEnergy, stoveKw: number, evenings: number): number {
  return Math.round(energy.kWh / weeklyFuelKWh(energy.fuel, stoveKw, evenings));
}

export interface SeasonBuy {
  skuCode: string;
  size: string;
  path: string;
  /** How many of the size a season needs (at least one). */
  count: number;
  totalPence: number;
}

export interface FuelScenario {
  stoveKw: number;
  evenings: number;
  /** Weeks each size lasts, in the sizes' order. */
  weeks: number[];
  /** The size that heats a season for the least money; undefined when no size has a price. */
  cheapest?: SeasonBuy;
}

export interface FuelTable {
  fuel: Fuel;
  sizes: { skuCode: string; size: string; path: string }[];
  scenarios: FuelScenario[];
}

/**
 * The table for one range's sizes, or undefined when fewer than one size is a fuel the rule covers
 * or the sizes mix logs and pellets. Each scenario's cheapest buy is the size whose whole units
 * enough for a season (`SEASON_WEEKS`) cost least; on a tie, the one with fewer deliveries.
 */
export function fuelTable(products: readonly FuelProduct[]): FuelTable | undefined {
  const fuels = products.flatMap((product) => {
    const energy = fuelEnergy(product.specifications);
    return energy ? [{ product, energy }] : [];
  });
  const first = fuels[0];
  if (!first || fuels.some(({ energy }) => energy.fuel !== first.energy.fuel)) return undefined;
  const scenarios: FuelScenario[] = [];
  for (const stoveKw of STOVE_KW) {
    for (const evenings of EVENINGS_PER_WEEK) {
      const seasonKWh = weeklyFuelKWh(first.energy.fuel, stoveKw, evenings) * SEASON_WEEKS;
      const buys = fuels.flatMap(({ product, energy }): SeasonBuy[] => {
        if (product.pricePence === undefined) return [];
        const count = Math.max(1, Math.ceil(seasonKWh / energy.kWh));
        return [{ skuCode: product.skuCode, size: product.size, path: product.path, count, totalPence: count * product.pricePence }];
      });
      const cheapest = buys.reduce<SeasonBuy | undefined>(
        (best, buy) =>
          !best || buy.totalPence < best.totalPence || (buy.totalPence === best.totalPence && buy.count < best.count) ? buy : best,
        undefined,
      );
      scenarios.push({
        stoveKw,
        evenings,
        weeks: fuels.map(({ energy }) => weeksOfFires(energy, stoveKw, evenings)),
        ...(cheapest ? { cheapest } : {}),
      });
    }
  }
  return {
    fuel: first.energy.fuel,
    sizes: fuels.map(({ product }) => ({ skuCode: product.skuCode, size: product.size, path: product.path })),
    scenarios,
  };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The assumptions, in words, printed with the table. */
export const FUEL_ASSUMPTIONS: readonly string[] = [
  `An evening's fire lasts ${EVENING_HOURS} hours, with the stove giving about half its rated output on average (it idles down once the room is warm).`,
  `Kiln-dried hardwood logs under ${LOG_MAX_MOISTURE_PERCENT}% moisture hold about ${LOG_KWH_PER_KG} kWh per kg, and a loosely stacked cubic metre weighs about ${LOG_KG_PER_LOOSE_M3} kg; a log stove turns ${percent(LOG_STOVE_EFFICIENCY)} of it into heat for the room.`,
  `Wood pellets hold about ${PELLET_KWH_PER_KG} kWh per kg; a pellet stove turns ${percent(PELLET_STOVE_EFFICIENCY)} of it into heat for the room.`,
  `A season is ${SEASON_WEEKS} weeks (October to March). The cheapest size is the one whose whole crates, pallets or bags enough for a season cost least at today's prices, before delivery.`,
  'Your house, your stove and the winter will differ: use it to compare sizes, not as a promise.',
];

/** "about 14 weeks", "under a week". */
export function formatFuelWeeks(weeks: number): string {
  if (weeks < 1) return 'under a week';
  return `about ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/** A listed product as the calculator reads it: its content and the store's price. */
export interface ListedFuel {
  skuCode: string;
  title: string;
  path: string;
  range?: string | null;
  sizeLabel?: string | null;
  specifications?: FuelProduct['specifications'];
}

/**
 * One table per range among a listing's products (in listing order), for the ranges that are
 * fuels the rule covers. A product with no range is a range of its own, named by its title.
 */
export function fuelTablesFor(
  products: readonly ListedFuel[],
  priceOf: (skuCode: string) => number | undefined,
): { range: string; table: FuelTable }[] {
  const ranges = new Map<string, FuelProduct[]>();
  for (const product of products) {
    const range = product.range ?? product.title;
    const sizes = ranges.get(range) ?? [];
    const pricePence = priceOf(product.skuCode);
    sizes.push({
      skuCode: product.skuCode,
      size: product.sizeLabel ?? product.title,
      path: product.path,
      specifications: product.specifications ?? null,
      ...(pricePence === undefined ? {} : { pricePence }),
    });
    ranges.set(range, sizes);
  }
  return [...ranges].flatMap(([range, sizes]) => {
    const table = fuelTable(sizes);
    return table ? [{ range, table }] : [];
  });
}
