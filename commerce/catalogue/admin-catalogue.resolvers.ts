import { z } from 'zod';
import { requireStaff } from '../staff-access.ts';
import { hundredthsArg, skuCodeArg } from '../args.ts';
import type { ProductDraft } from '../domain/catalogue/product-draft.ts';
import { parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { editProduct, productsForStaff } from './admin-catalogue.service.ts';
import { exportCatalogue, importCatalogue, MAX_IMPORT_CHARS } from './catalogue-import.service.ts';
import { catalogueForStaff, createProduct, editProductDetails, setRetired } from './product-admin.service.ts';

const updateProductArgs = z.object({
  input: z.object({
    sku: skuCodeArg,
    price: hundredthsArg('12.50'),
    listPrice: hundredthsArg('12.50'),
    stockOnHand: z.number().int('must be a whole number'),
    presaleDate: z.iso.date('must be a date such as 2026-12-03').nullish(),
    presaleLimit: z.number().int('must be a whole number').nullish(),
  }),
});

/** Kilograms to whole grams, refusing anything finer than a gram. */
const gramsArg = z.number().transform((kg, ctx) => {
  const grams = Math.round(kg * 1000);
  if (!Number.isFinite(kg) || Math.abs(grams - kg * 1000) > 1e-6) {
    ctx.addIssue({ code: 'custom', message: 'must be kilograms with at most 3 decimals, e.g. 12.5' });
    return z.NEVER;
  }
  return grams;
});

// The SKU's own format and every rule of the catalogue are the domain's (product-draft.ts), so
// the form hears all its problems at once; here only the shapes the API promises are checked.
const detailsInput = z.object({
  sku: z.string().trim().max(200, 'is too long for a SKU'),
  name: z.string().trim().max(500),
  fullName: z.string().trim().max(500).nullish(),
  vatClass: z.string().trim().max(100),
  weightKg: gramsArg,
  deliveryClass: z.enum(['van', 'pallet', 'parcel']),
  price: hundredthsArg('12.50'),
  listPrice: hundredthsArg('12.50'),
  stockOnHand: z.number().int('must be a whole number'),
  presaleDate: z.string().trim().nullish(),
  presaleLimit: z.number().int('must be a whole number').nullish(),
  alternateSku: z.string().trim().max(200).nullish(),
  suggestions: z.array(z.string().trim().max(200)).max(50).nullish(),
  pageUrl: z.string().trim().max(1000).nullish(),
  imageUrl: z.string().trim().max(1000).nullish(),
});

const createArgs = z.object({ input: detailsInput });
const editArgs = z.object({ sku: skuCodeArg, input: detailsInput });
const skuArgs = z.object({ sku: skuCodeArg });
const importArgs = z.object({
  csv: z
    .string()
    .max(MAX_IMPORT_CHARS, `is longer than ${MAX_IMPORT_CHARS.toLocaleString('en-GB')} characters: import the catalogue in parts`),
  dryRun: z.boolean(),
});

/** A new product's page and picture until staff set their own. */
const PLACEHOLDER_IMAGE = '/media/products/placeholder.svg';

function draftOf(input: z.infer<typeof detailsInput>, current: { pageUrl: string; imageUrl: string } | null): ProductDraft {
  return {
    sku: input.sku,
    name: input.name,
    fullName: input.fullName || input.name,
    vatClass: input.vatClass,
    weightGrams: input.weightKg,
    deliveryClass: input.deliveryClass,
    pricePence: input.price,
    listPricePence: input.listPrice,
    stockOnHand: input.stockOnHand,
    presaleDate: input.presaleDate || null,
    presaleLimit: input.presaleLimit ?? null,
    alternateSku: input.alternateSku || null,
    suggestions: input.suggestions ?? [],
    pageUrl: input.pageUrl || current?.pageUrl || `/products/${input.sku.toLowerCase()}`,
    imageUrl: input.imageUrl || current?.imageUrl || PLACEHOLDER_IMAGE,
  };
}

export const adminCatalogueQueries: Pick<QueryResolvers, 'adminProducts' | 'adminVatClasses' | 'adminCatalogueCsv'> = {
  adminProducts(_, args, ctx) {
    const staff = requireStaff(ctx, args.tenant);
    return productsForStaff(ctx, staff);
  },
  async adminVatClasses(_, args, ctx) {
    const staff = requireStaff(ctx, args.tenant);
    const catalogue = await catalogueForStaff(ctx, staff);
    return [...catalogue.vatClasses.values()].map((vatClass) => ({
      id: vatClass.id,
      name: vatClass.name,
      ratePercent: vatClass.rateBasisPoints / 100,
    }));
  },
  adminCatalogueCsv(_, args, ctx) {
    const staff = requireStaff(ctx, args.tenant);
    return exportCatalogue(ctx, staff);
  },
};

export const adminCatalogueMutations: Pick<
  MutationResolvers,
  'adminUpdateProduct' | 'adminCreateProduct' | 'adminEditProduct' | 'adminRetireProduct' | 'adminRestoreProduct' | 'adminImportProducts'
> = {
  adminUpdateProduct(_, raw, ctx) {
    // Staff first: the public key and customers learn nothing, not even which arguments were wrong.
    const staff = requireStaff(ctx, raw.tenant);
    const { input } = parseArgs(updateProductArgs, raw);
    return editProduct(ctx, staff, input.sku, {
      pricePence: input.price,
      listPricePence: input.listPrice,
      stockOnHand: input.stockOnHand,
      presaleDate: input.presaleDate ?? null,
      presaleLimit: input.presaleLimit ?? null,
    });
  },
  adminCreateProduct(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const { input } = parseArgs(createArgs, raw);
    return createProduct(ctx, staff, draftOf(input, null));
  },
  async adminEditProduct(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const args = parseArgs(editArgs, raw);
    // Left-out page and picture keep what the product has: the form need not send them back.
    const current = (await catalogueForStaff(ctx, staff)).bySku.get(args.sku);
    return editProductDetails(
      ctx,
      staff,
      args.sku,
      draftOf(args.input, current ? { pageUrl: current.product_url, imageUrl: current.image_url } : null),
    );
  },
  adminRetireProduct(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const { sku } = parseArgs(skuArgs, raw);
    return setRetired(ctx, staff, sku, true);
  },
  adminRestoreProduct(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const { sku } = parseArgs(skuArgs, raw);
    return setRetired(ctx, staff, sku, false);
  },
  adminImportProducts(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const { csv, dryRun } = parseArgs(importArgs, raw);
    return importCatalogue(ctx, staff, csv, dryRun);
  },
};
