import type { UkPostcode } from './postcode.ts';

/** Delivery zones: couriers price and serve by them. */
export type Zone = 'mainland' | 'highlands' | 'islands' | 'northernIreland' | 'islesOfManAndChannel' | 'notServed';

export const ZONES: readonly Zone[] = ['mainland', 'highlands', 'islands', 'northernIreland', 'islesOfManAndChannel', 'notServed'];

/** How a shopper-facing sentence names a zone: '… does not reach island addresses.' */
export const ZONE_PHRASES: Readonly<Record<Zone, string>> = {
  mainland: 'mainland Great Britain',
  highlands: 'the Scottish Highlands',
  islands: 'island addresses',
  northernIreland: 'Northern Ireland',
  islesOfManAndChannel: 'the Isle of Man or the Channel Islands',
  notServed: 'this postcode',
};

/**
 * One postcode area, or a range of its numeric districts (inclusive). Without districts the
 * rule covers the whole area. Rules are data so a shop can edit them without a release.
 */
export interface ZoneRule {
  zone: Zone;
  area: string;
  fromDistrict?: number;
  toDistrict?: number;
}

export type PostcodeDistrict = Pick<UkPostcode, 'area' | 'district'>;

function matches(rule: ZoneRule, postcode: PostcodeDistrict): boolean {
  if (rule.area !== postcode.area) return false;
  if (rule.fromDistrict !== undefined && postcode.district < rule.fromDistrict) return false;
  if (rule.toDistrict !== undefined && postcode.district > rule.toDistrict) return false;
  return true;
}

/** The first matching rule decides, so a narrower rule placed earlier can carve out an exception. */
export function zoneOf(postcode: PostcodeDistrict, rules: readonly ZoneRule[]): Zone {
  return rules.find((rule) => matches(rule, postcode))?.zone ?? 'mainland';
}

const RULE_SPEC = /^([A-Z]{1,2})(?:(\d{1,2})(?:\s*[-–]\s*([A-Z]{1,2})?(\d{1,2}))?)?$/;

/**
 * Rules from the way couriers print them: 'HS' (whole area), 'IV63' (one district),
 * 'IV1-IV28' or 'IV1–28' (a range). Throws on a spec it cannot read: that is bad data.
 */
export function zoneRules(zone: Zone, specs: readonly string[]): ZoneRule[] {
  return specs.map((spec) => {
    const match = RULE_SPEC.exec(spec.trim().toUpperCase());
    if (!match) throw new RangeError(`Not a postcode area or district range: '${spec}'`);
    const [, area = '', from, toArea, to] = match;
    if (toArea !== undefined && toArea !== area) throw new RangeError(`A range must stay in one area: '${spec}'`);
    if (from === undefined) return { zone, area };
    const fromDistrict = Number(from);
    const toDistrict = to === undefined ? fromDistrict : Number(to);
    if (toDistrict < fromDistrict) throw new RangeError(`Range runs backwards: '${spec}'`);
    return { zone, area, fromDistrict, toDistrict };
  });
}
