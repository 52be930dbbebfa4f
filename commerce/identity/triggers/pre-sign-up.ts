import { customerUsername } from '../customer-identity.ts';
import type { UserPoolTriggerCommon, UserAttributes, ClientMetadata } from './auth-challenge-events.ts';
import { directoryScopeOf, type CustomerDirectory, type DirectoryCustomer } from './customer-directory.ts';

/** The Pre sign-up Lambda event, as the Cognito developer guide documents it. */
export interface PreSignUpEvent extends UserPoolTriggerCommon {
  triggerSource: 'PreSignUp_SignUp' | 'PreSignUp_AdminCreateUser' | 'PreSignUp_ExternalProvider';
  request: {
    userAttributes: UserAttributes;
    validationData?: Record<string, string> | null;
    clientMetadata?: ClientMetadata;
  };
  response: {
    autoConfirmUser?: boolean;
    autoVerifyEmail?: boolean;
    autoVerifyPhone?: boolean;
  };
}

/** Thrown to refuse the sign-up; Cognito answers UserLambdaValidationException with this message. */
export class SignUpRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SignUpRefused';
  }
}

/**
 * Whether an attribute the caller wrote says what the shop's record says. Leaving it out is
 * fine (the email look-up no longer tells a browser the name, and the shop's mail takes the
 * name from the record anyway); writing something else is a forgery.
 */
function agreesWithRecord(written: string | undefined, recorded: string | null): boolean {
  const value = (written ?? '').trim();
  return value === '' || value === (recorded ?? '').trim();
}

/**
 * Only an existing customer may sign up (brief §5), and only as themselves: the custom
 * attributes must name a customer of the shop whose email is the one registered, and the
 * username must be the channel joined to that id. The attributes are immutable in the pool,
 * so what this check lets in can never be rewritten later. Sign-in proves the email (a code
 * is mailed to it), so the user is confirmed and the email marked verified here.
 * The names and phone number a caller may add must be the customer's own, exactly (trimmed):
 * otherwise anyone who knows a customer's email could sign them up as "Gail. URGENT: confirm
 * your card at https://…" and have the shop's own code mail repeat it.
 */
export function createPreSignUpHandler(dependencies: { directory: CustomerDirectory }) {
  return async function preSignUp(event: PreSignUpEvent): Promise<PreSignUpEvent> {
    const attributes = event.request.userAttributes;
    const scope = directoryScopeOf(attributes);
    if (!scope) throw new SignUpRefused('Sign-up needs the customer id, tenant and sales channel.');
    if (event.userName !== customerUsername(scope.salesChannelId, scope.customerId))
      throw new SignUpRefused('The username must be the sales channel joined to the customer id.');
    const customer = await dependencies.directory.findCustomer(scope);
    if (!customer) throw new SignUpRefused('Customer not found');
    refuseUnlessTheCustomer(attributes, customer);
    return { ...event, response: { autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false } };
  };
}

function refuseUnlessTheCustomer(attributes: UserAttributes, customer: DirectoryCustomer): void {
  // Exactly the stored (lower-case) email: a look-alike (a trailing space, a Kelvin sign that
  // lower-cases to k) would otherwise pass and become the address codes are sent to.
  if ((attributes.email ?? '') !== customer.email) throw new SignUpRefused('The email is not the customer’s email.');
  if (!agreesWithRecord(attributes.given_name, customer.firstName) || !agreesWithRecord(attributes.family_name, customer.lastName))
    throw new SignUpRefused('The name is not the customer’s name.');
  if (!agreesWithRecord(attributes.phone_number, customer.phoneNumber))
    throw new SignUpRefused('The phone number is not the customer’s phone number.');
}
