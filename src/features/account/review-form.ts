import { REVIEW_LIMITS } from '../../../commerce/shared/index.ts';

// The API's own limits, checked here first so the shopper hears at once.
const { titleMax: REVIEW_TITLE_MAX, bodyMin: REVIEW_BODY_MIN, bodyMax: REVIEW_BODY_MAX } = REVIEW_LIMITS;
export { REVIEW_BODY_MAX, REVIEW_TITLE_MAX };

export interface ReviewDraft {
  rating: number | null;
  title: string;
  body: string;
}

export type ReviewDraftErrors = Partial<Record<keyof ReviewDraft, string>>;

/** What is wrong with a draft, by field; empty when it can be sent. */
export function reviewDraftErrors(draft: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  if (draft.rating === null) errors.rating = 'Choose 1 to 5 stars.';
  const title = draft.title.trim();
  if (!title) errors.title = 'Give your review a title.';
  else if (title.length > REVIEW_TITLE_MAX) errors.title = `Keep the title to ${REVIEW_TITLE_MAX} characters.`;
  const body = draft.body.trim();
  if (body.length < REVIEW_BODY_MIN) errors.body = `Say a little more: at least ${REVIEW_BODY_MIN} characters.`;
  else if (body.length > REVIEW_BODY_MAX) errors.body = `Keep your review to ${REVIEW_BODY_MAX} characters.`;
  return errors;
}

/** The product a link from an order asks to review (`?product=SKU&name=…`), or null. */
export function productToReview(search: string): { skuCode: string; name: string } | null {
  const params = new URLSearchParams(search);
  const skuCode = params.get('product') ?? '';
  if (!/^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(skuCode) || skuCode.length > 64) return null;
  const name = (params.get('name') ?? '').trim().slice(0, 120);
  return { skuCode, name: name || skuCode };
}

export function reviewProductPath(skuCode: string, name: string): string {
  return `/account/reviews?${new URLSearchParams({ product: skuCode, name }).toString()}`;
}

export const REVIEW_STATUS_TEXT = {
  pending: 'Waiting for us to check it',
  approved: 'Published',
  rejected: 'Not published',
} as const;
