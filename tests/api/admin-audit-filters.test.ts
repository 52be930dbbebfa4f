import { describe, expect, it } from 'vitest';
import { AdminAuditDocument } from '../../src/features/admin/gql/graphql.ts';
import { recordAdminChange } from '../../commerce/store/admin-audit.store.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { insertOrder } from '../fixtures/store-rows.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';

const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)('the audit filtered by who, what and when, on $name', (backend) => {
  const shop = useShop(backend, { now: NOW });
  const staff = () => shop.client({ token: staffIdToken({ email: 'staff@hearth.example' }) });
  const staffOf = (email: string) => ({ tenantId: tenant, subject: `sub-${email}`, email });

  it('narrows to one staff member, an action’s start and London days, and names the order', async () => {
    const orderId = await insertOrder(shop.db, null, NOW);
    await shop.db
      .updateTable('orders')
      .set({ order_number: 7_700_001, placed_at: new Date(NOW) })
      .where('id', '=', orderId)
      .execute();
    const write = (email: string, action: string, at: string) =>
      recordAdminChange(shop.db, {
        staff: staffOf(email),
        at: new Date(at),
        action,
        subjectKind: 'order',
        subjectId: orderId,
        before: null,
        after: { note: action },
      });
    // November is GMT: 23:30 UTC on the 16th is still the 16th in London.
    await write('ann@hearth.example', 'order.refund', '2026-11-16T23:30:00Z');
    await write('ann@hearth.example', 'order.note', '2026-11-17T09:00:00Z');
    await write('bob@hearth.example', 'order.refund', '2026-11-17T10:00:00Z');
    await write('bob@hearth.example', 'customer.credit.grant', '2026-11-18T09:00:00Z');

    const actions = async (filters: Record<string, string>) =>
      (await staff()(AdminAuditDocument, { tenant, subjectKind: 'order', subjectId: orderId, ...filters })).data!.adminAudit.entries.map(
        (entry) => `${entry.staffEmail} ${entry.action} ${entry.at.slice(0, 10)}`,
      );
    expect(await actions({ staffEmail: 'ANN@hearth.example' })).toEqual([
      'ann@hearth.example order.note 2026-11-17',
      'ann@hearth.example order.refund 2026-11-16',
    ]);
    expect(await actions({ action: 'order.refund' })).toEqual([
      'bob@hearth.example order.refund 2026-11-17',
      'ann@hearth.example order.refund 2026-11-16',
    ]);
    expect(await actions({ from: '2026-11-17', to: '2026-11-17' })).toEqual([
      'bob@hearth.example order.refund 2026-11-17',
      'ann@hearth.example order.note 2026-11-17',
    ]);
    const entry = (await staff()(AdminAuditDocument, { tenant, subjectKind: 'order', subjectId: orderId })).data!.adminAudit.entries[0]!;
    expect(entry.orderNumber).toBe(7_700_001);
  });

  it('refuses a filter that is not an action or a day, saying what to write', async () => {
    const reply = await staff()(AdminAuditDocument, { tenant, action: "order'; drop" });
    expect(errorOf(reply)?.code).toBe('BAD_USER_INPUT');
    const day = await staff()(AdminAuditDocument, { tenant, from: '18/11/2026' });
    expect(errorOf(day)?.message).toMatch(/YYYY-MM-DD/);
  });
});
