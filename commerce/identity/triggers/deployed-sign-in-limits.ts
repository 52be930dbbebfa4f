import { openDatabase } from '../../store/database.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import { sharedSignInLimits } from './shared-sign-in-limits.ts';

let limits: SignInLimits | undefined;

/**
 * The sign-in limits as the deployed triggers count them: in the shop's PostgreSQL (the
 * `rate_limits` table), opened once per Lambda container, so every container and the API share
 * one count. `trigger` names the trigger in the error when DATABASE_URL is missing: without it
 * the trigger fails rather than run unlimited.
 */
export function deployedSignInLimits(trigger: string, environment: Record<string, string | undefined> = process.env): SignInLimits {
  const url = environment.DATABASE_URL;
  if (!url) throw new Error(`The ${trigger} trigger needs DATABASE_URL (the shop database, for its sign-in limits) in its environment.`);
  limits ??= sharedSignInLimits({ kind: 'postgres', db: openDatabase({ kind: 'postgres', url }) });
  return limits;
}
