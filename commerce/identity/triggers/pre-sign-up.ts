import { customerUsername } from '../../domain/customer-identity.ts';
import type { ClientMetadata, UserAttributes, UserPoolTriggerCommon } from './auth-challenge-events.ts';
import { directoryScopeOf, type CustomerDirectory, type DirectoryCustomer } from './customer-directory.ts';
import { refusedSignUpKey, SignInRateLimited, type SignInLimits } from './sign-in-limits.ts';

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

/**
 * The one answer to every refused sign-up. It never says which detail was wrong: a refusal that
 * named the email, the name or the customer id would let anyone holding one of them test guesses
 * at the others (which email belongs to this customer id, whether that id is a customer at all).
 */
export const SIGN_UP_REFUSED = 'This sign-up does not match a customer of the shop.';

/** Thrown to refuse the sign-up; Cognito answers UserLambdaValidationException with this message. */
export class SignUpRefused extends Error {
  constructor() {
    super(SIGN_UP_REFUSED);
    this.name = 'SignUpRefused';
  }
}

/**
 * All a sign-up may carry: the email the code goes to and the customer it names. The shop keeps
 * names and phone numbers in its own records (the code mail greets from there), so the pool never
 * needs them, and anything else a caller writes is refused rather than stored: a name is text the
 * caller chose, and a pool attribute outlives the check that let it in.
 */
export const SIGN_UP_ATTRIBUTE_NAMES: readonly string[] = ['email', 'custom:customer_id', 'custom:tenant_id', 'custom:sales_channel'];

export interface PreSignUpDependencies {
  directory: CustomerDirectory;
  /** Accepted sign-ups per username; refused ones per username and offered email (sign-in-limits.ts). */
  limits: Pick<SignInLimits, 'signUpsPerUser' | 'refusedSignUpsPerUserEmail'>;
}

/**
 * Only an existing customer may sign up, and only as themselves: the custom
 * attributes must name a customer of the shop whose email is the one registered, and the
 * username must be the channel joined to that id. The attributes are immutable in the pool,
 * so what this check lets in can never be rewritten later. Sign-in proves the email (a code
 * is mailed to it), so the user is confirmed and the email marked verified here.
 *
 * A refused try counts under the username and the email it offered, never against the username
 * alone: a stranger who knows a customer id must not use up the customer's own sign-ups (the
 * per-IP limit in front of the pool holds back guessing many emails). An accepted one counts
 * against the username.
 */
export function createPreSignUpHandler({ directory, limits }: PreSignUpDependencies) {
  return async function preSignUp(event: PreSignUpEvent): Promise<PreSignUpEvent> {
    const attributes = event.request.userAttributes;
    if (!(await isTheCustomerSigningUp(event.userName, attributes, directory))) {
      const refused = await limits.refusedSignUpsPerUserEmail.consume(refusedSignUpKey(event.userName, attributes.email ?? ''));
      if (!refused.allowed) throw new SignInRateLimited(refused.retryAfterSeconds);
      throw new SignUpRefused();
    }
    const allowed = await limits.signUpsPerUser.consume(event.userName);
    if (!allowed.allowed) throw new SignInRateLimited(allowed.retryAfterSeconds);
    return { ...event, response: { autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false } };
  };
}

async function isTheCustomerSigningUp(userName: string, attributes: UserAttributes, directory: CustomerDirectory): Promise<boolean> {
  if (Object.keys(attributes).some((name) => !SIGN_UP_ATTRIBUTE_NAMES.includes(name))) return false;
  const scope = directoryScopeOf(attributes);
  if (!scope || userName !== customerUsername(scope.salesChannelId, scope.customerId)) return false;
  const customer = await directory.findCustomer(scope);
  return customer !== null && isTheCustomersEmail(attributes, customer);
}

/**
 * Exactly the stored (lower-case) email: a look-alike (a trailing space, a Kelvin sign that
 * lower-cases to k) would otherwise pass and become the address codes are sent to.
 */
function isTheCustomersEmail(attributes: UserAttributes, customer: DirectoryCustomer): boolean {
  return (attributes.email ?? '') === customer.email;
}
