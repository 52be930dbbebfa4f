interface RatingSummary {
  min: number;
  max: number;
  /** Mean rating rounded half-up to one decimal. */
  rating: number;
  count: number;
  /** Reviews with 1, 2, 3, 4 and 5 stars, in that order. */
  starCount: [number, number, number, number, number];
}

/** Summarises ratings from per-star counts; null when there are none (show no stars, not zero stars). */
export function summariseRatings(counts: readonly { rating: number; count: number }[]): RatingSummary | null {
  const starCount: RatingSummary['starCount'] = [0, 0, 0, 0, 0];
  for (const { rating, count } of counts) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new RangeError(`A rating must be 1 to 5 stars, got ${rating}.`);
    starCount[rating - 1] = starCount[rating - 1]! + count;
  }
  const count = starCount.reduce((sum, n) => sum + n, 0);
  if (count === 0) return null;
  const total = starCount.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const present = starCount.flatMap((n, i) => (n > 0 ? [i + 1] : []));
  return {
    min: present[0]!,
    max: present.at(-1)!,
    // Integer arithmetic: tenths of a star, half-up.
    rating: Math.floor((20 * total + count) / (2 * count)) / 10,
    count,
    starCount,
  };
}
