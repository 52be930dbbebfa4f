import type { Kysely } from 'kysely';
import { openDatabase } from '../../store/database.ts';
import type { Database } from '../../store/tables.ts';
import { storeCustomerDirectory } from '../customer-directory.store.ts';
import type { CustomerDirectory } from './customer-directory.ts';
import { sharedSignInLimits } from './shared-sign-in-limits.ts';
import type { SignInLimits } from './sign-in-limits.ts';

/** What the deployed triggers read and count in the shop's PostgreSQL. */
export interface DeployedTriggerStore {
  directory: CustomerDirectory;
  limits: SignInLimits;
}

/**
 * The deployed triggers' way into the shop's PostgreSQL (DATABASE_URL): one connection pool per
 * Lambda container, shared by the customer directory and the sign-in limits. Each opened its own
 * before, so a Create Auth Challenge container held two pools (up to twice the connections the
 * database must find room for, times every warm container). `trigger` names the trigger in the
 * error when DATABASE_URL is missing: without it the trigger fails rather than run unlimited.
 */
export function deployedTriggerStoreOpener(open: (url: string) => Kysely<Database>) {
  let store: DeployedTriggerStore | undefined;
  return (trigger: string, environment: Record<string, string | undefined> = process.env): DeployedTriggerStore => {
    const url = environment.DATABASE_URL;
    if (!url)
      throw new Error(
        `The ${trigger} trigger needs DATABASE_URL (the shop database: its customers and sign-in limits) in its environment.`,
      );
    if (!store) {
      const db = open(url);
      store = { directory: storeCustomerDirectory(db), limits: sharedSignInLimits({ kind: 'postgres', db }) };
    }
    return store;
  };
}

export const deployedTriggerStore = deployedTriggerStoreOpener((url) => openDatabase({ kind: 'postgres', url }));
