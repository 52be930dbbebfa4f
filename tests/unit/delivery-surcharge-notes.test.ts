import { describe, expect, it } from 'vitest';
import { surchargeNotes } from '../../commerce/domain/delivery/surcharge-notes.ts';
import type { SurchargeLine } from '../../commerce/domain/delivery/quote.ts';

const line = (kind: SurchargeLine['kind'], pence: number): SurchargeLine => ({
  kind,
  pence,
  consignments: 1,
  taxPence: 0,
  vatBasisPoints: 2000,
});
const services = [
  { type: 'restrictedAccess' as const, name: 'Tail-lift delivery', force: true, surchargePence: 1500, vatBasisPoints: 2000 },
  { type: 'bookIn' as const, name: 'Book-in call', force: false, surchargePence: 500, vatBasisPoints: 2000 },
];

describe('surchargeNotes', () => {
  it('names every surcharge of a quote with its reason and amount, in the order they were added', () => {
    const notes = surchargeNotes({
      displayName: 'Pallet delivery',
      zone: 'highlands',
      services,
      surcharges: [line('method', 200), line('zone', 2500), line('restrictedAccess', 1500), line('bookIn', 500)],
    });
    expect(notes).toEqual([
      { kind: 'method', pence: 200, name: 'Pallet delivery surcharge', reason: 'Added to every delivery by Pallet delivery.' },
      { kind: 'zone', pence: 2500, name: 'Remote area surcharge', reason: 'Delivering to the Scottish Highlands costs the courier more.' },
      {
        kind: 'restrictedAccess',
        pence: 1500,
        name: 'Tail-lift delivery',
        reason: 'Your address has restricted access, so a smaller vehicle with a tail-lift delivers.',
      },
      { kind: 'bookIn', pence: 500, name: 'Book-in call', reason: 'You asked the courier to call before delivery to agree a time.' },
    ]);
  });

  it('says nothing when nothing is added', () => {
    expect(surchargeNotes({ displayName: 'Pallet delivery', zone: 'mainland', services: [], surcharges: [] })).toEqual([]);
  });
});
