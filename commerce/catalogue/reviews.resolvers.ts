import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { requireCustomer } from '../context.ts';
import { isUniqueViolation } from '../store/unique-violation.ts';
import { REVIEW_LIMITS, reviewAuthorName } from '../domain/review-rules.ts';
import { apiError, parseArgs } from '../errors.ts';
import { throughDoor } from '../limits/index.ts';
import { salesChannelArg, skuCodeArg, tenantArg } from '../args.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';
import { customerBoughtProduct, findReviewerName, insertPendingReview, ONE_REVIEW_PER_PRODUCT } from './review-writing.store.ts';
import { presentReview } from './review-view.ts';

const writeReviewScope = z.object({ tenant: tenantArg, salesChannel: salesChannelArg });
const writeReviewArgs = z.object({
  input: z.object({
    productId: skuCodeArg,
    rating: z.number().int('must be a whole number of stars, 1 to 5').min(1, 'must be 1 to 5 stars').max(5, 'must be 1 to 5 stars'),
    title: z
      .string()
      .trim()
      .min(1, 'give your review a title')
      .max(REVIEW_LIMITS.titleMax, `must be at most ${REVIEW_LIMITS.titleMax} characters`),
    body: z
      .string()
      .trim()
      .min(REVIEW_LIMITS.bodyMin, `say a little more: at least ${REVIEW_LIMITS.bodyMin} characters`)
      .max(REVIEW_LIMITS.bodyMax, `must be at most ${REVIEW_LIMITS.bodyMax} characters`),
  }),
});

export const ALREADY_REVIEWED = 'You have already reviewed this product. Thank you: each customer reviews a product once.';
export const NOT_BOUGHT = 'You can review a product once an order of yours with it has been placed.';

export const reviewMutations = {
  async writeReview(_, raw, ctx) {
    const scope = parseArgs(writeReviewScope, raw);
    const caller = requireCustomer(ctx, scope.tenant, scope.salesChannel);
    const owner = { tenantId: caller.tenantId, salesChannelId: caller.salesChannelId, customerId: caller.customerId };
    // Every try counts, refused ones too: the limit is on what one account can make us check.
    return throughDoor(ctx.limits, [{ limit: 'reviewsByCustomer', subject: `${owner.tenantId}/${owner.customerId}` }], async () => {
      const { productId: skuCode, rating, title, body } = parseArgs(writeReviewArgs, raw).input;
      if (!(await customerBoughtProduct(ctx.db, owner, skuCode))) throw apiError('FORBIDDEN', NOT_BOUGHT, { field: 'input.productId' });
      const reviewer = await findReviewerName(ctx.db, owner);
      if (!reviewer) throw apiError('NOT_FOUND', 'We could not find your account. Please sign in again.');
      try {
        const row = await insertPendingReview(ctx.db, owner, {
          id: randomUUID(),
          skuCode,
          rating,
          title,
          body,
          author: reviewAuthorName(reviewer.first_name, reviewer.last_name),
          writtenAt: ctx.now(),
        });
        return presentReview(row);
      } catch (error) {
        if (isUniqueViolation(error, ONE_REVIEW_PER_PRODUCT)) throw apiError('CONFLICT', ALREADY_REVIEWED, { field: 'input.productId' });
        throw error;
      }
    });
  },
} satisfies MutationResolvers;
