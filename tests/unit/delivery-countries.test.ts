import { describe, expect, it } from 'vitest';
import { countryZones, deliversToCountry } from '../../commerce/domain/delivery/delivery-countries.ts';
import type { ShippingMethodRule } from '../../commerce/domain/delivery/methods.ts';
import { UK_ZONE_RULES } from '../../commerce/domain/delivery/uk-zone-rules.ts';
import type { Zone } from '../../commerce/domain/delivery/zones.ts';

const serving = (...servedZones: Zone[]) => ({ servedZones }) as unknown as ShippingMethodRule;

describe('countryZones', () => {
  it('puts the Crown Dependencies in their own zone and the UK in every other', () => {
    expect(countryZones('JE', UK_ZONE_RULES)).toEqual(['islesOfManAndChannel']);
    expect(countryZones('gg', UK_ZONE_RULES)).toEqual(['islesOfManAndChannel']);
    expect(countryZones('IM', UK_ZONE_RULES)).toEqual(['islesOfManAndChannel']);
    expect(new Set(countryZones('GB', UK_ZONE_RULES))).toEqual(
      new Set(['mainland', 'notServed', 'northernIreland', 'islands', 'highlands']),
    );
    expect(countryZones('IE', UK_ZONE_RULES)).toEqual([]);
  });
});

describe('deliversToCountry', () => {
  const shopMethods = [serving('mainland', 'highlands'), serving('mainland', 'highlands', 'islands', 'northernIreland')];

  it('offers the UK and not the Crown Dependencies while no method goes there', () => {
    expect(['GB', 'JE', 'GG', 'IM', 'IE'].filter((c) => deliversToCountry(c, shopMethods, UK_ZONE_RULES))).toEqual(['GB']);
  });

  it('offers a Crown Dependency once a method reaches its zone', () => {
    expect(deliversToCountry('JE', [...shopMethods, serving('islesOfManAndChannel')], UK_ZONE_RULES)).toBe(true);
  });

  it('never counts the zone nobody serves', () => {
    expect(deliversToCountry('GB', [serving('notServed')], UK_ZONE_RULES)).toBe(false);
  });
});
