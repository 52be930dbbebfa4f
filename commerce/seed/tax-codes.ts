import type { ProductTaxCode } from '../domain/pricing/tax.ts';

/*
 * The shop's VAT rules by destination, as product tax codes.
 *
 * - Domestic wood fuel (logs, pellets, kindling) is reduced-rated (5%) in the UK VAT area:
 *   Great Britain, Northern Ireland (country GB or its VAT prefix XI; BT postcodes) and the
 *   Isle of Man (IM), which shares the UK VAT area.
 * - Jersey (JE postcodes) and Guernsey, Alderney and Sark (GY postcodes; country GG) are
 *   outside UK VAT: 0%. Shoppers there often pick "United Kingdom" as the country, so the
 *   postcode decides, not only the country.
 * - Anywhere else, standard rate (20%).
 * - Standard-rated goods (firelighters) are 20%, except the Channel Islands at 0%.
 * The catch-all standard rule must stay last (store the index as `sort`); the others do not
 * overlap, because the UK rule excludes Channel Islands postcodes itself.
 */

const CHANNEL_ISLANDS_POSTCODE = '(JE|GY)[0-9].*';

type TaxRule = Omit<ProductTaxCode, 'id' | 'productId'> & { key: string };

const channelIslandsRules: readonly TaxRule[] = [
  {
    key: 'ci-postcode',
    taxCode: 'CI-OUTSIDE-UK-VAT',
    name: 'Channel Islands (postcode): outside UK VAT',
    rateBasisPoints: 0,
    zipRegex: CHANNEL_ISLANDS_POSTCODE,
  },
  {
    key: 'ci-country',
    taxCode: 'CI-OUTSIDE-UK-VAT',
    name: 'Channel Islands (country): outside UK VAT',
    rateBasisPoints: 0,
    countryRegex: 'JE|GG',
  },
];

const domesticFuelRules: readonly TaxRule[] = [
  {
    key: 'uk-domestic-fuel',
    taxCode: 'UK-DOMESTIC-FUEL',
    name: 'UK VAT area: domestic fuel, reduced rate',
    rateBasisPoints: 500,
    countryRegex: 'GB|XI|IM',
    zipNotRegex: CHANNEL_ISLANDS_POSTCODE,
  },
  // Northern Ireland addresses whatever country was picked: the goods are delivered in the UK.
  {
    key: 'ni-postcode',
    taxCode: 'UK-DOMESTIC-FUEL',
    name: 'Northern Ireland (postcode): domestic fuel, reduced rate',
    rateBasisPoints: 500,
    zipRegex: 'BT[0-9].*',
  },
  ...channelIslandsRules,
  { key: 'standard', taxCode: 'STANDARD', name: 'Elsewhere: standard rate', rateBasisPoints: 2000 },
];

const standardRatedRules: readonly TaxRule[] = [
  ...channelIslandsRules,
  { key: 'standard', taxCode: 'STANDARD', name: 'Standard rate', rateBasisPoints: 2000 },
];

function codesFor(productId: string, rules: readonly TaxRule[]): ProductTaxCode[] {
  return rules.map(({ key, ...rule }) => ({ id: `${productId}:${key}`, productId, ...rule }));
}

/** SKU codes from commerce/seed/catalogue.ts; a unit test keeps the two lists in step. */
export const DOMESTIC_FUEL_PRODUCT_IDS: readonly string[] = [
  'LOG-ASH-STD',
  'LOG-ASH-FULL',
  'LOG-ASH-MAX',
  'LOG-BIR-STD',
  'LOG-BIR-FULL',
  'LOG-BIR-MAX',
  'PEL-ANTE-6MM-750',
  'PEL-ANTE-6MM-975',
  'PEL-FP-6MM-375',
  'PEL-FP-6MM-750',
  'PEL-FP-6MM-975',
  'PEL-BULK-1000',
  'KIN-NET-10L',
];

export const STANDARD_RATED_PRODUCT_IDS: readonly string[] = ['ACC-FIRELIGHTER-100'];

/** Each product's codes in priority order (the order `resolveVatRate` expects). */
export const seedTaxCodes: readonly ProductTaxCode[] = [
  ...DOMESTIC_FUEL_PRODUCT_IDS.flatMap((id) => codesFor(id, domesticFuelRules)),
  ...STANDARD_RATED_PRODUCT_IDS.flatMap((id) => codesFor(id, standardRatedRules)),
];

/** One product's seed codes, in priority order. */
export function seedTaxCodesFor(productId: string): ProductTaxCode[] {
  return seedTaxCodes.filter((code) => code.productId === productId);
}
