import { describe, expect, it } from 'vitest';
import { storeCustomerDirectory } from '../../commerce/identity/customer-directory.store.ts';
import { SEED_SELLER } from '../../dev/demo/seller.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';

// The identity triggers read the shop's own records: where the code mail goes, and how its footer reaches the shop.
describe.each(backends)("the identity triggers' customer directory, on $name", (backend) => {
  const shop = useShop(backend);

  it("gives the customer's recorded email and their shop's name, phone, email and hours", async () => {
    const { row } = await shop.customer();
    const found = await storeCustomerDirectory(shop.db).findCustomer({
      tenantId: scope.tenant,
      salesChannelId: scope.salesChannel,
      customerId: row.id,
    });
    expect(found).toEqual({
      email: row.email,
      shop: {
        tradingName: SEED_SELLER.tradingName,
        phone: SEED_SELLER.phone,
        email: SEED_SELLER.email,
        openingHours: [...SEED_SELLER.openingHours],
      },
    });
  });

  it('gives no shop before a seller is recorded, and nobody for another channel', async () => {
    const { row } = await shop.customer();
    await shop.db.deleteFrom('seller').execute();
    const directory = storeCustomerDirectory(shop.db);
    expect(await directory.findCustomer({ tenantId: scope.tenant, salesChannelId: scope.salesChannel, customerId: row.id })).toEqual({
      email: row.email,
      shop: null,
    });
    expect(await directory.findCustomer({ tenantId: scope.tenant, salesChannelId: 'another-channel', customerId: row.id })).toBeNull();
  });
});
