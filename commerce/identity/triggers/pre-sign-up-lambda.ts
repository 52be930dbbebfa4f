import { deployedTriggerStore } from './deployed-trigger-store.ts';
import { createPreSignUpHandler, type PreSignUpEvent } from './pre-sign-up.ts';

let deployed: ReturnType<typeof createPreSignUpHandler> | undefined;

/**
 * The deployed Pre sign-up Lambda trigger: it reads the customers from the shop's PostgreSQL and
 * counts sign-ups in the shop's shared limit store, in that database.
 */
export async function handler(event: PreSignUpEvent): Promise<PreSignUpEvent> {
  if (!deployed) {
    const store = deployedTriggerStore('Pre sign-up');
    deployed = createPreSignUpHandler({ directory: store.directory, limits: store.limits });
  }
  return deployed(event);
}
