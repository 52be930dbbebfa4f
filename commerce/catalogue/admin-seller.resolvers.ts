import { requireStaff } from '../staff-access.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { presentSeller } from './seller-view.ts';
import { saveSellerForStaff, sellerForStaff } from './seller.service.ts';

// The schema fixes the input's types; every rule on the values (the VAT number's check digits, an
// address's lines) is the domain's, so the form learns every field to fix from one place.
export const adminSellerQueries: Pick<QueryResolvers, 'adminSeller'> = {
  async adminSeller(_, args, ctx) {
    const staff = requireStaff(ctx, args.tenant);
    const seller = await sellerForStaff(ctx, staff);
    return seller && { ...presentSeller(seller), deliveryVatTreatment: seller.deliveryVatTreatment };
  },
};

export const adminSellerMutations: Pick<MutationResolvers, 'adminSaveSeller'> = {
  async adminSaveSeller(_, raw, ctx) {
    const staff = requireStaff(ctx, raw.tenant);
    const seller = await saveSellerForStaff(ctx, staff, raw.input);
    return { ...presentSeller(seller), deliveryVatTreatment: seller.deliveryVatTreatment };
  },
};
