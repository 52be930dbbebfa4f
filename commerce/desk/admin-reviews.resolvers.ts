import { z } from 'zod';
import { parseArgs } from '../errors.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { type DeskReviewRow, listPendingReviews } from './admin-reviews.store.ts';
import { moderateDeskReview } from './review-moderation.service.ts';
import { requireStaff } from '../staff-access.ts';

const pendingArgs = z.object({
  first: z.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').nullish(),
});

const moderateArgs = z
  .object({
    reviewId: z
      .string()
      .trim()
      .min(1, 'must be the id of a review, as adminPendingReviews returns it')
      .max(100, 'must be at most 100 characters'),
    decision: z.enum(['approve', 'reject'], { error: 'must be approve or reject' }),
    reason: z
      .string()
      .trim()
      .max(200, 'must be at most 200 characters')
      .nullish()
      .transform((reason) => reason || null),
  })
  .superRefine((args, check) => {
    if (args.decision === 'reject' && (args.reason === null || args.reason.length < 3))
      check.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'say why it is rejected, in a few words (at least 3 characters), for the audit',
      });
  });

const presentDeskReview = (row: DeskReviewRow) => ({
  id: row.id,
  productId: row.product_id,
  product: row.product_name ?? row.product_id,
  title: row.title,
  body: row.body,
  author: row.author,
  rating: row.rating,
  writtenAt: new Date(row.date_published).toISOString(),
  status: row.status,
});

export const adminReviewQueries: Pick<QueryResolvers, 'adminPendingReviews'> = {
  adminPendingReviews: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const { first } = parseArgs(pendingArgs, args);
    return (await listPendingReviews(ctx.db, staff.tenantId, first ?? 50)).map(presentDeskReview);
  },
};

export const adminReviewMutations: Pick<MutationResolvers, 'adminModerateReview'> = {
  adminModerateReview: async (_parent, args, ctx) => {
    const staff = requireStaff(ctx, args.tenant);
    const { reviewId, decision, reason } = parseArgs(moderateArgs, args);
    return presentDeskReview(await moderateDeskReview(ctx.db, { staff, reviewId, decision, reason, at: ctx.now() }));
  },
};
