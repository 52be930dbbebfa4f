import type { Kysely } from 'kysely';
import type { Database } from '../store/tables.ts';
import type { GatewayType } from './adapters.ts';

/** Payment attempts made through gateways of one type: what a provider's callbacks search. */
export function attemptsThroughGatewayType(db: Kysely<Database>, type: GatewayType) {
  return db
    .selectFrom('payment_attempt')
    .innerJoin('payment_gateway', (join) => join.onRef('payment_gateway.id', '=', 'payment_attempt.gateway_id').onRef('payment_gateway.tenant_id', '=', 'payment_attempt.tenant_id'))
    .selectAll('payment_attempt')
    .where('payment_gateway.type', '=', type);
}
