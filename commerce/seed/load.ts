import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import { SEED_PRODUCTS, SEED_SALES_CHANNEL, SEED_STOREFRONT_API_KEY, SEED_TENANT } from './catalogue.ts';
import { bankHolidays } from '../domain/delivery/holidays.ts';
import { SEED_COURIERS, SEED_SHIPPING_METHODS } from './delivery-methods.ts';
import { seedTaxCodes } from './tax-codes.ts';
import { SEED_SELLER } from './seller.ts';
import { parseSellerIdentity } from '../domain/seller-rules.ts';
import {
  SEED_ACCEPTED_CARDS,
  SEED_PAYMENT_GATEWAYS,
  SEED_COUNTRIES,
  SEED_COUPONS,
  SEED_CURRENCIES,
  SEED_REVIEW_PLATFORMS,
  SEED_REVIEWS,
  SEED_SUGGESTIONS,
} from './reference.ts';

/**
 * Loads the seed catalogue once. Rows that exist are left alone, so stock sold and prices
 * changed since the first start survive every restart.
 */
/** `now` decides which years' bank holidays are loaded. */
export async function loadSeedCatalogue(db: Kysely<Database>, now: Date): Promise<void> {
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
    await tx
      .insertInto('api_key')
      .values({
        key: SEED_STOREFRONT_API_KEY,
        tenant_id: SEED_TENANT.id,
        sales_channel_id: SEED_SALES_CHANNEL.id,
        description: 'Storefront (local default)',
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('product')
      .values(SEED_PRODUCTS.map((p) => ({ ...p, tenant_id: SEED_TENANT.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('country')
      .values(SEED_COUNTRIES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('currency')
      .values(SEED_CURRENCIES)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('review_platform')
      .values(SEED_REVIEW_PLATFORMS)
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
    // Bank holidays for this year and the next two, so December orders see January's closures;
    // a later start adds the years that have come into range.
    const year = now.getUTCFullYear();
    const holidays = [year, year + 1, year + 2].flatMap((y) =>
      (['england', 'scotland', 'northernIreland'] as const).flatMap((region) =>
        bankHolidays(y, region).map((h) => ({ tenant_id: SEED_TENANT.id, region, date: h.date, name: h.name })),
      ),
    );
    await tx
      .insertInto('shipping_holiday')
      .values(holidays)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('payment_gateway')
      .values(SEED_PAYMENT_GATEWAYS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('accepted_card')
      .values(SEED_ACCEPTED_CARDS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('product_tax_code')
      .values(
        seedTaxCodes.map((code, sort) => ({
          id: code.id,
          tenant_id: SEED_TENANT.id,
          product_id: code.productId,
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
 * The demo shop's fictitious seller (a made-up VAT number), for development only: a production
 * shop records its own before it starts (the server refuses to start without one). Given the
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
