import type { CommerceTransport } from '../commerce/client.ts';
import { storefrontTransport } from '../commerce/settings.ts';
import { hasStoredSession } from './stored-session.ts';

export interface ShopperTransportDeps {
  /** Cheap and synchronous: whether this browser may hold a session (lib/identity/stored-session.ts). */
  hasStoredSession: () => boolean;
  /** The signed-in customer's transport (ID token), or null when the session has ended; loads the identity library. */
  signedInTransport: () => Promise<CommerceTransport | null>;
  /** The public storefront key, for guests. */
  storefront: CommerceTransport;
}

/**
 * The transport for calls about the shopper's own cart and orders, chosen afresh for each call:
 * a signed-in customer's cart or order answers only to their ID token (with the public key it
 * does not exist), and a guest's answers to its id. Without a stored session the public key goes
 * at once and the identity library is never loaded; with one, the customer's current token goes
 * (refreshed by the library when it has expired). A session that has ended falls back to the
 * public key: the customer's cart is then "not found", which the cart treats as gone.
 */
export function createShopperTransport(deps: ShopperTransportDeps): () => Promise<CommerceTransport> {
  return async () => {
    if (!deps.hasStoredSession()) return deps.storefront;
    return (await deps.signedInTransport()) ?? deps.storefront;
  };
}

/** The signed-in transport, loaded only when asked for: a guest's pages never download the identity library. */
export async function loadSignedInTransport(): Promise<CommerceTransport | null> {
  return (await import('./session.ts')).signedInTransport();
}

export const shopperTransport = createShopperTransport({
  hasStoredSession: () => hasStoredSession(),
  signedInTransport: loadSignedInTransport,
  storefront: storefrontTransport,
});
