/**
 * The face of the shipments: how an order's lines travel. They split into shipments, each is
 * planned against the address and the shopper's choice, promised and shown. They read only what
 * an order holds (ShipmentSource), never the order itself, so the orders' pricing and view, the
 * carts, the checkout and the desk all build on them.
 */
export { planOrderShipments, type ShipmentSource, type ShippableItem, shippableLines } from './order-shipments.ts';
export { presentPromise, shipmentPromises } from './shipment-promises.ts';
export { presentShipment } from './shipment-view.ts';
