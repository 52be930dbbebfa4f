import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { apiClient, scope } from '../fixtures/api-client.ts';
import { backends } from '../fixtures/backends.ts';
import { seedCustomer } from '../fixtures/customer-tokens.ts';

const ADD_KINDLING = `mutation($tenant: ID!, $salesChannel: ID!) {
  addToCart(skuId: "KIN-NET-10L", quantity: 1, tenant: $tenant, salesChannel: $salesChannel) { id guest customer { id email firstName lastName } }
}`;

describe.each(backends)('whose cart it is, on $name', (backend) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  const add = (call: (q: string, v?: Record<string, unknown>) => Promise<any>) => call(ADD_KINDLING, scope);

  it("makes a signed-in customer's new cart theirs, not a guest's", async () => {
    const ann = await seedCustomer(db, { first_name: 'Ann', last_name: 'Ashby' });
    const result = await add(ann.call);
    expect(result.errors).toBeUndefined();
    expect(result.data.addToCart).toMatchObject({ guest: false, customer: { id: ann.row.id, email: ann.row.email, firstName: 'Ann', lastName: 'Ashby' } });
    const stored = await db.selectFrom('orders').select(['customer_id', 'guest']).where('id', '=', result.data.addToCart.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ customer_id: ann.row.id, guest: false });
  });

  it("keeps a guest's cart a guest cart", async () => {
    const result = await add(apiClient(db));
    expect(result.data.addToCart).toMatchObject({ guest: true, customer: null });
  });
});
