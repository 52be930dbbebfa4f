import type { Insertable } from 'kysely';
import type {
  AcceptedCardTable,
  PaymentGatewayTable,
  CountryTable,
  CouponTable,
  CurrencyTable,
  ProductSuggestionTable,
  ReviewPlatformTable,
  ReviewTable,
} from '../store/tables.ts';
import { SEED_SALES_CHANNEL, SEED_TENANT } from './catalogue.ts';

const tenant_id = SEED_TENANT.id;
const everywhere = { checkout_billing: true, checkout_shipping: true, office_billing: true, office_shipping: true };
const billingOnly = { checkout_billing: true, checkout_shipping: false, office_billing: true, office_shipping: false };

const country = (
  alpha2: string,
  alpha3: string,
  name: string,
  official: string,
  usage: typeof everywhere,
  enabled = true,
): Insertable<CountryTable> => ({
  tenant_id,
  alpha2,
  alpha3,
  name,
  official_name: official,
  flag_url: `/media/flags/${alpha2.toLowerCase()}.svg`,
  enabled,
  ...usage,
});

/** The shop delivers within the UK and the Crown Dependencies; cards from Ireland may pay. */
export const SEED_COUNTRIES: Insertable<CountryTable>[] = [
  country('GB', 'GBR', 'United Kingdom', 'United Kingdom of Great Britain and Northern Ireland', everywhere),
  country('IM', 'IMN', 'Isle of Man', 'Isle of Man', everywhere),
  country('JE', 'JEY', 'Jersey', 'Bailiwick of Jersey', everywhere),
  country('GG', 'GGY', 'Guernsey', 'Bailiwick of Guernsey', everywhere),
  country('IE', 'IRL', 'Ireland', 'Ireland', billingOnly),
  country('FR', 'FRA', 'France', 'French Republic', billingOnly, false),
];

export const SEED_CURRENCIES: Insertable<CurrencyTable>[] = [
  { tenant_id, id: 'gbp', name: 'Pound sterling', currency_code: 'GBP', format_string: '£{amount}', round_to: 2, is_base: true },
];

export const SEED_REVIEW_PLATFORMS: Insertable<ReviewPlatformTable>[] = [
  {
    tenant_id,
    sales_channel_id: SEED_SALES_CHANNEL.id,
    id: 'hearth-reviews',
    name: 'Hearth reviews',
    enabled: true,
    type: 'internal',
    config: { showOnProduct: true, minimumToShow: 1 },
    ...everywhere,
  },
];

/** Reviews as customers wrote them; the rating summary on product pages is computed from these. */
export const SEED_REVIEWS: Insertable<ReviewTable>[] = [
  {
    id: '0f0c3f0e-5a57-4f3a-9b7e-1c1d6a4c0a01',
    tenant_id,
    product_id: 'LOG-ASH-FULL',
    customer_id: null,
    title: 'Dry as a bone',
    author: 'Helen P.',
    body: 'Lit with one firelighter and burned for hours. The crate went straight into the shed.',
    rating: 5,
    date_published: '2026-10-14T09:12:00Z',
    external_ref: null,
    url: null,
  },
  {
    id: '0f0c3f0e-5a57-4f3a-9b7e-1c1d6a4c0a02',
    tenant_id,
    product_id: 'LOG-ASH-FULL',
    customer_id: null,
    title: 'Good logs, tight access',
    author: 'Mark T.',
    body: 'Great wood. The driver managed our narrow lane but it was close; mention access when ordering.',
    rating: 4,
    date_published: '2026-10-29T15:40:00Z',
    external_ref: null,
    url: null,
  },
  {
    id: '0f0c3f0e-5a57-4f3a-9b7e-1c1d6a4c0a03',
    tenant_id,
    product_id: 'PEL-FP-6MM-975',
    customer_id: null,
    title: 'Boiler loves them',
    author: 'Gwen R.',
    body: 'Very little ash and no fines at the bottom of the bags.',
    rating: 5,
    date_published: '2026-09-30T11:05:00Z',
    external_ref: null,
    url: null,
  },
  {
    id: '0f0c3f0e-5a57-4f3a-9b7e-1c1d6a4c0a04',
    tenant_id,
    product_id: 'KIN-NET-10L',
    customer_id: null,
    title: 'Catches first time',
    author: 'Sam W.',
    body: 'Thin, dry and plenty in a net.',
    rating: 5,
    date_published: '2026-11-02T18:20:00Z',
    external_ref: null,
    url: null,
  },
];

const suggest = (product_id: string, suggested: string[]): Insertable<ProductSuggestionTable>[] =>
  suggested.map((suggested_product_id, sort) => ({ tenant_id, product_id, suggested_product_id, sort }));

/** What goes well with what is in the basket: kindling and firelighters with logs, and so on. */
export const SEED_SUGGESTIONS: Insertable<ProductSuggestionTable>[] = [
  ...['LOG-ASH-STD', 'LOG-ASH-FULL', 'LOG-ASH-MAX', 'LOG-BIR-STD', 'LOG-BIR-FULL', 'LOG-BIR-MAX'].flatMap((id) =>
    suggest(id, ['KIN-NET-10L', 'ACC-FIRELIGHTER-100']),
  ),
  ...['PEL-ANTE-6MM-750', 'PEL-ANTE-6MM-975', 'PEL-FP-6MM-375', 'PEL-FP-6MM-750', 'PEL-FP-6MM-975', 'PEL-BULK-1000'].flatMap((id) =>
    suggest(id, ['ACC-FIRELIGHTER-100']),
  ),
  ...suggest('KIN-NET-10L', ['ACC-FIRELIGHTER-100', 'LOG-ASH-STD']),
  ...suggest('ACC-FIRELIGHTER-100', ['KIN-NET-10L']),
];

/** Demo coupons, one of each kind, so every coupon rule can be tried in the local shop. */
export const SEED_COUPONS: Insertable<CouponTable>[] = [
  {
    tenant_id,
    code: 'WARMWELCOME',
    name: '10% off your first order',
    kind: 'percentage',
    percent_basis_points: 1000,
    amount_pence: null,
    min_spend_pence: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_customer: 1,
    enabled: true,
  },
  {
    tenant_id,
    code: 'CRATE20',
    name: '£20 off a spend of £200',
    kind: 'fixedAmount',
    percent_basis_points: null,
    amount_pence: 2000,
    min_spend_pence: 20000,
    starts_at: null,
    ends_at: null,
    max_uses: 500,
    max_uses_per_customer: null,
    enabled: true,
  },
  {
    tenant_id,
    code: 'FREEDELIVERY',
    name: 'Free delivery over £100',
    kind: 'freeDelivery',
    percent_basis_points: null,
    amount_pence: null,
    min_spend_pence: 10000,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_customer: null,
    enabled: true,
  },
  {
    tenant_id,
    code: 'SUMMER25',
    name: 'Summer fill-up (ended)',
    kind: 'percentage',
    percent_basis_points: 2500,
    amount_pence: null,
    min_spend_pence: 0,
    starts_at: '2026-06-01T00:00:00Z',
    ends_at: '2026-09-01T00:00:00Z',
    max_uses: null,
    max_uses_per_customer: null,
    enabled: true,
  },
];

/**
 * The embedded test card gateway is the local default; Airwallex is listed but off until its
 * keys are configured. Card regexes are the schemes' published number ranges.
 */
export const SEED_PAYMENT_GATEWAYS: Insertable<PaymentGatewayTable>[] = [
  {
    tenant_id,
    id: 'test-card',
    name: 'Card (test gateway)',
    type: 'testCard',
    enabled: true,
    website_enabled: true,
    sort: 0,
    // Its card frame's address is this process's (publicConfig), added to config when listed.
    public_config: {},
  },
  {
    tenant_id,
    id: 'airwallex',
    name: 'Card (Airwallex)',
    type: 'airwallex',
    enabled: false,
    website_enabled: true,
    sort: 1,
    public_config: { returnPage: '/checkout/airwallex-return' },
  },
];

const cards = (gateway_id: string): Insertable<AcceptedCardTable>[] => [
  {
    tenant_id,
    gateway_id,
    id: 'visa',
    name: 'Visa',
    code: 'VISA',
    card_regex: '^4[0-9]{12}(?:[0-9]{3}){0,2}$',
    icon: '/media/cards/visa.svg',
    sort: 0,
  },
  {
    tenant_id,
    gateway_id,
    id: 'mastercard',
    name: 'Mastercard',
    code: 'MASTERCARD',
    card_regex: '^(?:5[1-5][0-9]{2}|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)[0-9]{12}$',
    icon: '/media/cards/mastercard.svg',
    sort: 1,
  },
  {
    tenant_id,
    gateway_id,
    id: 'amex',
    name: 'American Express',
    code: 'AMEX',
    card_regex: '^3[47][0-9]{13}$',
    icon: '/media/cards/amex.svg',
    sort: 2,
  },
];

export const SEED_ACCEPTED_CARDS: Insertable<AcceptedCardTable>[] = [...cards('test-card'), ...cards('airwallex')];
