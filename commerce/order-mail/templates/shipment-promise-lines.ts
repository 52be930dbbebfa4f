import { createElement as h, type ReactNode } from 'react';
import { chargeLine, type ShipmentPromise } from '../../domain/delivery/shipment-promise.ts';

/** "Delivery on Friday 4 December, Morning (between 8am and 12 noon)." with what it waits for. */
export function arrivalSentence(promise: ShipmentPromise, lead: string): string {
  const when = promise.day ? `${lead} ${promise.arrival}.` : `${promise.arrival}: we will tell you the day.`;
  return promise.ready ? `${when} ${promise.ready}.` : when;
}

/**
 * A shipment's promise as mail lines, after its arrival sentence: what was booked and what each
 * part of its delivery charge covers, worded by domain/delivery/shipment-promise.ts as the order
 * page, the receipt and the desk word them.
 */
export function promiseDetails(promise: ShipmentPromise): ReactNode[] {
  const details: ReactNode[] = [];
  if (promise.services.length > 0) details.push(h('br', { key: 'sb' }), `Booked: ${promise.services.join(', ')}.`);
  for (const [index, charge] of promise.charges.entries()) details.push(h('br', { key: `c${index}` }), chargeLine(charge));
  return details;
}
