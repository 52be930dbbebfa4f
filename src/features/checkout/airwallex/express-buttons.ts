import type { ExpressButtons } from '../express/express-elements.ts';

const mount = () => import('./express-button.ts').then((module) => module.mountAirwallexExpressButton);

/** Airwallex's wallet elements that can take an express order, by the provider ids its plug-in registers: one button code for both. */
export const airwallexExpressButtons: ExpressButtons = { applePay: mount, googlePay: mount };
