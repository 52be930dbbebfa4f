import type { ProductPage } from '../content/queries.ts';
import type { CatalogueFacts } from '../seo/catalogue-facts.ts';
import { formatWeeks, howLongItLasts } from './how-long-it-lasts.ts';
import { stockNote } from './product-card.ts';
import { formatPence } from '../../../commerce/shared/index.ts';
import { formatUnitPrice, quantities, type Unit, unitPrices } from './unit-prices.ts';

/** One size of a range, as the product page's comparison table prints it. */
export interface SizeRow {
  skuCode: string;
  path: string;
  /** "Standard crate"; the title when the editor named no size. */
  size: string;
  /** The page this table is on. */
  current: boolean;
  /** "0.9 m³", or "750 kg (50 × 15 kg bags)". */
  contents?: string;
  /** "100 × 80 cm". */
  footprint?: string;
  /** "25 cm". */
  logLength?: string;
  /** "about 18 weeks". */
  lasts?: string;
  price?: string;
  /** The price in pence, for adding delivery to it in the browser. */
  pricePence?: number;
  unitPrices: string[];
  /** "Out of stock", or from when a pre-sold size ships. */
  stockNote?: string;
  /** The cheapest per unit (m³ or kg) of the sizes compared, when there is a difference to point at. */
  bestValue: boolean;
  /** How much of the compared unit the size holds, for comparing prices with delivery per unit in the browser. */
  amount?: number;
}

export interface SizeComparison {
  rows: SizeRow[];
  /** The unit every size is priced by ("m³", "kg"); absent when the sizes cannot be compared by one. */
  unit?: Unit;
  /** How the "lasts" column assumes the shopper burns it. */
  lastsBasis?: string;
}

/** The other sizes of a product: the same range in the same category (the Studio says so to editors). */
export function sizesOf(product: ProductPage, products: readonly ProductPage[]): ProductPage[] {
  if (!product.range) return [product];
  return products.filter((other) => other.range === product.range && other.categoryId === product.categoryId);
}

const number = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });

function contentsOf(specs: ProductPage['specifications']): string | undefined {
  if (!specs) return undefined;
  if (specs.volumeM3) return `${number(specs.volumeM3)} m³`;
  if (specs.weightKg) {
    const bags = specs.bagCount && specs.bagWeightKg ? ` (${specs.bagCount} × ${number(specs.bagWeightKg)} kg bags)` : '';
    return `${number(specs.weightKg)} kg${bags}`;
  }
  return undefined;
}

/**
 * The sizes of the product's range side by side, in the editors' sort order, or undefined when it
 * comes in one size. Prices are the store's at build time, like the cards'.
 */
export function compareSizes(
  product: ProductPage,
  products: readonly ProductPage[],
  factsOf: (skuCode: string) => Pick<CatalogueFacts, 'pricePence' | 'inStock' | 'presale'>,
): SizeComparison | undefined {
  const sizes = sizesOf(product, products);
  if (sizes.length < 2) return undefined;
  const perUnit = sizes.map((size) => unitPrices(factsOf(size.skuCode).pricePence, size.specifications)[0]);
  const held = sizes.map((size) => quantities(size.specifications)[0]);
  // Compare like with like: a best value only if every size has a price in the same unit.
  const unit = perUnit[0]?.unit;
  const comparable = unit !== undefined && perUnit.every((price) => price?.unit === unit);
  const sameMeasure = held[0] !== undefined && held.every((quantity) => quantity?.unit === held[0]!.unit);
  const lowest = comparable ? Math.min(...perUnit.map((price) => price!.pence)) : undefined;
  const differ = comparable && perUnit.some((price) => price!.pence !== lowest);
  let lastsBasis: string | undefined;
  const rows = sizes.map((size, index): SizeRow => {
    const facts = factsOf(size.skuCode);
    const specs = size.specifications;
    const lasts = howLongItLasts(specs);
    if (lasts) lastsBasis = lasts.basis;
    return {
      skuCode: size.skuCode,
      path: `/${size.path}`,
      size: size.sizeLabel ?? size.title,
      current: size.skuCode === product.skuCode,
      ...optional('contents', contentsOf(specs)),
      ...optional(
        'footprint',
        specs?.footprintWidthCm && specs.footprintDepthCm ? `${specs.footprintWidthCm} × ${specs.footprintDepthCm} cm` : undefined,
      ),
      ...optional('logLength', specs?.logLengthCm ? `${specs.logLengthCm} cm` : undefined),
      ...optional('lasts', lasts && formatWeeks(lasts.weeks)),
      ...optional('price', facts.pricePence === undefined ? undefined : formatPence(facts.pricePence)),
      ...optional('pricePence', facts.pricePence),
      unitPrices: unitPrices(facts.pricePence, specs).map(formatUnitPrice),
      ...optional('stockNote', stockNote(facts)),
      bestValue: differ && perUnit[index]!.pence === lowest,
      ...optional('amount', sameMeasure ? held[index]!.amount : undefined),
    };
  });
  return { rows, ...optional('unit', sameMeasure ? held[0]!.unit : undefined), ...optional('lastsBasis', lastsBasis) };
}

/** `{ key: value }` when there is a value, `{}` when not: optional fields stay absent, not undefined. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
