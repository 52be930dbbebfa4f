import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { readdirSync, readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLObjectType,
  GraphQLScalarType,
  isCompositeType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { recordAdminChange } from '../../commerce/store/admin-audit.store.ts';
import {
  AdminAuditDocument,
  AdminCustomerDocument,
  AdminFindCustomersDocument,
  AdminGrantCreditDocument,
  AdminMeDocument,
  AdminRemoveCreditDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { RIVAL, seedRivalTenant, TEST_NOW } from '../fixtures/customer-tokens.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { insertOrder } from '../fixtures/store-rows.ts';

const tenant = scope.tenant;

/** The schema the server builds, from the same files: every area's admin fields are in it. */
const schema = (() => {
  const dir = new URL('../../commerce/schema/', import.meta.url);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort((a, b) => (a === 'api.graphql' ? -1 : b === 'api.graphql' ? 1 : a.localeCompare(b)));
  return buildSchema(files.map((name) => readFileSync(new URL(name, dir), 'utf8')).join('\n'));
})();

/** A literal the field's validation accepts, so each call reaches its resolver. */
function literal(type: GraphQLInputType, name: string): string {
  if (type instanceof GraphQLNonNull) return literal(type.ofType, name);
  if (type instanceof GraphQLList) return `[${literal(type.ofType, name)}]`;
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.name;
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields()).filter((field) => field.type instanceof GraphQLNonNull);
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type, field.name)}`).join(', ')} }`;
  }
  if (type instanceof GraphQLScalarType) {
    if (name === 'tenant') return JSON.stringify(tenant);
    if (type.name === 'Int' || type.name === 'Float') return '1';
    if (type.name === 'Boolean') return 'true';
    if (type.name === 'ID') return '"7d0b6c7e-2f7e-4d43-9a51-0c1b5f3e2a10"';
    return '"probe"';
  }
  throw new Error(`No literal for ${String(type)}`);
}

function adminCalls(root: GraphQLObjectType | null | undefined, keyword: 'query' | 'mutation') {
  return Object.values(root?.getFields() ?? {})
    .filter((field) => field.name.startsWith('admin'))
    .map((field: GraphQLField<unknown, unknown>) => {
      const args = field.args.map((arg) => `${arg.name}: ${literal(arg.type, arg.name)}`).join(', ');
      const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
      return { name: field.name, text: `${keyword} { ${field.name}${args ? `(${args})` : ''}${selection} }` };
    });
}

const ADMIN_CALLS = [...adminCalls(schema.getQueryType(), 'query'), ...adminCalls(schema.getMutationType(), 'mutation')];

describe('the admin part of the schema', () => {
  it('names its tenant on every admin field', () => {
    expect(ADMIN_CALLS.map((call) => call.name)).toEqual(expect.arrayContaining(['adminMe', 'adminAudit', 'adminGrantCredit']));
    const root = [schema.getQueryType()!, schema.getMutationType()!];
    for (const type of root)
      for (const field of Object.values(type.getFields()).filter((one) => one.name.startsWith('admin'))) {
        expect(field.args.find((arg) => arg.name === 'tenant')?.type.toString(), field.name).toBe('String!');
      }
  });
});

describe.each(backends)('staff access on $name', (backend) => {
  const shop = useShop(backend, { setUp: seedRivalTenant });
  const staff = () => shop.client({ token: staffIdToken({ email: 'Staff@Hearth.example' }) });

  async function expectRefusedEverywhere(api: ApiClient, code: string) {
    for (const call of ADMIN_CALLS) {
      const reply = await api.unchecked(call.text);
      expect({ field: call.name, code: errorOf(reply)?.code }).toEqual({ field: call.name, code });
      expect(reply.data?.[call.name] ?? null, call.name).toBeNull();
    }
  }

  it('refuses every admin field to the storefront API key', async () => {
    await expectRefusedEverywhere(shop.api, 'FORBIDDEN');
  });

  it("refuses every admin field to a customer's token, and to a customer's token claiming a group it was not given", async () => {
    const customer = await shop.customer();
    await expectRefusedEverywhere(customer.api, 'FORBIDDEN');
    // A token signed by someone else with the group added is no token at all.
    const forged = staffIdToken().split('.');
    const customerPayload = JSON.parse(Buffer.from(customer.token.split('.')[1]!, 'base64url').toString());
    forged[1] = Buffer.from(JSON.stringify({ ...customerPayload, 'cognito:groups': ['admin'] })).toString('base64url');
    await expectRefusedEverywhere(shop.client({ token: forged.join('.') }), 'UNAUTHENTICATED');
  });

  it('refuses every admin field to staff of another tenant, and without credentials', async () => {
    await expectRefusedEverywhere(shop.client({ token: staffIdToken({ tenant: RIVAL.tenant }) }), 'FORBIDDEN');
    await expectRefusedEverywhere(shop.client({ apiKey: null }), 'UNAUTHENTICATED');
  });

  it('answers a staff token in the admin group with who is at the desk', async () => {
    const reply = await staff()(AdminMeDocument, { tenant });
    expect(reply).toEqual({ data: { adminMe: { email: 'staff@hearth.example', tenant } } });
  });

  it('names staff by the username the owner gave them, never by an email claim the user could rewrite', async () => {
    // The app client may write `email` (sign-up needs it), so a staff member could change theirs
    // with UpdateUserAttributes and sign the audit as a colleague; the username cannot change.
    const customer = await shop.customer();
    const masked = shop.client({ token: staffIdToken({ email: 'mallory@hearth.example', emailClaim: 'owner@hearth.example' }) });
    expect(await masked(AdminMeDocument, { tenant })).toEqual({ data: { adminMe: { email: 'mallory@hearth.example', tenant } } });
    await masked(AdminGrantCreditDocument, {
      requestKey: randomUUID(),
      tenant,
      customerId: customer.row.id,
      amount: 1,
      reason: 'Goodwill',
    });
    const audit = await staff()(AdminAuditDocument, { tenant, subjectKind: 'customer', subjectId: customer.row.id });
    expect(audit.data?.adminAudit.entries.map((entry) => entry.staffEmail)).toEqual(['mallory@hearth.example']);
  });

  it('refuses a pool user outside the admin group, who is no customer either', async () => {
    const outsider = await shop.client({ token: staffIdToken({ groups: ['editors'] }) })(AdminMeDocument, { tenant });
    expect(errorOf(outsider)?.code).toBe('UNAUTHENTICATED');
    expect(outsider.data ?? null).toBeNull();
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

  it('lists the audit newest first, a page at a time, narrowed to a subject, and only the tenant’s own', async () => {
    const who = { tenantId: RIVAL.tenant, subject: 'sub-a', email: 'a@rival.example' };
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
    const rivalStaff = shop.client({ token: staffIdToken({ tenant: RIVAL.tenant }) });
    const first = await rivalStaff(AdminAuditDocument, { tenant: RIVAL.tenant, first: 2 });
    expect(first.data?.adminAudit.entries.map((entry) => entry.reason)).toEqual(['entry 2', 'entry 1']);
    expect(first.data?.adminAudit.entries[0]).toMatchObject({
      staffEmail: 'a@rival.example',
      before: '{"balance":2}',
      after: '{"balance":3}',
    });
    const second = await rivalStaff(AdminAuditDocument, { tenant: RIVAL.tenant, first: 2, after: first.data!.adminAudit.nextCursor });
    expect(second.data?.adminAudit).toMatchObject({ entries: [{ reason: 'entry 0' }], nextCursor: null });
    const one = await rivalStaff(AdminAuditDocument, { tenant: RIVAL.tenant, subjectKind: 'customer', subjectId: 'c1' });
    expect(one.data?.adminAudit.entries.map((entry) => entry.reason)).toEqual(['entry 2', 'entry 0']);
    const ours = await staff()(AdminAuditDocument, { tenant, subjectKind: 'customer', subjectId: 'c1' });
    expect(ours.data?.adminAudit.entries).toEqual([]);
    const forged = await rivalStaff(AdminAuditDocument, { tenant: RIVAL.tenant, after: 'eyJzZXEiOiIxIn0.forged' });
    expect(errorOf(forged)).toEqual({ code: 'BAD_USER_INPUT', message: 'after: must be the nextCursor of an earlier page.' });
  });
});

describe.each(backends)('the admin audit on $name', (backend) => {
  const shop = useShop(backend);

  it('is append-only in the database: an entry cannot be changed, removed or truncated away', async () => {
    const subjectId = randomUUID();
    await recordAdminChange(shop.db, {
      staff: { tenantId: tenant, subject: 'sub-staff', email: 'staff@hearth.example' },
      at: TEST_NOW,
      action: 'customer.credit.grant',
      subjectKind: 'customer',
      subjectId,
      before: { creditBalance: 0 },
      after: { creditBalance: 5 },
      reason: 'Goodwill',
    });
    const entries = () => shop.db.selectFrom('admin_audit').selectAll().where('subject_id', '=', subjectId).execute();
    const written = await entries();
    expect(written).toHaveLength(1);

    await expect(
      shop.db.updateTable('admin_audit').set({ reason: 'Rewritten' }).where('subject_id', '=', subjectId).execute(),
    ).rejects.toThrow('The admin audit is append-only: UPDATE of its entries is refused.');
    await expect(shop.db.deleteFrom('admin_audit').where('subject_id', '=', subjectId).execute()).rejects.toThrow(
      'The admin audit is append-only: DELETE of its entries is refused.',
    );
    await expect(sql`truncate admin_audit`.execute(shop.db)).rejects.toThrow(
      'The admin audit is append-only: TRUNCATE of its entries is refused.',
    );
    expect(await entries()).toEqual(written);
  });
});

describe.each(backends)('customers and credit at the desk on $name', (backend) => {
  const shop = useShop(backend, { setUp: seedRivalTenant });
  const staff = () => shop.client({ token: staffIdToken() });
  const ownCredit =
    'query($t: ID!, $c: ID!) { getLoggedInCustomerData(tenant: $t, salesChannel: $c) { creditAmountTotal credits { amount description } } }';

  it('finds a customer by part of their email and by the number of an order they placed', async () => {
    const customer = await shop.customer({ email: 'found.by.desk@example.com' });
    const orderId = await insertOrder(shop.db, customer.row.id, TEST_NOW);
    await shop.db.updateTable('orders').set({ order_number: 987654 }).where('id', '=', orderId).execute();
    const byEmail = await staff()(AdminFindCustomersDocument, { tenant, search: 'BY.DESK@' });
    expect(byEmail.data?.adminFindCustomers.map((found) => found.id)).toEqual([customer.row.id]);
    const byOrder = await staff()(AdminFindCustomersDocument, { tenant, search: '#987654' });
    expect(byOrder.data?.adminFindCustomers).toEqual([
      expect.objectContaining({ id: customer.row.id, email: 'found.by.desk@example.com', creditBalance: 0 }),
    ]);
    // A LIKE wildcard typed in is only a character.
    const wildcard = await staff()(AdminFindCustomersDocument, { tenant, search: '%%%' });
    expect(wildcard.data?.adminFindCustomers).toEqual([]);
  });

  it("finds the customer behind a guest order by its number, through the order's email; a guest with no account is nobody", async () => {
    const customer = await shop.customer({ email: 'guest.first@example.com' });
    const claimed = await insertOrder(shop.db, null, TEST_NOW);
    await shop.db
      .updateTable('orders')
      .set({ order_number: 987655, customer_email: 'Guest.First@example.com' })
      .where('id', '=', claimed)
      .execute();
    const stranger = await insertOrder(shop.db, null, TEST_NOW);
    await shop.db
      .updateTable('orders')
      .set({ order_number: 987656, customer_email: 'no.account@example.com' })
      .where('id', '=', stranger)
      .execute();

    const byGuestOrder = await staff()(AdminFindCustomersDocument, { tenant, search: '#987655' });
    expect(byGuestOrder.data?.adminFindCustomers.map((found) => found.id)).toEqual([customer.row.id]);
    const byStrangersOrder = await staff()(AdminFindCustomersDocument, { tenant, search: '#987656' });
    expect(byStrangersOrder.data?.adminFindCustomers).toEqual([]);
  });

  it("grants and removes credit with a reason: the customer's history shows the shop's entries, and each change is audited", async () => {
    const customer = await shop.customer();
    const granted = await staff()(AdminGrantCreditDocument, {
      requestKey: randomUUID(),
      tenant,
      customerId: customer.row.id,
      amount: 12.5,
      reason: 'Late delivery, sorry',
    });
    expect(granted.data?.adminGrantCredit).toMatchObject({ creditBalance: 12.5 });
    shop.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    const removed = await staff()(AdminRemoveCreditDocument, {
      requestKey: randomUUID(),
      tenant,
      customerId: customer.row.id,
      amount: 2.5,
      reason: 'Granted too much',
    });
    expect(removed.data?.adminRemoveCredit).toMatchObject({ creditBalance: 10 });

    const seen = await customer.api.unchecked(ownCredit, { t: tenant, c: scope.salesChannel });
    expect(seen.data?.getLoggedInCustomerData).toEqual({
      creditAmountTotal: 10,
      credits: [
        { amount: -2.5, description: 'Removed by the shop: Granted too much' },
        { amount: 12.5, description: 'From the shop: Late delivery, sorry' },
      ],
    });

    const audit = await staff()(AdminAuditDocument, { tenant, subjectKind: 'customer', subjectId: customer.row.id });
    expect(audit.data?.adminAudit.entries).toEqual([
      expect.objectContaining({
        at: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
        staffEmail: 'staff@hearth.example',
        action: 'customer.credit.remove',
        reason: 'Granted too much',
      }),
      expect.objectContaining({ at: TEST_NOW.toISOString(), action: 'customer.credit.grant', reason: 'Late delivery, sorry' }),
    ]);
    const [removal, grant] = audit.data!.adminAudit.entries;
    expect(JSON.parse(grant!.before!)).toEqual({ email: customer.row.email, creditBalance: 0 });
    expect(JSON.parse(grant!.after!)).toMatchObject({ creditBalance: 12.5, amount: 12.5 });
    expect(JSON.parse(removal!.before!)).toEqual({ email: customer.row.email, creditBalance: 12.5 });
    expect(JSON.parse(removal!.after!)).toMatchObject({ creditBalance: 10, amount: -2.5 });
  });

  it('refuses to take credit below zero, and writes nothing', async () => {
    const customer = await shop.customer();
    await staff()(AdminGrantCreditDocument, {
      requestKey: randomUUID(),
      tenant,
      customerId: customer.row.id,
      amount: 3,
      reason: 'Goodwill',
    });
    const reply = await staff()(AdminRemoveCreditDocument, {
      requestKey: randomUUID(),
      tenant,
      customerId: customer.row.id,
      amount: 3.01,
      reason: 'Too much',
    });
    expect(errorOf(reply)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'amount: The customer has £3.00 of credit: remove at most that, never below £0.00.',
    });
    const after = await staff()(AdminCustomerDocument, { tenant, customerId: customer.row.id });
    expect(after.data?.adminCustomer).toMatchObject({ creditBalance: 3, credits: [{ amount: 3 }] });
    const audit = await staff()(AdminAuditDocument, { tenant, subjectKind: 'customer', subjectId: customer.row.id });
    expect(audit.data?.adminAudit.entries.map((entry) => entry.action)).toEqual(['customer.credit.grant']);
  });

  it('lets only one of two staff remove the same credit at once: the balance never goes below zero', async () => {
    const customer = await shop.customer();
    await staff()(AdminGrantCreditDocument, {
      requestKey: randomUUID(),
      tenant,
      customerId: customer.row.id,
      amount: 5,
      reason: 'Goodwill',
    });
    const remove = (email: string) =>
      shop.client({ token: staffIdToken({ email }) })(AdminRemoveCreditDocument, {
        requestKey: randomUUID(),
        tenant,
        customerId: customer.row.id,
        amount: 4,
        reason: 'Taken back',
      });
    const replies = await Promise.all([remove('one@hearth.example'), remove('two@hearth.example')]);
    expect(replies.filter((reply) => reply.data?.adminRemoveCredit).length).toBe(1);
    expect(replies.map((reply) => errorOf(reply)?.message).filter(Boolean)).toEqual([
      'amount: The customer has £1.00 of credit: remove at most that, never below £0.00.',
    ]);
    const after = await staff()(AdminCustomerDocument, { tenant, customerId: customer.row.id });
    expect(after.data?.adminCustomer?.creditBalance).toBe(1);
    const audit = await staff()(AdminAuditDocument, { tenant, subjectKind: 'customer', subjectId: customer.row.id });
    expect(audit.data?.adminAudit.entries.map((entry) => entry.action)).toEqual(['customer.credit.remove', 'customer.credit.grant']);
  });

  describe('the same change sent twice (a request key, one per change the desk makes)', () => {
    const creditRows = (customerId: string) =>
      shop.db.selectFrom('customer_credit').select(['amount_pence', 'description']).where('customer_id', '=', customerId).execute();
    const auditActions = async (customerId: string) =>
      (await staff()(AdminAuditDocument, { tenant, subjectKind: 'customer', subjectId: customerId })).data?.adminAudit.entries.map(
        (entry) => entry.action,
      );

    it('grants once when a grant is sent again with its key, and answers the second as the first', async () => {
      const customer = await shop.customer();
      const grant = { tenant, customerId: customer.row.id, amount: 7.5, reason: 'Late delivery', requestKey: randomUUID() };
      const first = await staff()(AdminGrantCreditDocument, grant);
      const again = await staff()(AdminGrantCreditDocument, grant);
      expect(first.data?.adminGrantCredit).toMatchObject({ creditBalance: 7.5 });
      expect(again).toEqual(first);
      expect(await creditRows(customer.row.id)).toEqual([{ amount_pence: 750, description: 'From the shop: Late delivery' }]);
      expect(await auditActions(customer.row.id)).toEqual(['customer.credit.grant']);
    });

    it('grants once when copies of a grant arrive together', async () => {
      const customer = await shop.customer();
      const grant = { tenant, customerId: customer.row.id, amount: 20, reason: 'Goodwill', requestKey: randomUUID() };
      const replies = await Promise.all(Array.from({ length: 5 }, () => staff()(AdminGrantCreditDocument, grant)));
      expect(replies.map((reply) => reply.data?.adminGrantCredit.creditBalance)).toEqual([20, 20, 20, 20, 20]);
      expect(await creditRows(customer.row.id)).toEqual([{ amount_pence: 2000, description: 'From the shop: Goodwill' }]);
      expect(await auditActions(customer.row.id)).toEqual(['customer.credit.grant']);
    });

    it('removes once, and a copy arriving after the balance ran out is answered, not refused', async () => {
      const customer = await shop.customer();
      await staff()(AdminGrantCreditDocument, {
        tenant,
        customerId: customer.row.id,
        amount: 4,
        reason: 'Goodwill',
        requestKey: randomUUID(),
      });
      const removal = { tenant, customerId: customer.row.id, amount: 4, reason: 'Taken back', requestKey: randomUUID() };
      const replies = await Promise.all([staff()(AdminRemoveCreditDocument, removal), staff()(AdminRemoveCreditDocument, removal)]);
      expect(replies.map((reply) => errorOf(reply) ?? reply.data?.adminRemoveCredit.creditBalance)).toEqual([0, 0]);
      expect(await creditRows(customer.row.id)).toHaveLength(2);
      expect(await auditActions(customer.row.id)).toEqual(['customer.credit.remove', 'customer.credit.grant']);
    });

    it('refuses the key sent with a different change (amount, kind or customer), and writes nothing', async () => {
      const customer = await shop.customer();
      const other = await shop.customer();
      const requestKey = randomUUID();
      await staff()(AdminGrantCreditDocument, { tenant, customerId: customer.row.id, amount: 5, reason: 'Goodwill', requestKey });
      const reused = [
        await staff()(AdminGrantCreditDocument, { tenant, customerId: customer.row.id, amount: 6, reason: 'Goodwill', requestKey }),
        await staff()(AdminGrantCreditDocument, { tenant, customerId: customer.row.id, amount: 5, reason: 'Other words', requestKey }),
        await staff()(AdminRemoveCreditDocument, { tenant, customerId: customer.row.id, amount: 5, reason: 'Goodwill', requestKey }),
        await staff()(AdminGrantCreditDocument, { tenant, customerId: other.row.id, amount: 5, reason: 'Goodwill', requestKey }),
      ];
      for (const reply of reused) {
        expect(errorOf(reply)).toEqual({
          code: 'CONFLICT',
          message: 'requestKey: this key was already used for a different credit change. Send a new key (a fresh UUID) for each change.',
        });
      }
      expect(await creditRows(customer.row.id)).toEqual([{ amount_pence: 500, description: 'From the shop: Goodwill' }]);
      expect(await creditRows(other.row.id)).toEqual([]);
      expect(await auditActions(other.row.id)).toEqual([]);
    });

    it('refuses a key copied to another customer at the same moment: one grant is written', async () => {
      const [one, two] = [await shop.customer(), await shop.customer()];
      const requestKey = randomUUID();
      const replies = await Promise.all(
        [one, two].map((customer) =>
          staff()(AdminGrantCreditDocument, { tenant, customerId: customer.row.id, amount: 3, reason: 'Goodwill', requestKey }),
        ),
      );
      expect(replies.map((reply) => errorOf(reply)?.code ?? 'granted').sort()).toEqual(['CONFLICT', 'granted']);
      const written = await shop.db.selectFrom('customer_credit').select('customer_id').where('request_key', '=', requestKey).execute();
      expect(written).toHaveLength(1);
    });
  });

  it.each([
    [{ amount: 0 }, 'amount: Enter an amount above £0.00.'],
    [{ amount: -5 }, 'amount: Enter an amount above £0.00.'],
    [{ amount: 500.01 }, 'amount: Enter at most £500.00 at a time.'],
    [{ amount: 1.005 }, 'amount: must be pounds and pence, such as 10.50'],
    [{ reason: '  ' }, 'reason: say why, in a few words the customer will read (at least 3 characters)'],
    [{ reason: 'x'.repeat(201) }, 'reason: must be at most 200 characters'],
    [{ customerId: 'not-an-id' }, 'customerId: must be the id of a customer, as adminFindCustomers returns it'],
    [{ requestKey: 'again' }, 'requestKey: must be a new UUID for each change, such as crypto.randomUUID() makes'],
  ])('refuses bad input %o with words that say what to fix', async (change, message) => {
    const customer = await shop.customer();
    const reply = await staff()(AdminGrantCreditDocument, {
      requestKey: randomUUID(),
      tenant,
      customerId: customer.row.id,
      amount: 10,
      reason: 'Goodwill',
      ...change,
    });
    expect(errorOf(reply)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(reply.data ?? null).toBeNull();
  });

  it("does not reach another tenant's customer", async () => {
    const rivalCustomer = await shop.customer({ tenant: RIVAL.tenant, salesChannel: RIVAL.salesChannel });
    const reply = await staff()(AdminGrantCreditDocument, {
      requestKey: randomUUID(),
      tenant,
      customerId: rivalCustomer.row.id,
      amount: 10,
      reason: 'Goodwill',
    });
    expect(errorOf(reply)).toEqual({ code: 'NOT_FOUND', message: 'No customer of this shop has that id.' });
    const read = await staff()(AdminCustomerDocument, { tenant, customerId: rivalCustomer.row.id });
    expect(read.data?.adminCustomer).toBeNull();
    const credits = await shop.db.selectFrom('customer_credit').select('id').where('customer_id', '=', rivalCustomer.row.id).execute();
    expect(credits).toEqual([]);
  });
});
