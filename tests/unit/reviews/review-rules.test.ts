import { describe, expect, it } from 'vitest';
import { moderateReview, reviewAuthorName } from '../../../commerce/domain/review-rules.ts';
import { productToReview, reviewDraftErrors, reviewProductPath } from '../../../src/features/account/review-form.ts';
import { MAX_LD_REVIEWS, productJsonLd, serializeJsonLd } from '../../../src/lib/seo/json-ld.ts';

describe('the name a review is shown under', () => {
  it('is the first name and the surname initial, never the full surname', () => {
    expect(reviewAuthorName('Helen', 'parry')).toBe('Helen P.');
    expect(reviewAuthorName(' Helen ', '  ')).toBe('Helen');
    expect(reviewAuthorName('', 'Ødegaard')).toBe('Ø.');
    expect(reviewAuthorName('', '')).toBe('A customer');
  });
});

describe('a review draft in the account', () => {
  const good = { rating: 5, title: 'Dry logs', body: 'Lit first time, no hiss.' };
  it('passes when every part is within the API limits', () => {
    expect(reviewDraftErrors(good)).toEqual({});
  });
  it('names each part that is missing or too long', () => {
    expect(reviewDraftErrors({ rating: null, title: ' ', body: 'short' })).toEqual({
      rating: 'Choose 1 to 5 stars.',
      title: 'Give your review a title.',
      body: 'Say a little more: at least 10 characters.',
    });
    expect(reviewDraftErrors({ ...good, title: 'x'.repeat(101), body: 'y'.repeat(2001) })).toEqual({
      title: 'Keep the title to 100 characters.',
      body: 'Keep your review to 2000 characters.',
    });
  });
  it('reads the product to review from the link an order gives, refusing anything but a product code', () => {
    const path = reviewProductPath('LOG-ASH-FULL', 'Ash logs – Full crate');
    expect(productToReview(new URL(path, 'https://shop.test').search)).toEqual({
      skuCode: 'LOG-ASH-FULL',
      name: 'Ash logs – Full crate',
    });
    expect(productToReview('?product=LOG-ASH-FULL')).toEqual({ skuCode: 'LOG-ASH-FULL', name: 'LOG-ASH-FULL' });
    expect(productToReview('?product=%3Cscript%3E')).toBeNull();
    expect(productToReview('')).toBeNull();
  });
});

describe('reviews in a product page’s structured data', () => {
  const base = { name: 'Ash logs', description: 'Kiln-dried ash', sku: 'LOG-ASH-FULL', path: '/firewood/ash/full-crate', brand: 'Hearth' };
  const review = (n: number) => ({
    title: `Review ${n}`,
    author: 'Helen P.',
    body: '</script><b>hi</b>',
    rating: 5,
    datePublished: '2026-10-14T09:12:00.000Z',
  });

  it('lists each published review as a schema.org Review, at most MAX_LD_REVIEWS', () => {
    const ld = productJsonLd({ ...base, ratings: [5], reviews: Array.from({ length: 12 }, (_, i) => review(i)) }, 'https://shop.test');
    const reviews = ld.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(MAX_LD_REVIEWS);
    expect(reviews[0]).toEqual({
      '@type': 'Review',
      name: 'Review 0',
      reviewBody: '</script><b>hi</b>',
      datePublished: '2026-10-14T09:12:00.000Z',
      author: { '@type': 'Person', name: 'Helen P.' },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
    // A review's text cannot close the script element it is printed in.
    expect(serializeJsonLd(ld)).not.toContain('</script>');
  });

  it('has no review key when nothing is published', () => {
    expect(productJsonLd(base, 'https://shop.test')).not.toHaveProperty('review');
  });
});

describe('moderating a review', () => {
  it('approves or rejects a pending review', () => {
    expect(moderateReview('pending', 'approve')).toEqual({ kind: 'change', status: 'approved' });
    expect(moderateReview('pending', 'reject')).toEqual({ kind: 'change', status: 'rejected' });
  });

  it('changes nothing on the same decision again, and refuses the other one with the words', () => {
    expect(moderateReview('approved', 'approve')).toEqual({ kind: 'unchanged' });
    expect(moderateReview('rejected', 'reject')).toEqual({ kind: 'unchanged' });
    expect(moderateReview('approved', 'reject')).toEqual({
      kind: 'refused',
      message: 'This review was already approved: reload the list to see the reviews still waiting.',
    });
    expect(moderateReview('rejected', 'approve')).toMatchObject({ kind: 'refused' });
  });
});
