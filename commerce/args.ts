import { z } from 'zod';
import { fromPounds } from './domain/money.ts';

/** Argument shapes shared by the resolvers; messages say what a caller should send instead. */
export const tenantArg = z.string().min(1, 'name the tenant').max(64);
export const salesChannelArg = z.string().min(1, 'name the sales channel').max(64);
export const orderIdArg = z.uuid({ message: 'must be the id of a cart, as returned by addToCart' });
export const skuCodeArg = z
  .string()
  .max(64)
  .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'must be a product code such as LOG-ASH-FULL');
export const quantityArg = z.number().int('must be a whole number').min(1, 'must be at least 1; use removeOrderItem to take a line out');

/**
 * Hundredths typed by a person (pounds and pence, or a percent such as 12.5) as a whole number of
 * hundredths: pence, or basis points. Anything finer is refused, never rounded; the sign and the
 * range are the domain's to judge, so its message can say what the field is for. Hundredths of a
 * percent follow the same rule as pence in a pound, so they share it.
 */
export function hundredthsArg(example: string) {
  return poundsArg(z.number(), `must have at most 2 decimals, e.g. ${example}`);
}

/**
 * An amount in pounds, checked by `amount` (its sign, in the caller's words), as whole pence:
 * anything finer than a penny is refused, never rounded.
 */
export function poundsArg(amount: z.ZodNumber, message = 'must be pounds and pence with at most 2 decimals, e.g. 12.50') {
  return amount.transform((pounds, ctx) => {
    try {
      return fromPounds(pounds);
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });
}
