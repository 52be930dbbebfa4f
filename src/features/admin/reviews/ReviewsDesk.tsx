import { useCallback, useEffect, useState } from 'react';
import { Field } from '../../../lib/forms/Field.tsx';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { useOnce } from '../use-once.ts';
import { AdminModerateReviewDocument, AdminPendingReviewsDocument, type DeskReviewFragment } from '../gql/graphql.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/**
 * Reviews: the customers' reviews waiting for a decision, each approved (it shows on the product's
 * page once the site rebuilds) or rejected with a reason (it never shows). A review's words are the
 * customer's: they are rendered as React text, never as HTML.
 */
export default function ReviewsDesk({ session }: { session: AdminSession }) {
  const [reviews, setReviews] = useState<DeskReviewFragment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [decided, setDecided] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setProblem(null);
    try {
      setReviews((await session.execute(AdminPendingReviewsDocument, { tenant: session.tenant, first: 50 })).adminPendingReviews);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setLoading(false);
    }
  }, [session]);

  useEffect(() => {
    void load();
  }, [load]);

  const onDecided = (review: DeskReviewFragment) => {
    setReviews((shown) => shown.filter((one) => one.id !== review.id));
    setDecided(
      `“${review.title}” ${review.status === 'approved' ? 'is approved: it shows on the product’s page after the rebuild' : 'is rejected'}.`,
    );
  };

  return (
    <section aria-labelledby="admin-reviews-heading">
      <h2 id="admin-reviews-heading">Reviews</h2>
      {problem && <p role="alert">{problem}</p>}
      <p role="status">{decided ?? ''}</p>
      {!loading && reviews.length === 0 && !problem && <p>No reviews are waiting.</p>}
      {reviews.map((review) => (
        <PendingReview key={review.id} review={review} session={session} onDecided={onDecided} />
      ))}
      <button type="button" className="button" disabled={loading} onClick={() => void load()}>
        Check for new reviews
      </button>
    </section>
  );
}

function PendingReview({
  review,
  session,
  onDecided,
}: {
  review: DeskReviewFragment;
  session: AdminSession;
  onDecided: (review: DeskReviewFragment) => void;
}) {
  const [reason, setReason] = useState('');
  const { busy, problem, run } = useOnce();

  const decide = (decision: 'approve' | 'reject') =>
    run(async () => {
      const reply = await session.execute(AdminModerateReviewDocument, {
        tenant: session.tenant,
        reviewId: review.id,
        decision,
        reason: reason.trim() || null,
      });
      onDecided(reply.adminModerateReview);
    });

  const headingId = `admin-review-${review.id}`;
  return (
    <article className="admin-review" aria-labelledby={headingId} data-review={review.id}>
      <h3 id={headingId}>{review.title}</h3>
      <p>
        <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
        <span className="visually-hidden">{review.rating} out of 5 stars</span> · {review.product} · by {review.author} · written{' '}
        {when(review.writtenAt)}
      </p>
      <blockquote className="admin-review__body">{review.body}</blockquote>
      <form
        noValidate
        aria-busy={busy}
        aria-label={`Decide on “${review.title}”`}
        onSubmit={(event) => {
          event.preventDefault();
          decide('approve');
        }}
      >
        <Field label="Reason (kept in the audit; needed to reject)" value={reason} maxLength={200} onValue={setReason} />
        <FormAlert message={problem} />
        {/* aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page. */}
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          Approve
        </button>{' '}
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => decide('reject')}>
          Reject
        </button>
      </form>
    </article>
  );
}
