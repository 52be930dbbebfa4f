/**
 * The tenant and sales channel come from one combined constant, "tenant/salesChannel",
 * so a build can never send a tenant with another tenant's channel.
 */
export const DEFAULT_SHOP_CHANNEL = 'hearth/uk-web';

export interface ShopChannel {
  tenant: string;
  salesChannel: string;
}

export function parseShopChannel(combined: string): ShopChannel {
  const match = /^([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(combined.trim());
  if (!match) throw new Error(`PUBLIC_SHOP_CHANNEL must look like "tenant/sales-channel", got "${combined}".`);
  return { tenant: match[1]!, salesChannel: match[2]! };
}
