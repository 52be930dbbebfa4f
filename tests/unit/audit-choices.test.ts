import { describe, expect, it } from 'vitest';
import { actionGroups } from '../../src/features/admin/audit/audit-choices.ts';

describe("the audit's what list", () => {
  it('groups actions by the kind of thing they change, each kind with its every-change filter, in order', () => {
    expect(actionGroups(['order.refund', 'customer.credit.grant', 'order.delivery.date', 'holiday.add', 'order.note'])).toEqual([
      { kind: 'customer', every: 'customer.', actions: ['customer.credit.grant'] },
      { kind: 'holiday', every: 'holiday.', actions: ['holiday.add'] },
      { kind: 'order', every: 'order.', actions: ['order.delivery.date', 'order.note', 'order.refund'] },
    ]);
  });

  it('lists an action once however often it is given, and nothing for no actions', () => {
    expect(actionGroups(['order.note', 'order.note'])).toEqual([{ kind: 'order', every: 'order.', actions: ['order.note'] }]);
    expect(actionGroups([])).toEqual([]);
  });
});
