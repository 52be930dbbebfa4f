/**
 * The face of the stock alerts: the sweep that mails shoppers when a product they asked about is
 * back, and the unsubscribe link's route. No feature uses them yet: the composition root and
 * server/ wire them (they may reach inside); a feature that comes to need them takes them from here.
 * Resolvers are wired by the composition root.
 */
export { startStockAlertSweep } from './stock-alert-sweep.ts';
export { stockAlertUnsubscribeRoute } from './unsubscribe-route.ts';
