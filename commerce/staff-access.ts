import type { CommerceContext } from './context.ts';
import { apiError } from './errors.ts';

/**
 * A member of the shop's staff: a verified ID token in the user pool's `admin` group. Beside the
 * context's `requireScope` rather than in the staff desk (desk/), because every feature's staff
 * operations (products, delivery, coupons, mail, plans) ask who the staff member is, the desk sits
 * above those features and uses them, and a kernel can be used by all of them without a cycle.
 */
export interface Staff {
  tenantId: string;
  /** The identity user (Cognito `sub`): the audit names staff by it, and by email. */
  subject: string;
  email: string;
}

/**
 * The first call of every admin resolver. Only the group claim of a verified ID token opens the
 * desk: the storefront's public API key and a customer's token are refused, as is staff of
 * another tenant, so the shop's admin cannot be reached by anything a shopper holds.
 */
export function requireStaff(ctx: CommerceContext, tenant: string): Staff {
  if (ctx.staff) {
    if (ctx.staff.tenantId !== tenant) throw apiError('FORBIDDEN', "You are not on this shop's staff.");
    return ctx.staff;
  }
  if (ctx.caller) throw apiError('FORBIDDEN', "This is for the shop's staff: sign in with a staff account.");
  throw apiError('UNAUTHENTICATED', ctx.authProblem ?? 'Sign in with a staff account.');
}
