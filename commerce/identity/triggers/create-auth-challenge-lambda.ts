import type { CreateAuthChallengeEvent } from './auth-challenge-events.ts';
import { createCreateAuthChallengeHandler } from './create-auth-challenge.ts';
import { deployedTriggerStore } from './deployed-trigger-store.ts';
import { deployedMailSender } from './mail-sender.ts';

let deployed: ReturnType<typeof createCreateAuthChallengeHandler> | undefined;

/**
 * The deployed Create Auth Challenge Lambda trigger. Its mail greets the customer by the name in
 * the shop's PostgreSQL (DATABASE_URL), and goes out through the configured sender; the codes-per-
 * user limit and the wrong-code lock count in the shop's shared limit store, in that database.
 */
export async function handler(event: CreateAuthChallengeEvent): Promise<CreateAuthChallengeEvent> {
  if (!deployed) {
    const store = deployedTriggerStore('Create Auth Challenge');
    deployed = createCreateAuthChallengeHandler({
      now: () => new Date(),
      mailSender: deployedMailSender(),
      directory: store.directory,
      limits: store.limits,
    });
  }
  return deployed(event);
}
