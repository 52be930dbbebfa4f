import { openDatabase } from '../../store/database.ts';
import { storeCustomerDirectory } from '../customer-directory.store.ts';
import { createPreSignUpHandler, type CustomerDirectory, type PreSignUpEvent } from './pre-sign-up.ts';

let directory: CustomerDirectory | undefined;

/** The deployed Pre sign-up Lambda trigger: it reads the customers from the shop's PostgreSQL. */
export async function handler(event: PreSignUpEvent): Promise<PreSignUpEvent> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The Pre sign-up trigger needs DATABASE_URL (the shop database) in its environment.');
  directory ??= storeCustomerDirectory(openDatabase({ kind: 'postgres', url }));
  return createPreSignUpHandler({ directory })(event);
}
