import type { ShippingMethodRule } from './methods.ts';
import type { Zone, ZoneRule } from './zones.ts';

/**
 * Countries with UK postcodes of their own areas: the Crown Dependencies. Their addresses are
 * quoted by postcode like any other, so the zone rules of these areas decide whether we go there.
 */
const CROWN_DEPENDENCY_AREAS: Readonly<Record<string, readonly string[]>> = { IM: ['IM'], JE: ['JE'], GG: ['GY'] };
const CROWN_AREAS = new Set(Object.values(CROWN_DEPENDENCY_AREAS).flat());

/**
 * The zones an address in a country can fall in. Great Britain and Northern Ireland: every zone
 * the rules name outside the Crown Dependencies, and the mainland (where unlisted postcodes go).
 * A Crown Dependency: its areas' zones. Anywhere else: none, as delivery is quoted by UK postcode.
 */
export function countryZones(alpha2: string, zoneRules: readonly ZoneRule[]): Zone[] {
  const code = alpha2.toUpperCase();
  const crownAreas = CROWN_DEPENDENCY_AREAS[code];
  if (crownAreas) {
    const zones = zoneRules.filter((rule) => crownAreas.includes(rule.area)).map((rule) => rule.zone);
    return [...new Set(zones.length > 0 ? zones : (['mainland'] as Zone[]))];
  }
  if (code !== 'GB') return [];
  return [...new Set<Zone>(['mainland', ...zoneRules.filter((rule) => !CROWN_AREAS.has(rule.area)).map((rule) => rule.zone)])];
}

/** Whether some enabled method reaches some part of the country: only then is it offered for delivery. */
export function deliversToCountry(alpha2: string, methods: readonly ShippingMethodRule[], zoneRules: readonly ZoneRule[]): boolean {
  const zones = countryZones(alpha2, zoneRules).filter((zone) => zone !== 'notServed');
  return methods.some((method) => zones.some((zone) => method.servedZones.includes(zone)));
}
