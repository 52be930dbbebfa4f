import { describe, expect, it } from 'vitest';
import { AddToCartDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';

describe.each(backends)('whose cart it is, on $name', (backend) => {
  const shop = useShop(backend);

  // The buy-box's own call.
  const add = (api: ApiClient) => api(AddToCartDocument, { ...scope, skuId: 'KIN-NET-10L', quantity: 1 });

  it("makes a signed-in customer's new cart theirs, not a guest's", async () => {
    const ann = await shop.customer({ first_name: 'Ann', last_name: 'Ashby' });
    const result = await add(ann.api);
    expect(result.errors).toBeUndefined();
    expect(result.data!.addToCart).toMatchObject({
      guest: false,
      customer: { id: ann.row.id, email: ann.row.email, firstName: 'Ann', lastName: 'Ashby' },
    });
    const stored = await shop.db
      .selectFrom('orders')
      .select(['customer_id', 'guest'])
      .where('id', '=', result.data!.addToCart.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ customer_id: ann.row.id, guest: false });
  });

  it("keeps a guest's cart a guest cart", async () => {
    const result = await add(shop.api);
    expect(result.data!.addToCart).toMatchObject({ guest: true, customer: null });
  });
});
