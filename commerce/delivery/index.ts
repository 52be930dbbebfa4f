/**
 * The face of delivery: the countries the shop delivers to, the delivery settings placement
 * prices with, and how surcharges are shown. Resolvers are wired by the composition root.
 */
export { deliveryCountryProblem, listDeliveryCountries } from './delivery-countries.ts';
export { deliveryConfig, type DeliveryConfig } from './delivery.store.ts';
export { presentSurcharges } from './surcharge-view.ts';
