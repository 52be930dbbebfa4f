import type { PostcodeDistrict } from './zones.ts';

/** Bank holidays differ by nation; England and Wales share theirs. */
export type CalendarRegion = 'england' | 'scotland' | 'northernIreland';

export const CALENDAR_REGIONS: readonly CalendarRegion[] = ['england', 'scotland', 'northernIreland'];

const SCOTTISH_AREAS: ReadonlySet<string> = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);

/**
 * TD15 (Berwick-upon-Tweed) is in England though its area is mostly Scottish. TD12 straddles the
 * border too, but its post town, Coldstream, is Scottish, so it keeps the Scottish calendar.
 */
const ENGLISH_DISTRICTS_IN_SCOTTISH_AREAS: readonly PostcodeDistrict[] = [{ area: 'TD', district: 15 }];

export function calendarRegionOf(postcode: PostcodeDistrict): CalendarRegion {
  if (postcode.area === 'BT') return 'northernIreland';
  if (!SCOTTISH_AREAS.has(postcode.area)) return 'england';
  const english = ENGLISH_DISTRICTS_IN_SCOTTISH_AREAS.some((d) => d.area === postcode.area && d.district === postcode.district);
  return english ? 'england' : 'scotland';
}
