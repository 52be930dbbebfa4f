import { customerUsername } from '../customer-identity.ts';
import type { UserPoolTriggerCommon, UserAttributes, ClientMetadata } from './auth-challenge-events.ts';

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

/** A shop customer as the sign-up check needs them. */
export interface DirectoryCustomer {
  email: string;
}

/** Finds a customer of the shop by id, within a tenant and sales channel. */
export interface CustomerDirectory {
  findCustomer(scope: { tenantId: string; salesChannelId: string; customerId: string }): Promise<DirectoryCustomer | null>;
}

/** Thrown to refuse the sign-up; Cognito answers UserLambdaValidationException with this message. */
export class SignUpRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SignUpRefused';
  }
}

/**
 * Only an existing customer may sign up (brief §5), and only as themselves: the custom
 * attributes must name a customer of the shop whose email is the one registered, and the
 * username must be the channel joined to that id. The attributes are immutable in the pool,
 * so what this check lets in can never be rewritten later. Sign-in proves the email (a code
 * is mailed to it), so the user is confirmed and the email marked verified here.
 */
export function createPreSignUpHandler(dependencies: { directory: CustomerDirectory }) {
  return async function preSignUp(event: PreSignUpEvent): Promise<PreSignUpEvent> {
    const attributes = event.request.userAttributes;
    const customerId = attributes['custom:customer_id'] ?? '';
    const tenantId = attributes['custom:tenant_id'] ?? '';
    const salesChannelId = attributes['custom:sales_channel'] ?? '';
    if (!customerId || !tenantId || !salesChannelId) throw new SignUpRefused('Sign-up needs the customer id, tenant and sales channel.');
    if (event.userName !== customerUsername(salesChannelId, customerId))
      throw new SignUpRefused('The username must be the sales channel joined to the customer id.');
    const customer = await dependencies.directory.findCustomer({ tenantId, salesChannelId, customerId });
    if (!customer) throw new SignUpRefused('Customer not found');
    if ((attributes.email ?? '').trim().toLowerCase() !== customer.email.toLowerCase())
      throw new SignUpRefused('The email is not the customer’s email.');
    return { ...event, response: { autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false } };
  };
}
