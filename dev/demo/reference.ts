import type { Insertable } from 'kysely';
import type { CouponTable, ProductSuggestionTable, ReviewTable } from '../../commerce/store/tables.ts';
import { SEED_TENANT } from './catalogue.ts';

const tenant_id = SEED_TENANT.id;

/**
 * Made-up reviews, so the rating summary and the review list can be seen in development. They
 * never reach a real shop: publishing invented reviews is unlawful in the UK, so outside
 * development reviews come only from the shop's verified buyers.
 */
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
