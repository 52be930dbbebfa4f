import { z } from 'zod';

// Carriers' numbers are letters and digits, some with spaces or dashes (e.g. "JD0002 2345 6789 01").
// One rule for the order's own dispatch and the day list's move, so both refuse the same numbers in the same words.
export const trackingNumberArg = z
  .string()
  .trim()
  .min(4, 'must be the carrier’s tracking number, at least 4 characters')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/, 'must be letters and digits, with spaces or dashes between them');

export const trackingUrlArg = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, message: 'must be the carrier’s tracking page, an https:// address' })
  .max(500, 'must be at most 500 characters');
