import type { CreateAuthChallengeEvent } from './auth-challenge-events.ts';
import { createCreateAuthChallengeHandler } from './create-auth-challenge.ts';
import { deployedCustomerDirectory } from './deployed-customer-directory.ts';
import { deployedSignInLimits } from './deployed-sign-in-limits.ts';
import { deployedMailSender } from './mail-sender.ts';

let deployed: ReturnType<typeof createCreateAuthChallengeHandler> | undefined;

/**
 * The deployed Create Auth Challenge Lambda trigger. Its mail greets the customer by the name in
 * the shop's PostgreSQL (DATABASE_URL), and goes out through the configured sender; the codes-per-
 * user limit and the wrong-code lock count in the shop's shared limit store, in that database.
 */
export async function handler(event: CreateAuthChallengeEvent): Promise<CreateAuthChallengeEvent> {
  deployed ??= createCreateAuthChallengeHandler({
    now: () => new Date(),
    mailSender: deployedMailSender(),
    directory: deployedCustomerDirectory('Create Auth Challenge'),
    limits: deployedSignInLimits('Create Auth Challenge'),
  });
  return deployed(event);
}
