import type { NewProduct } from '../../commerce/store/tables.ts';

/**
 * The shop's range as the commerce store knows it: prices (VAT included), stock, weights.
 * Marketing copy and photos live in the CMS seed and refer to these SKU codes; a test keeps
 * the two in step.
 */
export const SEED_TENANT = { id: 'hearth', name: 'Hearth Fuels Ltd' } as const;

export const SEED_SALES_CHANNEL = {
  id: 'uk-web',
  tenant_id: SEED_TENANT.id,
  name: 'UK website',
  brand: 'Hearth',
  currency_code: 'GBP',
} as const;

/** The storefront's publishable key for local runs; production sets its own. */
export const SEED_STOREFRONT_API_KEY = 'hearth-local-storefront';

/** Domestic wood fuel is zero-rated at 5% VAT in the UK; firelighters are standard-rated. */
const VAT_WOOD_FUEL = 500;
const VAT_STANDARD = 2000;

type SeedProduct = Omit<NewProduct, 'tenant_id'>;

const logCrate = (
  species: 'ash' | 'birch',
  size: 'standard' | 'full' | 'max',
  pricePence: number,
  weightKg: number,
  onHand: number,
  sort: number,
): SeedProduct => {
  const Species = species === 'ash' ? 'Ash' : 'Birch';
  const Size = size[0]!.toUpperCase() + size.slice(1);
  return {
    id: `LOG-${species === 'ash' ? 'ASH' : 'BIR'}-${size === 'standard' ? 'STD' : size.toUpperCase()}`,
    sku_name: `Kiln-dried ${species} logs, ${size} crate`,
    short_name: `${Species} logs – ${Size} crate`,
    current_price_pence: pricePence,
    list_price_pence: pricePence,
    vat_rate_basis_points: VAT_WOOD_FUEL,
    weight_grams: weightKg * 1000,
    on_hand: onHand,
    presale_date: null,
    presale_limit: null,
    alternate_product_id: null,
    image_url: `/media/products/${species}-logs.svg`,
    product_url: `/firewood/${species}/${size}-crate`,
    sort,
    shipping_group: 'van',
  };
};

const pelletPallet = (
  brand: 'ante' | 'firepower',
  kg: 375 | 750 | 975,
  pricePence: number,
  listPricePence: number,
  onHand: number,
  sort: number,
): SeedProduct => {
  const Brand = brand === 'ante' ? 'Ante' : 'Firepower';
  return {
    id: `PEL-${brand === 'ante' ? 'ANTE' : 'FP'}-6MM-${kg}`,
    sku_name: `${Brand} 6mm wood pellets, ${kg} kg pallet`,
    short_name: `${Brand} 6mm – ${kg} kg`,
    current_price_pence: pricePence,
    list_price_pence: listPricePence,
    vat_rate_basis_points: VAT_WOOD_FUEL,
    // Pellets plus the pallet and wrap.
    weight_grams: (kg + 20) * 1000,
    on_hand: onHand,
    presale_date: null,
    presale_limit: null,
    alternate_product_id: null,
    image_url: `/media/products/${brand}-pellets.svg`,
    product_url: brand === 'ante' ? `/ante-wood-pellets/6mm-${kg}-kg` : `/wood-pellets/firepower/6mm-${kg}-kg`,
    sort,
    shipping_group: 'pallet',
  };
};

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  logCrate('ash', 'standard', 14900, 280, 40, 10),
  logCrate('ash', 'full', 21900, 420, 35, 11),
  logCrate('ash', 'max', 28900, 600, 18, 12),
  logCrate('birch', 'standard', 15900, 260, 30, 20),
  logCrate('birch', 'full', 22900, 390, 25, 21),
  logCrate('birch', 'max', 29900, 560, 8, 22),
  pelletPallet('ante', 750, 32900, 34900, 24, 30),
  pelletPallet('ante', 975, 41900, 44900, 20, 31),
  pelletPallet('firepower', 375, 18900, 18900, 30, 40),
  pelletPallet('firepower', 750, 34900, 34900, 22, 41),
  pelletPallet('firepower', 975, 43900, 43900, 12, 42),
  {
    id: 'PEL-BULK-1000',
    sku_name: '6mm wood pellets, 1,000 kg bulk bag',
    short_name: 'Bulk bag – 1,000 kg',
    current_price_pence: 37900,
    list_price_pence: 37900,
    vat_rate_basis_points: VAT_WOOD_FUEL,
    weight_grams: 1_010_000,
    on_hand: 10,
    presale_date: null,
    presale_limit: null,
    alternate_product_id: 'PEL-FP-6MM-975',
    image_url: '/media/products/bulk-bag.svg',
    product_url: '/wood-pellets/bulk-bag-1000-kg',
    sort: 50,
    shipping_group: 'pallet',
  },
  {
    id: 'KIN-NET-10L',
    sku_name: 'Kiln-dried kindling, 10 litre net',
    short_name: 'Kindling – 10 litre net',
    current_price_pence: 799,
    list_price_pence: 799,
    vat_rate_basis_points: VAT_WOOD_FUEL,
    weight_grams: 3000,
    on_hand: 400,
    presale_date: null,
    presale_limit: null,
    alternate_product_id: null,
    image_url: '/media/products/kindling.svg',
    product_url: '/kindling/kiln-dried-kindling',
    sort: 60,
    shipping_group: 'parcel',
  },
  {
    id: 'ACC-FIRELIGHTER-100',
    sku_name: 'Natural wood-wool firelighters, box of 100',
    short_name: 'Firelighters – 100',
    current_price_pence: 1299,
    list_price_pence: 1299,
    vat_rate_basis_points: VAT_STANDARD,
    weight_grams: 1200,
    on_hand: 250,
    presale_date: null,
    presale_limit: null,
    alternate_product_id: null,
    image_url: '/media/products/firelighters.svg',
    product_url: '/kindling/natural-firelighters',
    sort: 61,
    shipping_group: 'parcel',
  },
];
