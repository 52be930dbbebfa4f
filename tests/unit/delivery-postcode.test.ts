import { describe, expect, it } from 'vitest';
import { calendarRegionOf } from '../../commerce/domain/delivery/calendar-region.ts';
import { parseUkPostcode, quotablePostcode, type UkPostcode } from '../../commerce/domain/delivery/postcode.ts';
import { UK_ZONE_RULES } from '../../commerce/domain/delivery/uk-zone-rules.ts';
import { zoneOf, zoneRules, type Zone } from '../../commerce/domain/delivery/zones.ts';

function parsed(input: string): UkPostcode {
  const result = parseUkPostcode(input);
  if (!result.ok) throw new Error(`expected ${input} to parse: ${result.message}`);
  return result;
}

describe('parseUkPostcode', () => {
  it.each([
    [' le12 6uz ', 'LE12 6UZ'],
    ['LE126UZ', 'LE12 6UZ'],
    ['le12    6uz', 'LE12 6UZ'],
    ['LE 12 6UZ', 'LE12 6UZ'],
    ['LE12\u00a06UZ', 'LE12 6UZ'],
    ['iv11aa', 'IV1 1AA'],
    ['SW1A 2A0', 'SW1A 2AO'], // a digit where only a letter can stand
  ])('reads %j as %s', (input, postcode) => {
    expect(parsed(input).postcode).toBe(postcode);
  });

  it('splits a postcode into outward code, area and numeric district', () => {
    expect(parsed('iv63 6tu')).toEqual({
      ok: true,
      postcode: 'IV63 6TU',
      outward: 'IV63',
      inward: '6TU',
      area: 'IV',
      district: 63,
    });
  });

  it('keeps a lettered sub-district but files it under its number', () => {
    expect(parsed('ec1a1bb')).toMatchObject({ outward: 'EC1A', area: 'EC', district: 1, subDistrict: 'EC1A' });
    expect(parsed('W1A 1AA')).toMatchObject({ area: 'W', district: 1, subDistrict: 'W1A' });
  });

  it.each([
    ['', 'POSTCODE_MISSING', 'Enter your postcode, like LE12 6UZ.'],
    ['   ', 'POSTCODE_MISSING', 'Enter your postcode, like LE12 6UZ.'],
    ['le12', 'POSTCODE_INCOMPLETE', 'Enter your full postcode, not just LE12: like LE12 6UZ.'],
    ['hello there', 'POSTCODE_MALFORMED', 'Enter a full UK postcode, like LE12 6UZ.'],
    ['12345', 'POSTCODE_MALFORMED', 'Enter a full UK postcode, like LE12 6UZ.'],
    ['QQ1 1AA', 'POSTCODE_UNKNOWN_AREA', 'QQ1 1AA is not a UK postcode we recognise; check the letters at the start.'],
  ])('refuses %j with a message the shopper can act on', (input, code, message) => {
    expect(parseUkPostcode(input)).toEqual({ ok: false, code, message });
  });
});

describe('zones from the default UK table', () => {
  it.each<[string, Zone]>([
    ['LE12 6UZ', 'mainland'],
    ['EH1 1YZ', 'mainland'],
    ['AB10 1XG', 'mainland'],
    ['PH16 5AA', 'mainland'],
    ['PO12 1AA', 'mainland'],
    ['TR1 1AA', 'mainland'],
    ['IV2 3AB', 'highlands'],
    ['IV40 8AA', 'highlands'],
    ['IV63 6TU', 'highlands'],
    ['KW14 7AA', 'highlands'],
    ['PA34 4AA', 'highlands'],
    ['PH33 6AA', 'highlands'],
    ['AB37 9AA', 'highlands'],
    ['FK17 8AA', 'highlands'],
    ['IV41 8AA', 'islands'],
    ['IV51 9AA', 'islands'],
    ['KW15 1AA', 'islands'],
    ['HS1 2AB', 'islands'],
    ['ZE1 0AA', 'islands'],
    ['PA20 0AA', 'islands'],
    ['PA42 7AA', 'islands'],
    ['PA78 6TB', 'islands'],
    ['PH42 4RL', 'islands'],
    ['KA27 8AA', 'islands'],
    ['TR21 0AA', 'islands'],
    ['PO30 1AA', 'islands'],
    ['BT1 1AA', 'northernIreland'],
    ['IM1 1AA', 'islesOfManAndChannel'],
    ['JE2 3AA', 'islesOfManAndChannel'],
    ['GY1 1AA', 'islesOfManAndChannel'],
    ['BF1 2AU', 'notServed'],
  ])('%s is %s', (postcode, zone) => {
    expect(zoneOf(parsed(postcode), UK_ZONE_RULES)).toBe(zone);
  });

  it('lets an earlier, narrower rule carve an exception out of a wider one', () => {
    const rules = [...zoneRules('mainland', ['PA20']), ...zoneRules('islands', ['PA'])];
    expect(zoneOf(parsed('PA20 0AA'), rules)).toBe('mainland');
    expect(zoneOf(parsed('PA21 0AA'), rules)).toBe('islands');
  });

  it('reads courier-style specs, with hyphen or en dash, and refuses what it cannot read', () => {
    expect(zoneRules('highlands', ['IV1-IV28', 'KW1–14', 'IV63', 'hs'])).toEqual([
      { zone: 'highlands', area: 'IV', fromDistrict: 1, toDistrict: 28 },
      { zone: 'highlands', area: 'KW', fromDistrict: 1, toDistrict: 14 },
      { zone: 'highlands', area: 'IV', fromDistrict: 63, toDistrict: 63 },
      { zone: 'highlands', area: 'HS' },
    ]);
    expect(() => zoneRules('islands', ['IV1-KW2'])).toThrow(RangeError);
    expect(() => zoneRules('islands', ['IV9-IV2'])).toThrow(RangeError);
    expect(() => zoneRules('islands', ['I V 1'])).toThrow(RangeError);
  });
});

describe('calendarRegionOf', () => {
  it.each([
    ['EH1 1YZ', 'scotland'],
    ['G2 1DU', 'scotland'],
    ['DG16 5AA', 'scotland'],
    ['TD1 1AA', 'scotland'],
    ['TD12 4AA', 'scotland'],
    ['ZE1 0AA', 'scotland'],
    ['TD15 1AA', 'england'],
    ['CA1 1AA', 'england'],
    ['CF10 1AA', 'england'],
    ['LE12 6UZ', 'england'],
    ['BT48 6AA', 'northernIreland'],
  ])('%s keeps the %s calendar', (postcode, region) => {
    expect(calendarRegionOf(parsed(postcode))).toBe(region);
  });
});

describe('quotablePostcode (a wallet sheet discloses only the outward code before paying)', () => {
  it('makes an outward code a postcode of that district, and leaves anything else as it came', () => {
    for (const [outward, district] of [
      ['BA1', 'BA1'],
      ['iv2', 'IV2'],
      ['EC1A', 'EC1A'],
      ['M1', 'M1'],
    ]) {
      const parsed = parseUkPostcode(quotablePostcode(outward!));
      expect(parsed, outward).toMatchObject({ ok: true, outward: district });
    }
    expect(quotablePostcode('BA1 1AA')).toBe('BA1 1AA');
    expect(quotablePostcode('BA')).toBe('BA');
    expect(quotablePostcode('')).toBe('');
  });
});
