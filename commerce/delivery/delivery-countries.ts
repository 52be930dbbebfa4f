import type { Kysely } from 'kysely';
import { listCountries } from '../catalogue/index.ts';
import { deliversToCountry } from '../domain/delivery/index.ts';
import type { Database } from '../store/tables.ts';
import { deliveryConfig } from './delivery.store.ts';

export interface DeliveryCountry {
  alpha2: string;
  name: string;
}

/**
 * The countries the shop delivers to: enabled for checkout and reached by at least one delivery
 * method's zones. One answer for the checkout's country list and for the check on a delivery
 * address, so the two can never disagree.
 */
export async function listDeliveryCountries(db: Kysely<Database>, tenantId: string): Promise<DeliveryCountry[]> {
  const [countries, config] = await Promise.all([listCountries(db, tenantId), deliveryConfig(db, tenantId)]);
  return countries
    .filter((c) => c.enabled && c.checkout_shipping && deliversToCountry(c.alpha2, config.methods, config.zoneRules))
    .map((c) => ({ alpha2: c.alpha2, name: c.name }));
}

/** Why a delivery address in this country cannot be taken, in the shopper's words; null when it can. */
export function deliveryCountryProblem(countryCode: string, delivered: readonly DeliveryCountry[]): string | null {
  if (delivered.some((c) => c.alpha2 === countryCode)) return null;
  const names = delivered.map((c) => c.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'nowhere at the moment');
  return `We cannot deliver there. We deliver to ${list}; a billing address can be anywhere.`;
}
