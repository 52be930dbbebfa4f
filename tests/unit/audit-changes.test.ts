import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/features/admin/audit/audit-changes.ts';

describe('what an audit entry changed', () => {
  it('lists only the fields whose value differs, with old and new', () => {
    const before = JSON.stringify({ status: 'placed', price: 12.5, sku: 'LOG-ASH' });
    const after = JSON.stringify({ status: 'dispatched', price: 12.5, sku: 'LOG-ASH' });
    expect(changedFields(before, after)).toEqual([{ field: 'status', before: 'placed', after: 'dispatched' }]);
  });

  it('compares nested values as a whole and shows a field only one side has', () => {
    const before = JSON.stringify({ shipment: { id: 'van', status: 'awaitingDispatch' } });
    const after = JSON.stringify({ shipment: { id: 'van', status: 'dispatched' }, tracking: 'JD000' });
    expect(changedFields(before, after)).toEqual([
      { field: 'shipment', before: '{"id":"van","status":"awaitingDispatch"}', after: '{"id":"van","status":"dispatched"}' },
      { field: 'tracking', before: '—', after: 'JD000' },
    ]);
  });

  it('shows what a creation recorded when there was nothing before', () => {
    expect(changedFields(null, JSON.stringify({ note: 'Rang the customer' }))).toEqual([
      { field: 'note', before: '—', after: 'Rang the customer' },
    ]);
  });
});
