import type { Kysely } from 'kysely';
import type { Database } from '../../commerce/store/tables.ts';
import { SEED_PRODUCTS, SEED_SALES_CHANNEL, SEED_STOREFRONT_API_KEY, SEED_TENANT } from './catalogue.ts';
import { SEED_COURIERS, SEED_SHIPPING_METHODS } from './delivery-methods.ts';
import { seedTaxCodes } from './tax-codes.ts';
import { SEED_SELLER } from './seller.ts';
import { parseSellerIdentity } from '../../commerce/domain/seller-rules.ts';
import { SEED_COUPONS, SEED_REVIEWS, SEED_SUGGESTIONS } from './reference.ts';
import { secretHash } from '../../commerce/hashed-secret.ts';
import { developmentGatewayRows } from '../../commerce/payments/plugins.ts';
import { shopReference } from '../../commerce/shop-setup/shop-reference.ts';
import { recordBankHolidays, recordShopReference, recordStorefrontKey } from '../../commerce/shop-setup/shop-setup.store.ts';
import { loadDemoPostcodes } from './postcodes.ts';
import { loadDemoCustomer } from './demo-customer.ts';

/**
 * Loads the demo shop's catalogue once: its tenant, channel and storefront key, the rows every
 * shop needs (commerce/shop-setup), and the demo's products, reviews, suggestions, coupons and
 * delivery methods. Rows that exist are left alone, so stock sold and prices changed since the
 * first start survive every restart. `now` decides which years' bank holidays are loaded.
 */
export async function loadDemoCatalogue(db: Kysely<Database>, now: Date): Promise<void> {
  const gateways = await developmentGatewayRows(SEED_TENANT.id);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('tenant')
      .values(SEED_TENANT)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('sales_channel')
      .values(SEED_SALES_CHANNEL)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await recordStorefrontKey(tx, {
      hash: secretHash(SEED_STOREFRONT_API_KEY),
      tenantId: SEED_TENANT.id,
      salesChannelId: SEED_SALES_CHANNEL.id,
      description: 'Storefront (local default)',
    });
    // The development stand-ins' ways to pay too (the test card gateway), which a real shop never gets.
    await recordShopReference(tx, shopReference(SEED_TENANT.id, SEED_SALES_CHANNEL.id, gateways));
    await recordBankHolidays(tx, now);
    await tx
      .insertInto('product')
      .values(SEED_PRODUCTS.map((p) => ({ ...p, tenant_id: SEED_TENANT.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('review')
      .values(SEED_REVIEWS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('product_suggestion')
      .values(SEED_SUGGESTIONS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('coupon')
      .values(SEED_COUPONS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('courier')
      .values(SEED_COURIERS.map((rule) => ({ tenant_id: SEED_TENANT.id, id: rule.id, name: rule.name, rule })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('shipping_method')
      .values(SEED_SHIPPING_METHODS.map((rule) => ({ tenant_id: SEED_TENANT.id, id: rule.id, name: rule.name, sort: rule.sort, rule })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('product_tax_code')
      .values(
        seedTaxCodes.map((code, sort) => ({
          id: code.id,
          tenant_id: SEED_TENANT.id,
          product_id: code.skuCode,
          tax_code: code.taxCode,
          name: code.name,
          rate_basis_points: code.rateBasisPoints,
          country_regex: code.countryRegex ?? null,
          country_not_regex: code.countryNotRegex ?? null,
          state_regex: code.stateRegex ?? null,
          state_not_regex: code.stateNotRegex ?? null,
          zip_regex: code.zipRegex ?? null,
          zip_not_regex: code.zipNotRegex ?? null,
          // The seed lists each product's codes in priority order.
          sort,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

/**
 * The whole demo shop, for development and `npm run demo:load`: the catalogue, the seller, the
 * referral offer, the address finder's postcodes and the demo customer. Given the server's own
 * address, the seller's site follows it.
 */
export async function loadDemoShop(db: Kysely<Database>, now: Date, siteUrl?: string): Promise<void> {
  await loadDemoCatalogue(db, now);
  await loadDemoPostcodes(db);
  await loadDemoCustomer(db, now);
  await loadDemoSeller(db, siteUrl);
  await loadDemoReferralOffer(db);
}

/**
 * The demo shop's fictitious seller (a made-up VAT number), for development only: a real shop
 * records its own with `npm run shop:init` or on the desk. Given the
 * server's own address, the seller's site follows it, so a shop started on another port links
 * its mails there.
 */
export async function loadDemoSeller(db: Kysely<Database>, siteUrl?: string): Promise<void> {
  const seller = parseSellerIdentity(SEED_SELLER);
  await db
    .insertInto('seller')
    .values({
      tenant_id: SEED_TENANT.id,
      legal_name: seller.legalName,
      trading_name: seller.tradingName,
      // As JSON text: the pg driver would send a bare array as a PostgreSQL array.
      address_lines: JSON.stringify(seller.addressLines),
      vat_number: seller.vatNumber,
      company_number: seller.companyNumber,
      email: seller.email,
      phone: seller.phone,
      site_url: siteUrl ?? seller.siteUrl,
      opening_hours: JSON.stringify(seller.openingHours),
    })
    .onConflict((oc) => (siteUrl ? oc.column('tenant_id').doUpdateSet({ site_url: siteUrl }) : oc.doNothing()))
    .execute();
}

/**
 * The demo shop's referral offer: £10 off a friend's first order of £60 or more, £10 of credit
 * for the referrer. Development only: a real shop sets its own (docs/shopping.md, "Referrals"); without a
 * row, referral codes give nothing and the account page promises nothing.
 */
export async function loadDemoReferralOffer(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('referral_offer')
    .values({ tenant_id: SEED_TENANT.id, friend_discount_pence: 1000, friend_min_spend_pence: 6000, referrer_credit_pence: 1000 })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
