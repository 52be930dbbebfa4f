import type { Insertable } from 'kysely';
import { bankHolidays } from '../domain/delivery/holidays.ts';
import { paymentGatewayRows } from '../payments/index.ts';
import type {
  AcceptedCardTable,
  CountryTable,
  CurrencyTable,
  PaymentGatewayTable,
  ReviewPlatformTable,
  ShippingHolidayTable,
} from '../store/tables.ts';

/**
 * The rows every UK shop needs before it can sell, whoever owns it: the countries it delivers
 * to and takes cards from, the pound, its own verified-buyer reviews, the card providers it can
 * switch on, and the bank holidays its delivery dates skip. None of it is demo data: a real
 * shop's `shop:init` writes it, and so does the demo.
 */
export interface ShopReference {
  countries: Insertable<CountryTable>[];
  currencies: Insertable<CurrencyTable>[];
  reviewPlatforms: Insertable<ReviewPlatformTable>[];
  paymentGateways: Insertable<PaymentGatewayTable>[];
  acceptedCards: Insertable<AcceptedCardTable>[];
}

const everywhere = { checkout_billing: true, checkout_shipping: true, office_billing: true, office_shipping: true };
const billingOnly = { checkout_billing: true, checkout_shipping: false, office_billing: true, office_shipping: false };

type CountryUse = typeof everywhere;

/** The shop delivers within the UK and the Crown Dependencies; cards from Ireland may pay. */
const COUNTRIES: readonly [alpha2: string, alpha3: string, name: string, official: string, use: CountryUse, enabled: boolean][] = [
  ['GB', 'GBR', 'United Kingdom', 'United Kingdom of Great Britain and Northern Ireland', everywhere, true],
  ['IM', 'IMN', 'Isle of Man', 'Isle of Man', everywhere, true],
  ['JE', 'JEY', 'Jersey', 'Bailiwick of Jersey', everywhere, true],
  ['GG', 'GGY', 'Guernsey', 'Bailiwick of Guernsey', everywhere, true],
  ['IE', 'IRL', 'Ireland', 'Ireland', billingOnly, true],
  ['FR', 'FRA', 'France', 'French Republic', billingOnly, false],
];

/** Card schemes by their published number ranges, offered by each card provider. */
const CARD_SCHEMES = [
  { id: 'visa', name: 'Visa', code: 'VISA', card_regex: '^4[0-9]{12}(?:[0-9]{3}){0,2}$' },
  {
    id: 'mastercard',
    name: 'Mastercard',
    code: 'MASTERCARD',
    card_regex: '^(?:5[1-5][0-9]{2}|222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)[0-9]{12}$',
  },
  { id: 'amex', name: 'American Express', code: 'AMEX', card_regex: '^3[47][0-9]{13}$' },
] as const;

/**
 * `paymentGateways`: the ways to pay a shop can switch on, off until staff do unless a plug-in
 * says otherwise: every payment plug-in's rows (commerce/payments/plugins.ts) unless given; the
 * demo adds its development stand-ins'.
 */
export function shopReference(
  tenantId: string,
  salesChannelId: string,
  paymentGateways: Insertable<PaymentGatewayTable>[] = paymentGatewayRows(tenantId),
): ShopReference {
  const tenant_id = tenantId;
  const gateways = paymentGateways;
  return {
    countries: COUNTRIES.map(([alpha2, alpha3, name, official, use, enabled]) => ({
      tenant_id,
      alpha2,
      alpha3,
      name,
      official_name: official,
      flag_url: `/media/flags/${alpha2.toLowerCase()}.svg`,
      enabled,
      ...use,
    })),
    currencies: [
      { tenant_id, id: 'gbp', name: 'Pound sterling', currency_code: 'GBP', format_string: '£{amount}', round_to: 2, is_base: true },
    ],
    // The shop's own reviews: written by customers about products they bought from it.
    reviewPlatforms: [
      {
        tenant_id,
        sales_channel_id: salesChannelId,
        id: 'hearth-reviews',
        name: 'Customer reviews',
        enabled: true,
        type: 'internal',
        config: { showOnProduct: true, minimumToShow: 1 },
        ...everywhere,
      },
    ],
    paymentGateways: gateways,
    acceptedCards: gateways.flatMap((gateway) =>
      CARD_SCHEMES.map((scheme, sort) => ({
        tenant_id,
        gateway_id: gateway.id,
        ...scheme,
        icon: `/media/cards/${scheme.id}.svg`,
        sort,
      })),
    ),
  };
}

/**
 * Bank holidays for the year of `now` and the next two, in every UK region, so a December order
 * sees January's closures; a later start adds the years that have come into range.
 */
export function bankHolidayRows(tenantId: string, now: Date): Insertable<ShippingHolidayTable>[] {
  const year = now.getUTCFullYear();
  return [year, year + 1, year + 2].flatMap((y) =>
    (['england', 'scotland', 'northernIreland'] as const).flatMap((region) =>
      bankHolidays(y, region).map((h) => ({ tenant_id: tenantId, region, date: h.date, name: h.name })),
    ),
  );
}
