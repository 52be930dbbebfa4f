/** A shop customer as the identity service registers them (brief §3). */
export interface CustomerIdentity {
  customerId: string;
  tenantId: string;
  salesChannelId: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** The identity-service username: the sales channel joined to the customer id (brief §3). */
export function customerUsername(salesChannelId: string, customerId: string): string {
  return `${salesChannelId}${customerId}`;
}

/** The registration attributes, named as the user pool and the ID token name them. */
export function customerIdentityAttributes(customer: CustomerIdentity): Record<string, string> {
  return {
    given_name: customer.givenName,
    family_name: customer.familyName,
    email: customer.email.trim().toLowerCase(),
    'custom:customer_id': customer.customerId,
    'custom:tenant_id': customer.tenantId,
    'custom:sales_channel': customer.salesChannelId,
  };
}
