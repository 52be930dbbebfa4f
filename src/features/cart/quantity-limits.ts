/** The basket's quantity dropdown offers up to this many, or up to the line's quantity when it holds more. */
const USUAL_MOST = 20;

/**
 * The quantity a typed number becomes, and what to tell the shopper when it was more than can
 * be bought now (`max`, from the product's live data): never lowered in silence.
 */
export function cappedQuantity(typed: number, max: number): { quantity: number; note: string | null } {
  const most = Math.max(1, max);
  const whole = Math.trunc(typed);
  if (!Number.isFinite(whole) || whole < 1) return { quantity: 1, note: null };
  if (whole <= most) return { quantity: whole, note: null };
  return { quantity: most, note: `Only ${most} available, so the quantity is set to ${most}.` };
}

/** 1 to 20, or to the line's quantity when more: a run without gaps ("1–20 and 34" read as a mistake). */
export function quantityChoices(current: number): number[] {
  return Array.from({ length: Math.max(USUAL_MOST, current) }, (_, i) => i + 1);
}
