import { z } from 'zod';
import { requireScope } from '../context.ts';
import { parseArgs } from '../errors.ts';
import { tenantArg } from '../args.ts';
import { websiteGateways } from './gateways.store.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';

export const paymentGatewayQueries = {
  async getPaymentGatewaysForWebsite(_, raw, ctx) {
    const args = parseArgs(z.object({ tenant_id: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant_id);
    const { gateways, cards } = await websiteGateways(ctx.db, caller.tenantId);
    // Only the ways to pay this process can take: a development stand-in is gone where it does not
    // run (production), and a provider without its keys would only refuse at placeOrder.
    const payable = gateways.filter((gateway) => ctx.payments.adapterFor(gateway.type) !== null);
    return payable.map((gateway) => ({
      id: gateway.id,
      name: gateway.name,
      enabled: gateway.enabled,
      type: gateway.type,
      // The stored settings, and this process's own (where the test gateway's card frame is served).
      config: Object.entries({ ...gateway.public_config, ...ctx.payments.publicConfig(gateway.type) }).map(([property, value]) => ({
        property,
        value: String(value),
        propertyId: `${gateway.id}.${property}`,
        salesChannelId: null,
      })),
      acceptedCards: cards
        .filter((card) => card.gateway_id === gateway.id)
        .map((card) => ({ id: card.id, name: card.name, code: card.code, cardRegex: card.card_regex, icon: card.icon })),
    }));
  },
} satisfies QueryResolvers;
