import { useEffect, useState } from 'react';
import type { MyReview } from './review-calls.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { productToReview, REVIEW_STATUS_TEXT } from './review-form.ts';
import { orderDay } from '../orders/order-text.ts';
import { withAccount } from './account-session.ts';
import { RetryAlert } from '../../lib/forms/RetryAlert.tsx';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; reviews: MyReview[] };

function Stars({ rating }: { rating: number }) {
  // Kept within 0 to 5 so an odd value from the API can never break the list.
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <p className="review-stars">
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        {'☆'.repeat(5 - filled)}
      </span>
      <span className="visually-hidden">Rated {rating} out of 5</span>
    </p>
  );
}

export function ReviewsTab() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // The product a link from an order asked to review, if any.
  const [asked] = useState(() => productToReview(window.location.search));
  const [thanks, setThanks] = useState(false);
  const fetchReviews = () => {
    setLoad({ state: 'loading' });
    void withAccount((calls, onError) => calls.reviews.getMyReviews(onError)).then((result) => {
      if (result.kind === 'done') setLoad({ state: 'ready', reviews: result.value });
      else if (result.kind === 'failed') setLoad({ state: 'failed', message: result.message });
    });
  };
  useEffect(fetchReviews, []);

  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Your reviews</h2>
      {load.state === 'loading' && <p role="status">Loading your reviews…</p>}
      {load.state === 'failed' && <RetryAlert message={load.message} onRetry={fetchReviews} />}
      {thanks && (
        <p role="status" data-testid="review-thanks">
          Thank you. Your review will appear on the product’s page once we have checked it.
        </p>
      )}
      {load.state === 'ready' && asked && !thanks && load.reviews.some((review) => review.productId === asked.skuCode) && (
        <p data-testid="review-already">You have already reviewed {asked.name}; each product takes one review from you.</p>
      )}
      {load.state === 'ready' && asked && !thanks && !load.reviews.some((review) => review.productId === asked.skuCode) && (
        <ReviewForm
          skuCode={asked.skuCode}
          name={asked.name}
          onWritten={(review) => {
            setThanks(true);
            setLoad({ state: 'ready', reviews: [review, ...load.reviews] });
          }}
        />
      )}
      {load.state === 'ready' && load.reviews.length === 0 && <p>You have not written any reviews yet.</p>}
      {load.state === 'ready' && load.reviews.length > 0 && (
        <ul className="account-list" data-testid="review-list">
          {load.reviews.map((review) => (
            <li key={review.id} className="account-card">
              <article aria-labelledby={`review-${review.id}`}>
                <h3 id={`review-${review.id}`}>{review.title}</h3>
                <p className="field__hint">
                  {review.url ? <a href={review.url}>{review.product}</a> : review.product},{' '}
                  <time dateTime={review.datePublished}>{orderDay(review.datePublished)}</time>
                </p>
                <Stars rating={review.ratingValue} />
                <p className="field__hint" data-testid="review-status">
                  {REVIEW_STATUS_TEXT[review.status]}
                </p>
                <p>{review.body}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
