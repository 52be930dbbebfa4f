import type { VerifyAuthChallengeEvent } from './auth-challenge-events.ts';
import { deployedTriggerStore } from './deployed-trigger-store.ts';
import { createVerifyAuthChallengeHandler } from './verify-auth-challenge.ts';

let deployed: ReturnType<typeof createVerifyAuthChallengeHandler> | undefined;

/**
 * The deployed Verify Auth Challenge Lambda trigger. Wrong codes count in the shop's shared limit
 * store (DATABASE_URL), across sign-ins and Lambda containers, towards the per-user lock.
 */
export async function handler(event: VerifyAuthChallengeEvent): Promise<VerifyAuthChallengeEvent> {
  deployed ??= createVerifyAuthChallengeHandler({
    now: () => new Date(),
    wrongCodesPerUser: deployedTriggerStore('Verify Auth Challenge').limits.wrongCodesPerUser,
  });
  return deployed(event);
}
