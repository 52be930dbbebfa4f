import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Field } from '../../lib/forms/Field.tsx';
import { FormAlert } from '../../lib/forms/FormAlert.tsx';
import { withAccount } from './account-session.ts';
import type { MyReview } from './review-calls.ts';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, reviewDraftErrors, type ReviewDraft, type ReviewDraftErrors } from './review-form.ts';

type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string };

/** Writes a review of one product the customer bought; the text is sent and shown as plain text only. */
export function ReviewForm({ skuCode, name, onWritten }: { skuCode: string; name: string; onWritten: (review: MyReview) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>({ rating: null, title: '', body: '' });
  const [errors, setErrors] = useState<ReviewDraftErrors>({});
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const news = useRef<HTMLDivElement>(null);
  const busy = sending.kind === 'sending';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // One review per press: a second press while the first is on its way sends nothing.
    if (busy) return;
    const found = reviewDraftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || draft.rating === null) return;
    setSending({ kind: 'sending' });
    const input = { productId: skuCode, rating: draft.rating, title: draft.title.trim(), body: draft.body.trim() };
    const result = await withAccount((calls, onError) => calls.reviews.writeReview(input, onError));
    if (result.kind === 'signedOut') return;
    if (result.kind === 'failed') {
      flushSync(() => setSending({ kind: 'failed', message: result.message }));
      news.current?.focus();
      return;
    }
    onWritten(result.value);
  }

  return (
    <form className="review-form" aria-labelledby={`${id}-heading`} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-heading`}>Review {name}</h3>
      <fieldset
        className={`field${errors.rating ? ' field--error' : ''}`}
        aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
      >
        <legend>Your rating</legend>
        <div className="review-form__stars">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={draft.rating === stars}
                onChange={() => setDraft({ ...draft, rating: stars })}
              />{' '}
              {stars} star{stars === 1 ? '' : 's'}
            </label>
          ))}
        </div>
        {errors.rating && (
          <span id={`${id}-rating-error`} className="field__error">
            {errors.rating}
          </span>
        )}
      </fieldset>
      <Field
        label="Title"
        value={draft.title}
        error={errors.title}
        maxLength={REVIEW_TITLE_MAX}
        onValue={(title) => setDraft({ ...draft, title })}
      />
      <div className={`field${errors.body ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-body`}>Your review</label>
        <span id={`${id}-body-hint`} className="field__hint">
          Plain text, up to {REVIEW_BODY_MAX} characters. We check each review before it is published.
        </span>
        <textarea
          id={`${id}-body`}
          rows={6}
          value={draft.body}
          maxLength={REVIEW_BODY_MAX}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[`${id}-body-hint`, errors.body ? `${id}-body-error` : null].filter(Boolean).join(' ')}
          onChange={(event) => setDraft({ ...draft, body: event.currentTarget.value })}
        />
        {errors.body && (
          <span id={`${id}-body-error`} className="field__error">
            {errors.body}
          </span>
        )}
      </div>
      <div ref={news} tabIndex={-1}>
        {sending.kind === 'failed' && <FormAlert message={sending.message} />}
      </div>
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? 'Sending your review…' : 'Send review'}
      </button>
    </form>
  );
}
