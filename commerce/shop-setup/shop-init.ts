import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { z } from 'zod';
import { upsertSeller } from '../catalogue/index.ts';
import { courierSchema } from '../domain/delivery/method-rule-schema.ts';
import { checkSellerRecord, type SellerRecord } from '../domain/seller-rules.ts';
import { mintSecret } from '../hashed-secret.ts';
import { paymentGatewayRows } from '../payments/index.ts';
import type { Database, PaymentGatewayTable } from '../store/tables.ts';
import { shopReference } from './shop-reference.ts';
import {
  channelHasStorefrontKey,
  forgetStorefrontKeys,
  recordBankHolidays,
  recordCouriers,
  recordShopReference,
  recordStorefrontKey,
  recordTenant,
} from './shop-setup.store.ts';

/** Lower-case letters, digits and hyphens: the ids travel in PUBLIC_SHOP_CHANNEL as "tenant/channel". */
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'must be lower-case letters, digits and hyphens (at most 40), e.g. "oak-logs"');
const name = z.string().trim().min(1, 'must not be empty').max(120);

/** What a shop's owner says about their shop once, before its first start. */
export const shopInitSchema = z.object({
  tenant: z.object({ id: slug, name }),
  channel: z.object({ id: slug.default('uk-web'), name: name.default('UK website'), brand: name }),
  // Checked by the seller's own rules (HMRC's check digits and all) below, so the messages are the
  // desk's. Delivery charges' VAT follows the goods unless the owner says otherwise.
  seller: z.record(z.string(), z.unknown()),
  /**
   * Who carries the goods (delivery methods name one). A shop that names none gets its own vans,
   * with a noon cut-off and England's bank holidays; staff add services on the desk.
   */
  couriers: z
    .array(courierSchema)
    .min(1, 'name at least one courier')
    .max(20)
    .default([{ id: 'our-vans', name: 'Our vans', cutoffTime: '12:00', dispatchRegion: 'england', services: [] }]),
  /** Issue a new storefront key even if the channel has one (the old one stops working). */
  newStorefrontKey: z.boolean().default(false),
});

export type ShopInitInput = z.input<typeof shopInitSchema>;

export interface ShopInitResult {
  tenantId: string;
  salesChannelId: string;
  seller: SellerRecord;
  /** The new storefront key, shown once; null when the channel kept the key it had. */
  storefrontKey: string | null;
}

/** Checks the input, naming each field to fix: "seller.vatNumber: must be GB and nine digits…". */
export function parseShopInit(value: unknown): Omit<z.output<typeof shopInitSchema>, 'seller'> & { seller: SellerRecord } {
  const result = shopInitSchema.safeParse(value);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
  const seller = result.success ? checkSellerRecord({ deliveryVatTreatment: 'follows_goods', ...result.data.seller }) : null;
  if (seller && !seller.ok) problems.push(...seller.problems.map((problem) => `seller.${problem.field}: ${problem.message}`));
  if (!result.success || !seller?.ok) throw new RangeError(`The shop's details need fixing:\n- ${problems.join('\n- ')}`);
  return { ...result.data, seller: seller.seller };
}

/**
 * Records a shop in one transaction: its tenant and sales channel, the rows every UK shop needs
 * (countries, the pound, card providers, bank holidays, its own reviews), its seller, its
 * couriers and a storefront key. Safe to run again: names and the seller are updated, the key is kept unless
 * a new one is asked for, and nothing else a shop has changed is touched.
 */
export async function initShop(
  db: Kysely<Database>,
  value: unknown,
  now: Date,
  random: (size: number) => Buffer = randomBytes,
  /** The ways to pay it gets: every payment plug-in's; the tests add the development stand-ins'. */
  paymentGateways: (
    tenantId: string,
  ) => Insertable<PaymentGatewayTable>[] | Promise<Insertable<PaymentGatewayTable>[]> = paymentGatewayRows,
): Promise<ShopInitResult> {
  const input = parseShopInit(value);
  const tenantId = input.tenant.id;
  const salesChannelId = input.channel.id;
  const gateways = await paymentGateways(tenantId);
  const storefrontKey = await db.transaction().execute(async (tx) => {
    await recordTenant(tx, {
      tenantId,
      tenantName: input.tenant.name,
      salesChannelId,
      channelName: input.channel.name,
      brand: input.channel.brand,
    });
    await recordShopReference(tx, shopReference(tenantId, salesChannelId, gateways));
    await recordBankHolidays(tx, now);
    await upsertSeller(tx, tenantId, input.seller);
    // Couriers already recorded are kept as staff left them (their services, cut-offs).
    await recordCouriers(tx, tenantId, input.couriers);
    if (input.newStorefrontKey) await forgetStorefrontKeys(tx, tenantId, salesChannelId);
    else if (await channelHasStorefrontKey(tx, tenantId, salesChannelId)) return null;
    const key = mintSecret(random);
    await recordStorefrontKey(tx, { hash: key.hash, tenantId, salesChannelId, description: `Storefront (${input.channel.name})` });
    return key.secret;
  });
  return { tenantId, salesChannelId, seller: input.seller, storefrontKey };
}

/** The settings the site's build and server need, as lines for an environment file. */
export function buildSettings(result: ShopInitResult): string[] {
  return [
    `PUBLIC_SHOP_CHANNEL=${result.tenantId}/${result.salesChannelId}`,
    ...(result.storefrontKey ? [`PUBLIC_COMMERCE_API_KEY=${result.storefrontKey}`] : []),
    `PUBLIC_SITE_URL=${result.seller.siteUrl}`,
  ];
}
