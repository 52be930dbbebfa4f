import { atom } from 'nanostores';
import type { CommerceTransport } from '../../lib/commerce/client.ts';
import { shopChannel } from '../../lib/commerce/settings.ts';
import { loadSignedInTransport } from '../../lib/identity/shopper-transport.ts';
import { hasStoredSession } from '../../lib/identity/stored-session.ts';

/** The delivery postcodes of a signed-in customer's saved addresses, the default first. */
export function savedDeliveryPostcodes(
  addresses: readonly { addressType: string | null; isDefault: boolean | null; postCode: string }[],
): string[] {
  const delivery = addresses.filter((address) => (address.addressType ?? 'shipping') === 'shipping');
  return [...delivery.filter((a) => a.isDefault), ...delivery.filter((a) => !a.isDefault)].map((a) => a.postCode);
}

export interface SavedPostcodeDeps {
  hasStoredSession: () => boolean;
  transport: () => Promise<CommerceTransport | null>;
}

/**
 * Reads a signed-in customer's saved delivery postcodes once per page into `into`. A guest's
 * page (no stored session) neither loads the identity library and the customer calls nor asks the API.
 */
export function savedPostcodeLoader(deps: SavedPostcodeDeps, into: { set: (postcodes: string[]) => void }) {
  let started: Promise<void> | null = null;
  return (): Promise<void> => {
    started ??= (async () => {
      if (!deps.hasStoredSession()) return;
      const transport = await deps.transport();
      if (!transport) return;
      // Loaded here, not with the page: only a signed-in customer's page asks.
      const { customerCalls } = await import('../../lib/commerce/customers.ts');
      const addresses = await customerCalls(transport, shopChannel).getMyAddresses();
      if (addresses) into.set(savedDeliveryPostcodes(addresses));
    })();
    return started;
  };
}

export const $savedPostcodes = atom<string[]>([]);

export const loadSavedPostcodes = savedPostcodeLoader({ hasStoredSession, transport: loadSignedInTransport }, $savedPostcodes);
