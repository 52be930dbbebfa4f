import type { AdminVanRunFieldsFragment } from '../gql/graphql.ts';
import { vanStops, type Stop } from './day-sheet.ts';

/**
 * The day's vans as the desk plans them: which van takes each van stop and in what order. The
 * server keeps each van's list; these pure helpers work out the list a change sends.
 */

export type VanPlan = AdminVanRunFieldsFragment;

/** The van stops on `vanId`, first stop first, as order ids. */
export function vanOrder(plan: VanPlan, vanId: string): string[] {
  return plan.stops
    .filter((stop) => stop.vanId === vanId)
    .sort((a, b) => a.position - b.position)
    .map((stop) => stop.orderId);
}

/** The van a stop is on, if any. */
export const vanOfStop = (plan: VanPlan, orderId: string) => plan.stops.find((stop) => stop.orderId === orderId)?.vanId ?? null;

/**
 * The van's list with the stop added where the day's own order puts it (slot, then postcode, as
 * `dayStops` sorts them): before the first stop already on the van that comes after it in the
 * day's order. The van's stops keep the order staff gave them, so a reordered run stays reordered.
 */
export function withStop(current: readonly string[], orderId: string, dayOrder: readonly Stop[]): string[] {
  const rank = new Map(dayOrder.map((stop, index) => [stop.orderId, index]));
  const others = current.filter((id) => id !== orderId);
  const mine = rank.get(orderId) ?? Number.POSITIVE_INFINITY;
  const at = others.findIndex((id) => (rank.get(id) ?? Number.POSITIVE_INFINITY) > mine);
  return at === -1 ? [...others, orderId] : [...others.slice(0, at), orderId, ...others.slice(at)];
}

/** The van's list with the stop one place earlier (-1) or later (+1); unchanged at either end. */
export function withStopMoved(current: readonly string[], orderId: string, by: -1 | 1): string[] {
  const from = current.indexOf(orderId);
  const to = from + by;
  if (from === -1 || to < 0 || to >= current.length) return [...current];
  const next = [...current];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export interface VanSheet {
  /** The van's name; null for the van stops not yet on a van. */
  van: string | null;
  stops: Stop[];
}

/**
 * The printed van run: one sheet per van with stops, in the van's order, and one for the van
 * stops not on a van yet. Pallets and parcels have no sheet: they go with their couriers.
 */
export function vanSheets(stops: readonly Stop[], plan: VanPlan | null): VanSheet[] {
  const vanOnes = vanStops(stops);
  if (!plan || plan.vans.length === 0) return vanOnes.length > 0 ? [{ van: null, stops: vanOnes }] : [];
  const byOrder = new Map(vanOnes.map((stop) => [stop.orderId, stop]));
  const placed = new Set<string>();
  const sheets: VanSheet[] = [];
  for (const van of plan.vans) {
    const onVan = vanOrder(plan, van.id).flatMap((id) => {
      const stop = byOrder.get(id);
      if (!stop) return [];
      placed.add(id);
      return [stop];
    });
    if (onVan.length > 0) sheets.push({ van: van.name, stops: onVan });
  }
  const rest = vanOnes.filter((stop) => !placed.has(stop.orderId));
  if (rest.length > 0) sheets.push({ van: null, stops: rest });
  return sheets;
}

/** Each van stop's van name, by order id, for the drivers' CSV. */
export function vanNames(plan: VanPlan | null): Map<string, string> {
  const names = new Map(plan?.vans.map((van) => [van.id, van.name]) ?? []);
  return new Map(plan?.stops.flatMap((stop) => (names.has(stop.vanId) ? [[stop.orderId, names.get(stop.vanId)!] as const] : [])) ?? []);
}
