import { customerUsername } from '../customer-identity.ts';
import type { ClientMetadata, UserAttributes, UserPoolTriggerCommon } from './auth-challenge-events.ts';
import { directoryScopeOf, type CustomerDirectory, type DirectoryCustomer } from './customer-directory.ts';
import { SignInRateLimited, type AttemptLimiter } from './sign-in-limits.ts';

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
  /** Sign-ups per username (sign-in-limits.ts SIGN_UPS_PER_USER), counted before anything is checked. */
  signUpsPerUser: AttemptLimiter;
}

/**
 * Only an existing customer may sign up (brief §5), and only as themselves: the custom
 * attributes must name a customer of the shop whose email is the one registered, and the
 * username must be the channel joined to that id. The attributes are immutable in the pool,
 * so what this check lets in can never be rewritten later. Sign-in proves the email (a code
 * is mailed to it), so the user is confirmed and the email marked verified here.
 * Every try counts towards the per-username limit, the refused ones too, so a customer id
 * cannot be paired with guessed emails at the trigger's speed.
 */
export function createPreSignUpHandler(dependencies: PreSignUpDependencies) {
  return async function preSignUp(event: PreSignUpEvent): Promise<PreSignUpEvent> {
    const allowed = await dependencies.signUpsPerUser.consume(event.userName);
    if (!allowed.allowed) throw new SignInRateLimited(allowed.retryAfterSeconds);
    const attributes = event.request.userAttributes;
    if (Object.keys(attributes).some((name) => !SIGN_UP_ATTRIBUTE_NAMES.includes(name))) throw new SignUpRefused();
    const scope = directoryScopeOf(attributes);
    if (!scope || event.userName !== customerUsername(scope.salesChannelId, scope.customerId)) throw new SignUpRefused();
    const customer = await dependencies.directory.findCustomer(scope);
    if (!customer || !isTheCustomersEmail(attributes, customer)) throw new SignUpRefused();
    return { ...event, response: { autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false } };
  };
}

/**
 * Exactly the stored (lower-case) email: a look-alike (a trailing space, a Kelvin sign that
 * lower-cases to k) would otherwise pass and become the address codes are sent to.
 */
function isTheCustomersEmail(attributes: UserAttributes, customer: DirectoryCustomer): boolean {
  return (attributes.email ?? '') === customer.email;
}
