import { openDatabase } from '../../store/database.ts';
import { storeCustomerDirectory } from '../customer-directory.store.ts';
import type { CustomerDirectory } from './customer-directory.ts';

let directory: CustomerDirectory | undefined;

/**
 * The customers as the deployed triggers read them: the shop's PostgreSQL, opened once per
 * Lambda container. `trigger` names the trigger in the error when DATABASE_URL is missing.
 */
export function deployedCustomerDirectory(
  trigger: string,
  environment: Record<string, string | undefined> = process.env,
): CustomerDirectory {
  const url = environment.DATABASE_URL;
  if (!url) throw new Error(`The ${trigger} trigger needs DATABASE_URL (the shop database) in its environment.`);
  directory ??= storeCustomerDirectory(openDatabase({ kind: 'postgres', url }));
  return directory;
}
