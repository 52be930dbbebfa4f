import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { shopsNotReady } from './shop-setup.store.ts';

/**
 * What the server says at start when the shop cannot take orders yet, naming the one command
 * that fixes it; null when every shop has a storefront key and a seller. A shop that is not set
 * up still starts (its pages serve, its health answers): the API refuses it orders instead.
 */
export async function shopSetUpWarning(db: Kysely<Database>): Promise<string | null> {
  const { noShop, tenantsWithoutSeller } = await shopsNotReady(db);
  if (noShop) {
    return 'This shop is not set up: no shop or storefront key is recorded, so it takes no orders. Run `npm run shop:init -- --help` (docs/operations.md, "Setting up a shop").';
  }
  if (tenantsWithoutSeller.length > 0) {
    return `No seller is recorded for ${tenantsWithoutSeller.join(', ')}, so it takes no orders (every receipt prints the seller). Run \`npm run shop:init\` or fill in the seller on the desk.`;
  }
  return null;
}
