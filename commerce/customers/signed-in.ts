import { requireCustomer, type CommerceContext, type CustomerScope } from '../context.ts';

/** The signed-in customer, from the verified token only; tenant and channel, if named, must be theirs. */
export function requireSignedIn(ctx: CommerceContext, tenant?: string | null, salesChannel?: string | null): CustomerScope {
  const caller = requireCustomer(ctx, tenant ?? ctx.caller?.tenantId ?? '', salesChannel ?? ctx.caller?.salesChannelId);
  return { tenantId: caller.tenantId, salesChannelId: caller.salesChannelId, customerId: caller.customerId };
}
