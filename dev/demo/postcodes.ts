import type { Insertable, Kysely } from 'kysely';
import type { Database, PostcodeAddressTable } from '../../commerce/store/tables.ts';

type DemoAddress = Insertable<PostcodeAddressTable>;

type Place = Pick<DemoAddress, 'post_code' | 'city' | 'state' | 'country_code' | 'lat' | 'long'>;

const place = (post_code: string, city: string, state: string, lat: number, long: number): Place => ({
  post_code,
  city,
  state,
  country_code: 'GB',
  lat,
  long,
});

/** Ids are stable ("LE126UZ-01") so loading twice finds the rows it wrote the first time. */
function addressesAt(at: Place, lines: [line1: string, line2: string | null, company: string | null][]): DemoAddress[] {
  const prefix = at.post_code.replace(' ', '');
  return lines.map(([line1, line2, company], index) => ({
    id: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    ...at,
    line1,
    line2,
    company,
  }));
}

/**
 * Demo data for the address finder: the shop's default postcode (the yard) and one postcode
 * in each of the places whose delivery rules differ (Edinburgh, the Highlands, Belfast).
 * The addresses are made up; only the postcodes' areas are real.
 */
export const DEMO_POSTCODE_ADDRESSES: readonly DemoAddress[] = [
  ...addressesAt(place('LE12 6UZ', 'Loughborough', 'Leicestershire', 52.7663, -1.2342), [
    ['Charnwood Timber Yard', 'Woodgate Lane', 'Hearth Fuels Ltd'],
    ['1 Woodgate Lane', null, null],
    ['3 Woodgate Lane', null, null],
    ['5 Woodgate Lane', null, null],
    ['Ash Tree Cottage', 'Woodgate Lane', null],
    ['Unit 2, Woodgate Business Park', 'Woodgate Lane', 'Quorn Stoves'],
  ]),
  ...addressesAt(place('EH1 1YZ', 'Edinburgh', 'City of Edinburgh', 55.9497, -3.1904), [
    ['Flat 1', '12 Canongate Close', null],
    ['Flat 2', '12 Canongate Close', null],
    ['14 Canongate Close', null, 'Old Town Bothy Bar'],
  ]),
  ...addressesAt(place('IV2 3BN', 'Inverness', 'Highland', 57.4738, -4.2166), [
    ['Birchwood Croft', 'Culduthel Road', null],
    ['Larch House', 'Culduthel Road', null],
  ]),
  ...addressesAt(place('BT1 5GS', 'Belfast', 'County Antrim', 54.5973, -5.9301), [
    ['21 Linen Quay', null, null],
    ['23 Linen Quay', null, 'Lagan Hearth & Home'],
  ]),
];

/** Loads the demo postcodes; rows already there are left alone, so it is safe at every start. */
export async function loadDemoPostcodes(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('postcode_address')
    .values([...DEMO_POSTCODE_ADDRESSES])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
