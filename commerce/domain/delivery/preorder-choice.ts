import { formatPence, type Pence } from '../money.ts';
import { formatIsoDate } from './date-format.ts';
import type { PreorderDelivery } from './shipments.ts';

/** One shipment of an option, as planned: when it can leave and when it is due. */
export interface OptionShipment {
  readyDate: string | null;
  estDeliveryDate: string | null;
}

export interface PreorderOptionWords {
  /** What the option does, e.g. "Send what is in stock now, the pre-orders when they ship". */
  title: string;
  /** How many deliveries, when each is due and what delivery costs in all. */
  detail: string;
}

const DAY = 'EEEE d MMMM';

const TITLES: Readonly<Record<PreorderDelivery, string>> = {
  split: 'Send what is in stock now, the pre-orders when they ship',
  together: 'Wait and send everything together',
};

/** The day it is due, or without a delivery plan yet (no postcode), the day it can leave. */
function arrival(shipment: OptionShipment): string {
  if (shipment.estDeliveryDate) return formatIsoDate(shipment.estDeliveryDate, DAY);
  return shipment.readyDate ? `leaving from ${formatIsoDate(shipment.readyDate, DAY)}` : 'leaving as soon as we can';
}

/**
 * The basket's two ways of sending goods in stock with pre-orders, in plain words: how many
 * deliveries, when each is due (earliest first: the goods in stock, then the pre-orders) and the
 * delivery charge of the option as a whole, e.g. "2 deliveries: Friday 4 December, then
 * Monday 18 January. Delivery £78.00 in all." `deliveryPence` is null while some shipment has no
 * charge yet (no postcode, or nothing delivers there): the words then say the charge comes later
 * rather than calling it free.
 */
export function preorderOptionWords(
  choice: PreorderDelivery,
  shipments: readonly OptionShipment[],
  deliveryPence: Pence | null,
): PreorderOptionWords {
  const when = (s: OptionShipment) => s.estDeliveryDate ?? s.readyDate ?? '';
  const ordered = [...shipments].sort((a, b) => when(a).localeCompare(when(b)));
  const charge =
    deliveryPence === null
      ? 'Delivery is priced once we know where it goes.'
      : deliveryPence === 0
        ? 'Delivery free.'
        : `Delivery ${formatPence(deliveryPence)}${ordered.length > 1 ? ' in all' : ''}.`;
  const count = ordered.length === 1 ? '1 delivery' : `${ordered.length} deliveries`;
  const days = ordered.map(arrival);
  const dates =
    ordered.length === 1
      ? `, ${days[0]!.startsWith('leaving') ? '' : 'arriving '}${days[0]}`
      : `: ${days.slice(0, -1).join(', ')}, then ${days.at(-1)}`;
  return { title: TITLES[choice], detail: `${count}${dates}. ${charge}` };
}
