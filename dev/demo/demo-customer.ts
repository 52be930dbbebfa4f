import type { Kysely } from 'kysely';
import type { Database } from '../../commerce/store/tables.ts';

/**
 * A customer for development and the browser tests: it has store credit, which only the shop
 * grants (there is no API for it), so the account's credit and paying with credit can be
 * tried with `npm start`. Never loaded in production.
 */
export const DEMO_CUSTOMER = {
  id: '5e1f0c2a-8d3b-4c7e-9a61-2f4b8d0c3e75',
  tenantId: 'hearth',
  salesChannelId: 'uk-web',
  email: 'demo.customer@hearth.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  creditPence: 500,
} as const;

/** Adds the demo customer and their welcome credit once; later starts leave them as they are. */
export async function loadDemoCustomer(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('customer')
      .values({
        id: DEMO_CUSTOMER.id,
        tenant_id: DEMO_CUSTOMER.tenantId,
        sales_channel_id: DEMO_CUSTOMER.salesChannelId,
        email: DEMO_CUSTOMER.email,
        first_name: DEMO_CUSTOMER.firstName,
        last_name: DEMO_CUSTOMER.lastName,
        phone_number: null,
        cognito_user: null,
        referral_code: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await tx
      .insertInto('customer_credit')
      .values({
        id: '5e1f0c2a-8d3b-4c7e-9a61-2f4b8d0c3e76',
        customer_id: DEMO_CUSTOMER.id,
        created_at: now,
        amount_pence: DEMO_CUSTOMER.creditPence,
        description: 'Welcome credit',
        order_id: null,
      })
      .execute();
  });
}
