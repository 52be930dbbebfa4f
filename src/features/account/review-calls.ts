import type { ShopChannel } from '../../lib/channel.ts';
import { execute, type CommerceTransport } from '../../lib/commerce/client.ts';
import { GetMyReviewsDocument, type GetMyReviewsQuery, type ReviewInput, WriteReviewDocument } from '../../lib/commerce/gql/graphql.ts';
import { orNull, type FailureListener } from '../../lib/commerce/outcome.ts';

export type MyReview = GetMyReviewsQuery['getLoggedInCustomerData']['reviews'][number];

/** The reviews tab's calls (signed in): the reviews the customer wrote, and writing one. */
export function reviewCalls(transport: CommerceTransport, channel: ShopChannel) {
  const { tenant, salesChannel } = channel;
  return {
    getMyReviews: (onError?: FailureListener) =>
      orNull(
        'getMyReviews',
        async () => (await execute(transport, GetMyReviewsDocument, { tenant, salesChannel })).getLoggedInCustomerData.reviews,
        onError,
      ),
    writeReview: (input: ReviewInput, onError?: FailureListener) =>
      orNull(
        'writeReview',
        async () => (await execute(transport, WriteReviewDocument, { tenant, salesChannel, input })).writeReview,
        onError,
      ),
  };
}
