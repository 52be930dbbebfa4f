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
