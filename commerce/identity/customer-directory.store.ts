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
        .select(['email'])
        .where('id', '=', customerId)
        .where(inScope({ tenantId, salesChannelId }))
        .executeTakeFirst();
      return row ? { email: row.email } : null;
    },
  };
}
