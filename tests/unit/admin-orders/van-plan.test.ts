import { describe, expect, it } from 'vitest';
import type { Stop } from '../../../src/features/admin/orders/day-sheet.ts';
import { vanNames, vanSheets, withStop, withStopMoved, type VanPlan } from '../../../src/features/admin/orders/van-plan.ts';

const stop = (orderId: string, shipmentId = 'van') => ({ orderId, shipmentId }) as Stop;
// The day's order (slot, then postcode), as dayStops gives it.
const day = [stop('a'), stop('b'), stop('c'), stop('d'), stop('p', 'pallet')];

const plan: VanPlan = {
  day: '2026-12-04',
  version: 3,
  vans: [
    { id: 'v1', name: 'Van 1' },
    { id: 'v2', name: 'Van 2' },
    { id: 'v3', name: 'Van 3' },
  ],
  stops: [
    { orderId: 'c', vanId: 'v1', position: 1 },
    { orderId: 'a', vanId: 'v1', position: 2 },
    { orderId: 'b', vanId: 'v2', position: 1 },
  ],
};

describe('the van plan', () => {
  it('adds a stop where the day’s order puts it, keeping the order staff gave the van', () => {
    expect(withStop([], 'b', day)).toEqual(['b']);
    expect(withStop(['a', 'c'], 'b', day)).toEqual(['a', 'b', 'c']);
    expect(withStop(['c', 'a'], 'b', day)).toEqual(['b', 'c', 'a']);
    expect(withStop(['a', 'b'], 'd', day)).toEqual(['a', 'b', 'd']);
  });

  it('moves a stop one place up or down, and not past either end', () => {
    expect(withStopMoved(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(withStopMoved(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(withStopMoved(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(withStopMoved(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
  });

  it('prints one sheet per van with stops, in its order, then the van stops on no van; pallets never', () => {
    expect(vanSheets(day, plan).map((sheet) => [sheet.van, sheet.stops.map((s) => s.orderId)])).toEqual([
      ['Van 1', ['c', 'a']],
      ['Van 2', ['b']],
      [null, ['d']],
    ]);
    expect(vanSheets(day, null).map((sheet) => sheet.stops.map((s) => s.orderId))).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('names each van stop’s van for the CSV', () => {
    expect(Object.fromEntries(vanNames(plan))).toEqual({ c: 'Van 1', a: 'Van 1', b: 'Van 2' });
  });
});
