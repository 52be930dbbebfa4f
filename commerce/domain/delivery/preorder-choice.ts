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

function arrival(shipment: OptionShipment): string {
  return shipment.estDeliveryDate ? formatIsoDate(shipment.estDeliveryDate, DAY) : 'a day to be arranged';
}

/**
 * The basket's two ways of sending goods in stock with pre-orders, in plain words: how many
 * deliveries, when each is due (earliest first: the goods in stock, then the pre-orders) and the
 * delivery charge of the option as a whole, e.g. "2 deliveries: Friday 4 December, then
 * Monday 18 January. Delivery £78.00 in all."
 */
export function preorderOptionWords(choice: PreorderDelivery, shipments: readonly OptionShipment[], deliveryPence: Pence): PreorderOptionWords {
  const ordered = [...shipments].sort((a, b) => (a.estDeliveryDate ?? '9999').localeCompare(b.estDeliveryDate ?? '9999'));
  const charge = deliveryPence === 0 ? 'Delivery free.' : `Delivery ${formatPence(deliveryPence)}${ordered.length > 1 ? ' in all' : ''}.`;
  const count = ordered.length === 1 ? '1 delivery' : `${ordered.length} deliveries`;
  const days = ordered.map(arrival);
  const when = ordered.length === 1 ? `, arriving ${days[0]}` : `: ${days.slice(0, -1).join(', ')}, then ${days.at(-1)}`;
  return { title: TITLES[choice], detail: `${count}${when}. ${charge}` };
}
