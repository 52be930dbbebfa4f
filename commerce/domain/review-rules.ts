/** How long a review's parts may be; the API refuses outside these and says which. */
export const REVIEW_LIMITS = {
  titleMax: 100,
  bodyMin: 10,
  bodyMax: 2000,
} as const;

/**
 * The name a review is shown under: the first name and the surname's initial ("Helen P."), so a
 * public page never carries a customer's full name.
 */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  if (!first && !initial) return 'A customer';
  if (!initial) return first;
  if (!first) return `${initial.toUpperCase()}.`;
  return `${first} ${initial.toUpperCase()}.`;
}

export type ReviewDecision = 'approve' | 'reject';

/** What a moderation does to a review: the status it leaves, or why it cannot. */
export type ModerationOutcome =
  | { kind: 'change'; status: 'approved' | 'rejected' }
  /** The same decision again (a double click, two staff agreeing): nothing to change. */
  | { kind: 'unchanged' }
  | { kind: 'refused'; message: string };

/**
 * A pending review is approved (it shows on the product's page) or rejected (it never does).
 * A review already decided keeps its decision: the other decision would publish or withdraw
 * something another member of staff has already answered for, so it is refused with the words.
 */
export function moderateReview(status: 'pending' | 'approved' | 'rejected', decision: ReviewDecision): ModerationOutcome {
  const wanted = decision === 'approve' ? 'approved' : 'rejected';
  if (status === 'pending') return { kind: 'change', status: wanted };
  if (status === wanted) return { kind: 'unchanged' };
  return { kind: 'refused', message: `This review was already ${status}: reload the list to see the reviews still waiting.` };
}
