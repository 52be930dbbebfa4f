/*
 * "Roughly how long each lasts", for comparing sizes, not a promise: burning varies with the stove,
 * the house and the winter. The rates come from the shop's own guidance, so the comparison cannot
 * contradict it: the "Choosing a crate size" article says lighting the stove most evenings from
 * October to March (26 weeks) uses about a full crate (1.3 m³), 20 weeks per m³; the pellet pages
 * say a 750 kg pallet is about a winter of pellet heating, some 30 kg a week.
 */

/** Weeks of fires most evenings from one cubic metre of loosely stacked kiln-dried logs. */
export const EVENING_FIRE_WEEKS_PER_M3 = 20;
/** Kilograms of pellets a stove heating the main rooms burns in a winter week. */
export const PELLET_KG_PER_WEEK = 30;

export interface FuelMeasures {
  volumeM3?: number | null;
  weightKg?: number | null;
  /** Only firewood states a log length: what tells logs from kindling, which is no one's main fuel. */
  logLengthCm?: number | null;
  /** Only pellets state a grade: what tells them from other things sold by weight. */
  pelletGrade?: string | null;
}

export interface LastingEstimate {
  weeks: number;
  /** How the shopper is assumed to burn it, printed beside the estimate. */
  basis: string;
}

export const EVENING_FIRES_BASIS = 'lighting the stove most evenings';
export const PELLET_HEATING_BASIS = `a pellet stove heating the main rooms (about ${PELLET_KG_PER_WEEK} kg a week)`;

/** About how many weeks the product lasts, to the nearest week (at least one), or undefined if it is not a fuel we can say. */
export function howLongItLasts(measures: FuelMeasures | null | undefined): LastingEstimate | undefined {
  if (!measures) return undefined;
  const { volumeM3, weightKg, logLengthCm, pelletGrade } = measures;
  if (logLengthCm && volumeM3 && volumeM3 > 0) {
    return { weeks: Math.max(1, Math.round(volumeM3 * EVENING_FIRE_WEEKS_PER_M3)), basis: EVENING_FIRES_BASIS };
  }
  if (pelletGrade && weightKg && weightKg > 0) {
    return { weeks: Math.max(1, Math.round(weightKg / PELLET_KG_PER_WEEK)), basis: PELLET_HEATING_BASIS };
  }
  return undefined;
}

/** "about 18 weeks", "about 1 week". */
export function formatWeeks(weeks: number): string {
  return `about ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}
