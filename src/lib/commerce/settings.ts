import { DEFAULT_SHOP_CHANNEL, parseShopChannel } from '../channel.ts';
import type { CommerceTransport } from './client.ts';

/** Public storefront settings, inlined at build time (PUBLIC_* variables are not secrets). */
export const shopChannel = parseShopChannel(import.meta.env.PUBLIC_SHOP_CHANNEL ?? DEFAULT_SHOP_CHANNEL);

export const storefrontTransport: CommerceTransport = {
  endpoint: import.meta.env.PUBLIC_COMMERCE_ENDPOINT ?? '/graphql',
  apiKey: import.meta.env.PUBLIC_COMMERCE_API_KEY ?? 'hearth-local-storefront',
};
