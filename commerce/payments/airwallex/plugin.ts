import type { PaymentPlugin } from '../plugin.ts';
import { applePayProvider } from './apple-pay.ts';
import { airwallexAliasMutations } from './check-alias.resolvers.ts';
import { readAirwallexConfig, type AirwallexConfig } from './config.ts';
import { googlePayProvider } from './google-pay.ts';
import { klarnaProvider } from './klarna.ts';
import { paypalProvider } from './paypal.ts';
import { airwallexProvider } from './provider.ts';

/**
 * Airwallex as a plug-in: one account (AIRWALLEX_* in the environment) and every way to pay it
 * takes for the shop: the card element, PayPal and Klarna's pay in 3 (redirect methods), and
 * Apple Pay and Google Pay (wallets through its button elements). All of them are off in the
 * store until staff switch them on.
 */
export const airwallexPlugin = {
  id: 'airwallex',
  readSettings: (env, { production, siteOrigin }) => readAirwallexConfig(env, { production, siteOrigin }),
  start: (config, { now }) => ({
    providers: [
      airwallexProvider(config, { now }),
      paypalProvider(config, { now }),
      klarnaProvider(config, { now }),
      applePayProvider(config, { now }),
      googlePayProvider(config, { now }),
    ],
  }),
  gatewayRows: (tenant_id) => {
    const off = { tenant_id, enabled: false, website_enabled: true, public_config: {} };
    return [
      {
        ...off,
        id: 'airwallex',
        name: 'Card (Airwallex)',
        type: 'airwallex',
        sort: 1,
        public_config: { returnPage: '/checkout/airwallex-return' },
      },
      { ...off, id: 'paypal', name: 'PayPal', type: 'paypal', sort: 2 },
      { ...off, id: 'klarna', name: 'Klarna, pay in 3', type: 'klarna', sort: 3 },
      { ...off, id: 'apple-pay', name: 'Apple Pay', type: 'applePay', sort: 4 },
      { ...off, id: 'google-pay', name: 'Google Pay', type: 'googlePay', sort: 5 },
    ];
  },
  // The brief's older name of checkPayment, called after Airwallex's return page by storefronts built against it.
  mutations: airwallexAliasMutations,
} satisfies PaymentPlugin<AirwallexConfig>;
