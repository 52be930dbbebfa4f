/**
 * The built-in test gateway's documented card numbers (any name, any future expiry, any CVC).
 * Any other number that passes the Luhn check is approved.
 */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** The bank asks for a 3-D Secure check: approve or fail it on the /secure page. */
  threeDSecure: '4000000000003220',
  /** Approved, but the answer takes `slowAnswerMs` to come back: for testing a crash mid-payment. */
  slowAnswer: '4000000000000077',
} as const;

type TestCardDecision = 'succeeded' | 'declined' | 'insufficientFunds' | 'challenge';

export function decideTestCard(number: string): TestCardDecision {
  if (number === TEST_CARDS.declined) return 'declined';
  if (number === TEST_CARDS.insufficientFunds) return 'insufficientFunds';
  if (number === TEST_CARDS.threeDSecure) return 'challenge';
  return 'succeeded';
}
