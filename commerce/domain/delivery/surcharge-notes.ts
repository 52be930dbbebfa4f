import type { Pence } from '../money.ts';
import type { EligibleQuote, SurchargeLine } from './quote.ts';
import { timesConsignments } from './shipment-promise.ts';
import { ZONE_PHRASES } from './zones.ts';

/** A surcharge as the shopper reads it where it is added: what it is, why, and how much. */
export interface SurchargeNote {
  kind: SurchargeLine['kind'];
  name: string;
  reason: string;
  pence: Pence;
}

/**
 * Every surcharge of a quote, named, with its reason. Surcharges are never waived, so a method
 * that is "free" still costs these: without a name and a reason the shopper sees a price rise
 * nobody explains.
 */
export function surchargeNotes(quote: Pick<EligibleQuote, 'surcharges' | 'services' | 'zone' | 'displayName'>): SurchargeNote[] {
  return quote.surcharges.map((line) => {
    const { name, reason } = nameAndReason(line.kind, quote);
    return { kind: line.kind, pence: line.pence, name: `${name}${timesConsignments(line.consignments)}`, reason };
  });
}

function nameAndReason(
  kind: SurchargeLine['kind'],
  quote: Pick<EligibleQuote, 'services' | 'zone' | 'displayName'>,
): { name: string; reason: string } {
  const serviceName = (type: string, fallback: string) => quote.services.find((s) => s.type === type)?.name ?? fallback;
  switch (kind) {
    case 'method':
      return { name: `${quote.displayName} surcharge`, reason: `Added to every delivery by ${quote.displayName}.` };
    case 'zone':
      return {
        name: 'Remote area surcharge',
        reason: `Delivering to ${ZONE_PHRASES[quote.zone]} costs the courier more.`,
      };
    case 'restrictedAccess':
      return {
        name: serviceName('restrictedAccess', 'Restricted access'),
        reason: 'Your address has restricted access, so a smaller vehicle with a tail-lift delivers.',
      };
    case 'bookIn':
      return {
        name: serviceName('bookIn', 'Book-in call'),
        reason: 'You asked the courier to call before delivery to agree a time.',
      };
  }
}
