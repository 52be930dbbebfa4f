import { describe, expect, it } from 'vitest';
import { deliveryChargesTable } from '../../commerce/domain/delivery/delivery-charges-table.ts';
import { UK_ZONE_RULES } from '../../commerce/domain/delivery/uk-zone-rules.ts';
import { SEED_COURIERS, SEED_SHIPPING_METHODS } from '../../dev/demo/delivery-methods.ts';
import {
  freeSentence,
  limitSentence,
  notServedSentence,
  priceSentence,
  serviceSentence,
  slotSentence,
  surchargeText,
  transitText,
} from '../../src/features/delivery/delivery-charges-text.ts';

const table = deliveryChargesTable(SEED_SHIPPING_METHODS, SEED_COURIERS, UK_ZONE_RULES);
const method = (id: string) => {
  const found = table.groups.flatMap((group) => group.methods).find((m) => m.id === id);
  if (!found) throw new Error(`no method ${id}`);
  return found;
};

describe('the delivery page’s table, from the rules checkout quotes with', () => {
  it('groups methods as goods travel, van then pallet then parcel, in display order', () => {
    expect(table.groups.map((g) => [g.group, g.methods.map((m) => m.id)])).toEqual([
      ['van', ['van-standard']],
      ['pallet', ['pallet-standard', 'pallet-next-day']],
      ['parcel', ['parcel-standard']],
    ]);
  });

  it('states each price, package size, free threshold and surcharge as the rule holds them', () => {
    const pallet = method('pallet-standard');
    expect(priceSentence(pallet, 'pallet')).toBe(
      '£39.00 for the first pallet and £25.00 for each further one (a pallet holds up to 1,000 kg).',
    );
    expect(freeSentence(pallet)).toBe(
      'Free when the goods in the delivery come to £350.00 or more; a remote-area surcharge is still charged.',
    );
    expect(priceSentence(method('van-standard'), 'crate')).toBe('£19.95 a delivery, however many crates (a crate holds up to 500 kg).');
    expect(freeSentence(method('pallet-next-day'))).toBeNull();
    const highlands = pallet.zones.find((zone) => zone.zone === 'highlands');
    expect(highlands && [transitText(highlands), surchargeText(highlands)]).toEqual(['3 to 4 working days after dispatch', '£35.00 extra']);
  });

  it('states how much one order and one vehicle take, so the page says what checkout refuses or splits', () => {
    expect(limitSentence(method('pallet-standard'), 'pallet')).toBe(
      'Up to 26 pallets in one delivery; more come as a further delivery, charged from its first pallet, and each delivery pays its own remote-area surcharge and tail-lift delivery.',
    );
    // A method that charges its surcharges once says nothing more: the page states the rule checkout quotes by.
    expect(limitSentence({ ...method('pallet-standard'), perConsignmentSurcharges: [] }, 'pallet')).toBe(
      'Up to 26 pallets in one delivery; more come as a further delivery, charged from its first pallet.',
    );
    expect(limitSentence(method('pallet-next-day'), 'pallet')).toBe('Up to 1,000 kg in one order.');
    expect(limitSentence({ ...method('pallet-next-day'), maxKilograms: null }, 'pallet')).toBeNull();
  });

  it('names each slot and vehicle service with what it adds', () => {
    const [morning] = method('van-standard').timedSlots;
    expect(morning && slotSentence(morning)).toBe('Morning delivery (between 8am and 12 noon): £10.00 extra.');
    const [tailLift] = method('pallet-standard').services;
    expect(tailLift && serviceSentence(tailLift)).toBe(
      'Tail-lift delivery: a smaller lorry with a tail-lift, for addresses an articulated lorry cannot reach; £15.00 extra.',
    );
  });

  it('says where a method does not go, so the page never promises a surcharge where goods are refused', () => {
    expect(notServedSentence(method('van-standard'))).toBe(
      'Delivery by our van does not go to island addresses, Northern Ireland or the Isle of Man or the Channel Islands.',
    );
    expect(method('van-standard').zones.map((zone) => zone.zone)).toEqual(['mainland', 'highlands']);
    expect(notServedSentence(method('parcel-standard'))).toBe('Parcel delivery does not go to the Isle of Man or the Channel Islands.');
  });

  it('lists each zone’s postcodes as couriers print them, mainland being the rest', () => {
    const highlands = table.zoneAreas.find((entry) => entry.zone === 'highlands');
    expect(highlands?.areas.slice(0, 2)).toEqual(['IV1–IV28', 'IV30–IV40']);
    expect(table.zoneAreas.find((entry) => entry.zone === 'notServed')?.areas).toEqual(['BF']);
    expect(table.zoneAreas.some((entry) => entry.zone === 'mainland')).toBe(false);
  });

  it('refuses a method whose courier is not recorded, rather than print half a rule', () => {
    expect(() => deliveryChargesTable(SEED_SHIPPING_METHODS, [], UK_ZONE_RULES)).toThrow(/courier hearth-van/);
  });
});
