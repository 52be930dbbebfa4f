import { z } from 'zod';
import { requireStaff } from '../admin/staff-access.ts';
import { hundredthsArg, skuIdArg } from '../args.ts';
import { parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { editProduct, productsForStaff } from './admin-catalogue.service.ts';

const updateProductArgs = z.object({
  input: z.object({
    sku: skuIdArg,
    price: hundredthsArg('12.50'),
    listPrice: hundredthsArg('12.50'),
    stockOnHand: z.number().int('must be a whole number'),
    presaleDate: z.iso.date('must be a date such as 2026-12-03').nullish(),
    presaleLimit: z.number().int('must be a whole number').nullish(),
  }),
});

export const adminCatalogueQueries: Pick<QueryResolvers, 'adminProducts'> = {
  adminProducts(_, args, ctx) {
    const staff = requireStaff(ctx, args.tenant);
    return productsForStaff(ctx, staff);
  },
};

export const adminCatalogueMutations: Pick<MutationResolvers, 'adminUpdateProduct'> = {
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
};
