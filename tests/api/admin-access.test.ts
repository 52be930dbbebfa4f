import { describe, expect, it } from 'vitest';
import { recordAdminChange } from '../../commerce/admin/audit.store.ts';
import { AdminAuditDocument, AdminMeDocument } from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { RIVAL, seedRivalTenant, TEST_NOW } from '../fixtures/customer-tokens.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';

const tenant = scope.tenant;

describe.each(backends)('staff access on $name', (backend) => {
  const shop = useShop(backend, { setUp: seedRivalTenant });
  const staff = () => shop.client({ token: staffIdToken({ email: 'Staff@Hearth.example' }) });

  it('answers a staff token in the admin group with who is at the desk', async () => {
    const reply = await staff()(AdminMeDocument, { tenant });
    expect(reply).toEqual({ data: { adminMe: { email: 'staff@hearth.example', tenant } } });
  });

  it('refuses staff of another tenant, and a pool user outside the admin group', async () => {
    const rival = await shop.client({ token: staffIdToken({ tenant: RIVAL.tenant }) })(AdminMeDocument, { tenant });
    expect(errorOf(rival)?.code).toBe('FORBIDDEN');
    expect(rival.data ?? null).toBeNull();
    const outsider = await shop.client({ token: staffIdToken({ groups: ['editors'] }) })(AdminMeDocument, { tenant });
    // Not staff and not a customer: the token names nobody the API serves.
    expect(errorOf(outsider)?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the storefront working for customers, and closed to a staff-only token', async () => {
    const customer = await shop.customer();
    const ownAddresses = 'query($t: ID!, $c: ID!) { getMyAddresses(tenant: $t, salesChannel: $c) { id } }';
    const asCustomer = await customer.api.unchecked(ownAddresses, { t: tenant, c: scope.salesChannel });
    expect(asCustomer).toEqual({ data: { getMyAddresses: [] } });
    const asStaff = await staff().unchecked(ownAddresses, { t: tenant, c: scope.salesChannel });
    expect(errorOf(asStaff)).toEqual({
      code: 'UNAUTHENTICATED',
      message: "This sign-in is the shop's staff sign-in: it opens the admin only.",
    });
  });

  it('lists the audit newest first, a page at a time, narrowed to a subject', async () => {
    const who = { tenantId: tenant, subject: 'sub-a', email: 'a@hearth.example' };
    for (const [index, subjectId] of ['c1', 'c2', 'c1'].entries()) {
      await recordAdminChange(shop.db, {
        staff: who,
        at: new Date(TEST_NOW.getTime() + index * 60_000),
        action: 'customer.credit.grant',
        subjectKind: 'customer',
        subjectId,
        before: { balance: index },
        after: { balance: index + 1 },
        reason: `entry ${index}`,
      });
    }
    const first = await staff()(AdminAuditDocument, { tenant, first: 2 });
    expect(first.data?.adminAudit.entries.map((entry) => entry.reason)).toEqual(['entry 2', 'entry 1']);
    expect(first.data?.adminAudit.entries[0]).toMatchObject({
      staffEmail: 'a@hearth.example',
      before: '{"balance":2}',
      after: '{"balance":3}',
    });
    const second = await staff()(AdminAuditDocument, { tenant, first: 2, after: first.data!.adminAudit.nextCursor });
    expect(second.data?.adminAudit).toMatchObject({ entries: [{ reason: 'entry 0' }], nextCursor: null });
    const one = await staff()(AdminAuditDocument, { tenant, subjectKind: 'customer', subjectId: 'c1' });
    expect(one.data?.adminAudit.entries.map((entry) => entry.reason)).toEqual(['entry 2', 'entry 0']);
    const rival = await shop.client({ token: staffIdToken({ tenant: RIVAL.tenant }) })(AdminAuditDocument, { tenant: RIVAL.tenant });
    expect(rival.data?.adminAudit.entries).toEqual([]);
  });
});
