import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../store/tables.ts';

const CUSTOMER_COLUMNS = [
  'customer.id',
  'customer.email',
  'customer.first_name',
  'customer.last_name',
  'customer.sales_channel_id',
  'customer.phone_number',
] as const;

export interface DeskCustomerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  sales_channel_id: string;
  phone_number: string | null;
}

/** LIKE's own characters typed into a search match themselves, not anything. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The tenant's customers whose email contains `fragment` (lower case), in email order, at most `limit`. */
export async function findCustomersByEmail(
  db: Kysely<Database>,
  tenantId: string,
  fragment: string,
  limit: number,
): Promise<DeskCustomerRow[]> {
  return db
    .selectFrom('customer')
    .select(CUSTOMER_COLUMNS)
    .where('customer.tenant_id', '=', tenantId)
    .where('customer.email', 'like', `%${likeLiteral(fragment)}%`)
    .orderBy('customer.email')
    .limit(limit)
    .execute();
}

/**
 * The customer behind the tenant's order with this number: the signed-in customer who placed it,
 * or, for a guest order, the customer of that channel with the order's email (the staff's lead to
 * whom to contact; the order is in that account only once they claim it).
 */
export async function findCustomerByOrderNumber(db: Kysely<Database>, tenantId: string, orderNumber: number): Promise<DeskCustomerRow[]> {
  return db
    .selectFrom('orders')
    .innerJoin('customer', (join) =>
      join.on((eb) =>
        eb.or([
          eb('customer.id', '=', eb.ref('orders.customer_id')),
          eb.and([
            eb('orders.customer_id', 'is', null),
            eb('customer.tenant_id', '=', eb.ref('orders.tenant_id')),
            eb('customer.sales_channel_id', '=', eb.ref('orders.sales_channel_id')),
            eb('customer.email', '=', eb.fn<string>('lower', ['orders.customer_email'])),
          ]),
        ]),
      ),
    )
    .select(CUSTOMER_COLUMNS)
    .where('orders.tenant_id', '=', tenantId)
    .where('orders.order_number', '=', orderNumber)
    .execute();
}

/** One of the tenant's customers, or undefined. */
export async function findDeskCustomer(db: Kysely<Database>, tenantId: string, customerId: string): Promise<DeskCustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .select(CUSTOMER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/**
 * Locks the tenant's customer for a change to their credit: checkout's spend takes the same lock
 * (orders/order-credit.store.ts), so a removal and a spend can't both count the same balance.
 */
export async function lockDeskCustomer(
  tx: Transaction<Database>,
  tenantId: string,
  customerId: string,
): Promise<DeskCustomerRow | undefined> {
  return tx
    .selectFrom('customer')
    .select(CUSTOMER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

/** The credit entry the desk's request with this key made, if one did. */
export async function findShopCreditEntryByRequestKey(
  tx: Transaction<Database>,
  requestKey: string,
): Promise<{ customer_id: string; amount_pence: number; description: string } | undefined> {
  return tx
    .selectFrom('customer_credit')
    .select(['customer_id', 'amount_pence', 'description'])
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}

/** The unique index on the desk's request keys (migration 0025). */
export const ONE_ENTRY_PER_REQUEST_KEY = 'customer_credit_request_key';

/** The shop's own entry in a customer's credit history (no order), made by the desk's request with this key. */
export async function insertShopCreditEntry(
  tx: Transaction<Database>,
  entry: { customerId: string; amountPence: number; description: string; at: Date; requestKey: string },
): Promise<string> {
  const id = randomUUID();
  await tx
    .insertInto('customer_credit')
    .values({
      id,
      customer_id: entry.customerId,
      created_at: entry.at,
      amount_pence: entry.amountPence,
      description: entry.description,
      order_id: null,
      request_key: entry.requestKey,
    })
    .execute();
  return id;
}

/** The addresses a customer saved in their account, in the order they were saved. */
export async function customerAddresses(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('customer_address')
    .select(['first_name', 'last_name', 'company', 'line1', 'line2', 'city', 'state', 'post_code', 'country_code', 'phone_number'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * A customer's placed orders, newest first, at most `limit`: theirs, guest orders they claimed,
 * and guest orders placed in their channel with their email (not yet claimed: the staff's lead,
 * as for a search by order number).
 */
export async function customerPlacedOrders(db: Kysely<Database>, tenantId: string, customer: DeskCustomerRow, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'placed_at', 'status', 'customer_id'])
    .where('tenant_id', '=', tenantId)
    .where('placed_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', customer.id),
        eb('claimed_by_customer_id', '=', customer.id),
        eb.and([
          eb('customer_id', 'is', null),
          eb('sales_channel_id', '=', customer.sales_channel_id),
          eb(sql<string>`lower(customer_email)`, '=', customer.email),
        ]),
      ]),
    )
    .orderBy('placed_at', 'desc')
    .limit(limit)
    .execute();
}
