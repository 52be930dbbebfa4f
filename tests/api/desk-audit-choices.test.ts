import { describe, expect, it } from 'vitest';
import { recordAdminChange } from '../../commerce/store/admin-audit.store.ts';
import { AdminAuditChoicesDocument } from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';

const NOW = '2026-11-18T10:00:00Z';
const tenant = scope.tenant;

describe.each(backends)("the audit's who and what lists on $name", (backend) => {
  const shop = useShop(backend, { now: NOW });
  const staffAs = (email: string, forTenant: string = tenant) => shop.client({ token: staffIdToken({ email, tenant: forTenant }) });
  const write = (email: string, action: string, forTenant: string = tenant) =>
    recordAdminChange(shop.db, {
      staff: { tenantId: forTenant, subject: `sub-${email}`, email },
      at: new Date(NOW),
      action,
      subjectKind: 'customer',
      subjectId: `c-${action}`,
      before: null,
      after: { action },
    });

  it('offers each staff member who made a change and each action once, in order, with the one asking', async () => {
    await write('Cara@hearth.example', 'order.refund');
    await write('cara@hearth.example', 'order.note');
    await write('dan@hearth.example', 'order.refund');
    await write('dan@hearth.example', 'customer.credit.grant');
    // Another shop's staff and actions are not this shop's.
    await shop.db
      .insertInto('tenant')
      .values({ id: 'rival', name: 'Rival' })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await write('eve@rival.example', 'rival.secret', 'rival');

    const reply = await staffAs('newcomer@hearth.example')(AdminAuditChoicesDocument, { tenant });
    expect(reply.errors).toBeUndefined();
    const { staff, actions } = reply.data!.adminAuditChoices;
    expect(staff).toEqual(expect.arrayContaining(['cara@hearth.example', 'dan@hearth.example', 'newcomer@hearth.example']));
    expect(staff.filter((email) => email === 'cara@hearth.example')).toHaveLength(1);
    expect(staff).toEqual([...staff].sort());
    expect(staff).not.toContain('eve@rival.example');
    expect(actions).toEqual(expect.arrayContaining(['customer.credit.grant', 'order.note', 'order.refund']));
    expect(actions.filter((action) => action === 'order.refund')).toHaveLength(1);
    expect(actions).toEqual([...actions].sort());
    expect(actions).not.toContain('rival.secret');
  });

  it('answers staff of the shop only', async () => {
    const customer = await shop.customer();
    expect(errorOf(await customer.api(AdminAuditChoicesDocument, { tenant }))?.code).toBe('FORBIDDEN');
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorOf(await shop.api(AdminAuditChoicesDocument, { tenant }))?.code);
    expect(errorOf(await staffAs('eve@rival.example', 'rival')(AdminAuditChoicesDocument, { tenant }))?.code).toBe('FORBIDDEN');
  });
});
