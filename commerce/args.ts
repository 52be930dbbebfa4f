import { z } from 'zod';

/** Argument shapes shared by the resolvers; messages say what a caller should send instead. */
export const tenantArg = z.string().min(1, 'name the tenant').max(64);
export const salesChannelArg = z.string().min(1, 'name the sales channel').max(64);
export const orderIdArg = z.uuid({ message: 'must be the id of a cart, as returned by addToCart' });
export const skuIdArg = z
  .string()
  .max(64)
  .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'must be a product code such as LOG-ASH-FULL');
export const quantityArg = z.number().int('must be a whole number').min(1, 'must be at least 1; use removeOrderItem to take a line out');
