/**
 * The face of payments: the registry's types the request context carries, and what the desk's
 * refunds need of a gateway. The server builds the registry and its providers itself; resolvers
 * are wired by the composition root.
 */
export type { RefundOutcome } from './gateway.ts';
export { gatewayTypeOf } from './gateways.store.ts';
export type { GatewayType, PaymentRegistry } from './registry.ts';
export { unsettledAttempts, type UnsettledAttempt } from './unsettled-attempts.store.ts';
export { balancePaymentsOf, openBalanceAttempt } from './balance-payments.store.ts';
export { recordBalancePayment } from './settle-balance.ts';
export { paymentGatewayRows } from './plugins.ts';
export type { PaymentPlugin } from './plugin.ts';
