import type { InstalmentTerms } from '../../domain/instalments.ts';

/**
 * Klarna's pay in 3 for this shop: three payments 30 days apart, for basket totals Klarna accepts.
 * Klarna sets the range per merchant (these are the UK's usual terms); a change to the shop's
 * agreement is a change here.
 */
export const KLARNA_PAY_IN_THREE: InstalmentTerms = {
  count: 3,
  everyDays: 30,
  minPence: 3_000,
  maxPence: 100_000,
};
