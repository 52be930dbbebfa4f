import { deployedCustomerDirectory } from './deployed-customer-directory.ts';
import { createPreSignUpHandler, type PreSignUpEvent } from './pre-sign-up.ts';

/** The deployed Pre sign-up Lambda trigger: it reads the customers from the shop's PostgreSQL. */
export async function handler(event: PreSignUpEvent): Promise<PreSignUpEvent> {
  return createPreSignUpHandler({ directory: deployedCustomerDirectory('Pre sign-up') })(event);
}
