import { type InstalmentTerms, withinInstalmentLimits } from '../../../../commerce/shared/index.ts';
import type { PaymentGateway } from '../../../lib/commerce/payments.ts';

/*
 * What a gateway's public config says about a way to pay the shopper leaves the shop for (a
 * redirect method), read without naming any: the API adds `leavesForProvider`, and for a
 * pay-in-parts method its terms (commerce/payments/<provider>/).
 */

const setting = (gateway: Pick<PaymentGateway, 'config'>, property: string) =>
  gateway.config.find((entry) => entry.property === property)?.value ?? null;

/** Whether paying this way sends the shopper to the provider's own page. */
export function leavesForProvider(gateway: Pick<PaymentGateway, 'config'>): boolean {
  return setting(gateway, 'leavesForProvider') === 'true';
}

const wholeNumber = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** A pay-in-parts method's terms, or null for a way to pay taking the whole amount at once. */
export function instalmentTermsOf(gateway: Pick<PaymentGateway, 'config'>): InstalmentTerms | null {
  const count = wholeNumber(setting(gateway, 'instalmentCount'));
  const everyDays = wholeNumber(setting(gateway, 'instalmentEveryDays'));
  const minPence = wholeNumber(setting(gateway, 'offeredFromPence'));
  const maxPence = wholeNumber(setting(gateway, 'offeredUpToPence'));
  if (count === null || count < 1 || everyDays === null || minPence === null || maxPence === null) return null;
  return { count, everyDays, minPence, maxPence };
}

/**
 * Whether the payment step offers this way to pay for an amount due (whole pence): a method with
 * limits only within them (the server refuses it outside them in any case), every other always.
 */
export function offeredFor(gateway: Pick<PaymentGateway, 'config'>, amountDuePence: number): boolean {
  const terms = instalmentTermsOf(gateway);
  return terms === null || withinInstalmentLimits(amountDuePence, terms);
}
