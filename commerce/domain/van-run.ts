/**
 * The desk's rules for the vans of a day: the shop's vans are named by the owner, and each van
 * stop of a delivery day goes on at most one van, at one place in its run.
 */

/** Enough for a yard's fleet; the desk lists them all on one screen. */
export const MOST_VANS = 20;
/** A day's van stops one change may place: more than a van's day. */
export const MOST_STOPS_PER_VAN = 200;

/** Why a van's name cannot be used, in words staff can act on; null when it can. */
export function vanNameProblem(name: string): string | null {
  if (name.length === 0) return 'Give the van a name, such as "Van 1" or its registration.';
  if (name.length > 40) return 'Keep the van’s name to 40 characters: it heads each printed sheet.';
  // The name goes into the drivers' CSV; a spreadsheet would run a cell starting like a formula.
  if (/^[=+\-@]/.test(name)) return 'Start the van’s name with a letter or a digit, not = + - or @.';
  return null;
}

/** The first order named twice in a van's list, if any. */
export function repeatedStop(orderIds: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const id of orderIds) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return null;
}
