import {
  type DeliveryVatFacts,
  formatPence,
  type MethodCharges,
  type ShippingGroup,
  type Zone,
  ZONE_PHRASES,
  type ZoneAreas,
  type ZoneCharge,
} from '../../../commerce/shared/index.ts';

/** The delivery page's sentences, from the rules checkout quotes with (no figure typed by hand). */

export const GROUP_HEADINGS: Readonly<Record<ShippingGroup, string>> = {
  van: 'Log crates: our own vans',
  pallet: 'Pellets: on a pallet',
  parcel: 'Kindling and firelighters: by parcel',
};

const ZONE_NAMES: Readonly<Record<Zone, string>> = {
  mainland: 'Mainland Great Britain',
  highlands: 'Scottish Highlands',
  islands: 'Islands',
  northernIreland: 'Northern Ireland',
  islesOfManAndChannel: 'Isle of Man and Channel Islands',
  notServed: 'Not delivered',
};

export function zoneName(zone: Zone): string {
  return ZONE_NAMES[zone];
}

const kilograms = (kg: number) => `${kg.toLocaleString('en-GB')} kg`;

/** "£39.00 for the first pallet (up to 1,000 kg), £25.00 for each further one." */
export function priceSentence(method: MethodCharges, packageName: string): string {
  const first = `${formatPence(method.pricePence)} a delivery`;
  const size = `a ${packageName} holds up to ${kilograms(method.packageKilograms)}`;
  if (method.perPackagePence === null) return `${first}, however many ${packageName}s (${size}).`;
  return `${formatPence(method.pricePence)} for the first ${packageName} and ${formatPence(method.perPackagePence)} for each further one (${size}).`;
}

/** When the method costs nothing, and what is still charged then. */
export function freeSentence(method: MethodCharges): string | null {
  if (method.freeOverPence === null) return null;
  const extras = method.zones.some((zone) => zone.surchargePence > 0) || method.surchargePence > 0;
  return `Free when the goods in the delivery come to ${formatPence(method.freeOverPence)} or more${
    extras ? '; a remote-area surcharge is still charged' : ''
  }.`;
}

/** "Up to 26 pallets in one delivery; …": how much one order and one vehicle take; null when neither is limited. */
export function limitSentence(method: MethodCharges, packageName: string): string | null {
  const sentences: string[] = [];
  if (method.maxKilograms !== null) sentences.push(`Up to ${kilograms(method.maxKilograms)} in one order.`);
  if (method.packagesPerConsignment !== null) {
    const again = method.perConsignmentSurcharges;
    const also =
      again.length === 0
        ? ''
        : `, and each delivery pays its own ${again.length === 1 ? again[0] : `${again.slice(0, -1).join(', ')} and ${again.at(-1)}`}`;
    sentences.push(
      `Up to ${method.packagesPerConsignment} ${packageName}s in one delivery; more come as a further delivery, charged from its first ${packageName}${also}.`,
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

export function transitText(zone: ZoneCharge): string {
  const { min, max } = zone.transitDays;
  const days = min === max ? `${min}` : `${min} to ${max}`;
  return `${days} working day${max === 1 ? '' : 's'} after dispatch`;
}

export function surchargeText(zone: ZoneCharge): string {
  return zone.surchargePence === 0 ? 'No extra charge' : `${formatPence(zone.surchargePence)} extra`;
}

/** "Does not go to island addresses or Northern Ireland." */
export function notServedSentence(method: MethodCharges): string | null {
  if (method.notServed.length === 0) return null;
  const places = method.notServed.map((zone) => ZONE_PHRASES[zone]);
  const list = places.length === 1 ? places[0] : `${places.slice(0, -1).join(', ')} or ${places.at(-1)}`;
  return `${method.displayName} does not go to ${list}.`;
}

export function extraText(pence: number): string {
  return pence === 0 ? 'no extra charge' : `${formatPence(pence)} extra`;
}

export function cutoffSentence(method: MethodCharges): string {
  return `Orders placed by ${method.cutoffTime} (UK time) on a working day are dispatched that day.`;
}

/** "IV1–IV28, KW1–KW14, …" as a sentence. */
export function areasSentence(entry: ZoneAreas): string {
  return `${zoneName(entry.zone)}: postcodes ${entry.areas.join(', ')}.`;
}

/** The word for one package of a group, for the price sentence. */
export const PACKAGE_NAMES: Readonly<Record<ShippingGroup, string>> = { van: 'crate', pallet: 'pallet', parcel: 'parcel' };

/** A sentence's description as a clause: "Between 8am and 12 noon." -> "between 8am and 12 noon". */
function asClause(description: string): string {
  const trimmed = description.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/** "Morning delivery (between 8am and 12 noon): £10.00 extra." */
export function slotSentence(slot: MethodCharges['timedSlots'][number]): string {
  return `${slot.label} delivery (${asClause(slot.description)}): ${extraText(slot.pricePence)}.`;
}

/** "Tail-lift delivery: a smaller lorry with a tail-lift, …; £15.00 extra." */
export function serviceSentence(service: MethodCharges['services'][number]): string {
  return `${service.name}: ${asClause(service.description)}; ${extraText(service.surchargePence)}.`;
}

const percent = (rateBasisPoints: number) => `${rateBasisPoints / 100}%`;

/**
 * How delivery is taxed, as the seller set it, with the worked example the export computed by
 * checkout's own rule (commerce/domain/pricing/delivery-vat.ts): the figures are never typed here.
 */
export function deliveryVatSentences(facts: DeliveryVatFacts): string[] {
  const { example } = facts;
  const [logs, lighters] = example.goods;
  const scene = `a ${formatPence(example.chargePence)} delivery carrying ${formatPence(logs!.valuePence)} of logs at ${percent(logs!.rateBasisPoints)} VAT and ${formatPence(lighters!.valuePence)} of firelighters at ${percent(lighters!.rateBasisPoints)}`;
  const parts = example.parts.map(
    (part) => `${formatPence(part.pence)} at ${percent(part.rateBasisPoints)} (VAT ${formatPence(part.taxPence)})`,
  );
  if (facts.treatment === 'standard_rated') {
    return [
      'Delivery is charged as a service of its own, at the standard rate of VAT, whatever the goods are.',
      `For example, ${scene} is taxed as ${parts.join(' and ')}.`,
    ];
  }
  return [
    'Delivery takes the VAT rate of the goods it carries: on firewood and pellets at 5%, delivery is taxed at 5% too.',
    'When one delivery carries goods at different rates, its charge is split between them by the value of the goods, to the penny.',
    `For example, ${scene} is taxed as ${parts.join(' and ')}.`,
  ];
}
