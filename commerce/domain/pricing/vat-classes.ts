import type { ProductTaxCode } from './tax.ts';

/*
 * The shop's VAT rules by destination, one set per VAT class of product.
 *
 * - Domestic wood fuel (logs, pellets, kindling) is reduced-rated (5%) in the UK VAT area:
 *   Great Britain, Northern Ireland (country GB or its VAT prefix XI; BT postcodes) and the
 *   Isle of Man (IM), which shares the UK VAT area.
 * - Jersey (JE postcodes) and Guernsey, Alderney and Sark (GY postcodes; country GG) are
 *   outside UK VAT: 0%. Shoppers there often pick "United Kingdom" as the country, so the
 *   postcode decides, not only the country.
 * - Anywhere else, standard rate (20%).
 * - Standard-rated goods (firelighters, tools) are 20%, except the Channel Islands at 0%.
 * The catch-all standard rule must stay last (stored with its index as `sort`); the others do not
 * overlap, because the UK rule excludes Channel Islands postcodes itself.
 */

/** The VAT classes a product can be sold under. */
export const VAT_CLASSES = ['domestic-fuel', 'standard'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

const CHANNEL_ISLANDS_POSTCODE = '(JE|GY)[0-9].*';

type TaxRule = Omit<ProductTaxCode, 'id' | 'skuCode'> & { key: string };

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

const RULES: Readonly<Record<VatClass, readonly TaxRule[]>> = {
  'domestic-fuel': [
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
  ],
  standard: [...channelIslandsRules, { key: 'standard', taxCode: 'STANDARD', name: 'Standard rate', rateBasisPoints: 2000 }],
};

/** A product's tax codes for its VAT class, in priority order (the order `resolveVatRate` expects). */
export function taxCodesFor(skuCode: string, vatClass: VatClass): ProductTaxCode[] {
  return RULES[vatClass].map(({ key, ...rule }) => ({ id: `${skuCode}:${key}`, skuCode, ...rule }));
}
