import type { PaymentGateway } from '../../lib/commerce/payments.ts';

/** A wallet whose own button (the provider's element) takes an order without the checkout: its gateway says so (expressButton). */
export const offersExpressButton = (gateway: PaymentGateway) =>
  gateway.config.some((c) => c.property === 'expressButton' && c.value === 'true');
