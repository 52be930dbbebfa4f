import { apiError } from '../errors.ts';
import type { MutationResolvers } from '../schema/resolvers-types.ts';
import { recordSignOutEverywhere } from './sign-outs.store.ts';

export const signOutMutations = {
  // No arguments: it acts only on the user the verified token names, customer or staff, and the
  // time is the shop's clock, so every token issued until this call is refused from its reply on.
  async signOutEverywhere(_, _args, ctx) {
    if (!ctx.identitySubject) throw apiError('UNAUTHENTICATED', ctx.authProblem ?? 'Sign in to sign out everywhere.');
    await recordSignOutEverywhere(ctx.db, ctx.identitySubject, ctx.now());
    return true;
  },
} satisfies MutationResolvers;
