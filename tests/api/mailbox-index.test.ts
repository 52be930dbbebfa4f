import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ordersOf } from '../../commerce/store/purchaser-orders.store.ts';
import { backends, useShop } from '../fixtures/api-fixture.ts';

describe.each(backends)('counting a guest’s orders by mailbox on $name', (backend) => {
  const shop = useShop(backend);

  // Migration 0026 indexes mailboxKeyOf(customer_email) as written then: if the SQL twin changes, the
  // index silently stops serving and every referral basket read scans the tenant's orders.
  it('uses the orders_customer_mailbox index, so the expression and the index agree', async () => {
    const plan = await shop.db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      const count = tx
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', 'hearth')
        .where(ordersOf({ kind: 'mailbox', mailbox: 'farmer@gmail.com' }))
        .compile();
      const explained = await tx.executeQuery<{ 'QUERY PLAN': string }>({ ...count, sql: `explain ${count.sql}` });
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('orders_customer_mailbox');
    // The mailbox is in the index condition, not a filter over every order of the tenant.
    expect(plan).toMatch(/Index Cond: .*'farmer@gmail\.com'/);
  });
});
