import type { Kysely } from 'kysely';
import { moderateReview, type ReviewDecision } from '../domain/review-rules.ts';
import { apiError } from '../errors.ts';
import type { Database } from '../store/tables.ts';
import { type DeskReviewRow, lockDeskReview, setReviewStatus } from './admin-reviews.store.ts';
import { recordAdminChange } from '../store/admin-audit.store.ts';
import type { Staff } from '../staff-access.ts';

export interface ModerationRequest {
  staff: Staff;
  reviewId: string;
  decision: ReviewDecision;
  reason: string | null;
  at: Date;
}

/**
 * Approves or rejects a pending review and records it in the audit, in one transaction under the
 * review's lock: a double click or two staff at once make one decision and one audit entry.
 * Approving fires the review trigger of migration 0017, which rebuilds the site with the review on
 * the product's page. Throws NOT_FOUND for a review of another tenant or none, CONFLICT when the
 * review was already given the other decision.
 */
export async function moderateDeskReview(db: Kysely<Database>, request: ModerationRequest): Promise<DeskReviewRow> {
  return db.transaction().execute(async (tx) => {
    const review = await lockDeskReview(tx, request.staff.tenantId, request.reviewId);
    if (!review) throw apiError('NOT_FOUND', 'No review of this shop has that id.');
    const outcome = moderateReview(review.status, request.decision);
    if (outcome.kind === 'refused') throw apiError('CONFLICT', outcome.message);
    if (outcome.kind === 'unchanged') return review;
    // Guarded as well as locked: a move from any status but the one read is refused.
    if (!(await setReviewStatus(tx, request.staff.tenantId, review.id, review.status, outcome.status)))
      throw apiError('CONFLICT', 'This review changed while it was being decided: reload the list.');
    const subject = { product: review.product_id, title: review.title, rating: review.rating };
    await recordAdminChange(tx, {
      staff: request.staff,
      at: request.at,
      action: request.decision === 'approve' ? 'review.approve' : 'review.reject',
      subjectKind: 'review',
      subjectId: review.id,
      before: { ...subject, status: review.status },
      after: { ...subject, status: outcome.status },
      reason: request.reason,
    });
    return { ...review, status: outcome.status };
  });
}
