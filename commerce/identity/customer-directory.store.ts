import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { inScope } from '../store/scope.ts';
import type { CustomerDirectory } from './triggers/customer-directory.ts';

/** The customer directory the identity triggers consult: the commerce store itself. */
export function storeCustomerDirectory(db: Kysely<Database>): CustomerDirectory {
  return {
    async findCustomer({ tenantId, salesChannelId, customerId }) {
      if (!/^[0-9a-f-]{36}$/i.test(customerId)) return null;
      const row = await db
        .selectFrom('customer')
        .leftJoin('seller', 'seller.tenant_id', 'customer.tenant_id')
        .select(['customer.email', 'seller.trading_name', 'seller.phone', 'seller.email as seller_email', 'seller.opening_hours'])
        .where('customer.id', '=', customerId)
        .where(inScope({ tenantId, salesChannelId }, 'customer'))
        .executeTakeFirst();
      if (!row) return null;
      const shop =
        row.trading_name && row.phone && row.seller_email
          ? { tradingName: row.trading_name, phone: row.phone, email: row.seller_email, openingHours: row.opening_hours ?? [] }
          : null;
      return { email: row.email, shop };
    },
  };
}
