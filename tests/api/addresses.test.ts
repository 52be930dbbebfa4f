import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POSTCODE_ADDRESSES, loadDemoPostcodes } from '../../dev/demo/postcodes.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { DeleteAddressDocument, type AddressInput } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient, type ApiResult, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import { ID_TOKEN_SETTINGS, RIVAL_SCOPE, rivalIdToken, seedRivalTenant, signIdToken, TEST_NOW } from '../fixtures/customer-tokens.ts';
import { ChangeAddressDocument, ListMyAddressesDocument, LookUpPostcodeDocument, SaveAddressDocument } from './gql/graphql.ts';

const HOME = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Woodgate Lane',
  city: 'Loughborough',
  postCode: 'le12  6uz ',
  countryCode: 'gb',
};

/** Everything an address call could write. */
async function snapshot(db: Kysely<Database>) {
  const addresses = await db.selectFrom('customer_address').selectAll().orderBy('id').execute();
  const customers = await db.selectFrom('customer').selectAll().orderBy('id').execute();
  return { addresses, customers };
}

/** A clock that moves on a second each time it is read, so rows made one after another differ in age. */
function tickingClock(): () => Date {
  let tick = 0;
  return () => new Date(TEST_NOW.getTime() + 1000 * tick++);
}

describe.each(backends)('addresses on $name', (backend) => {
  const shop = useShop(backend, {
    setUp: async (db) => {
      await loadDemoPostcodes(db);
      await seedRivalTenant(db);
    },
  });
  const guest = shop.api;

  async function create(customer: SignedInCustomer, input: AddressInput) {
    const result = await customer.api(SaveAddressDocument, { input, ...scope });
    expect(result.errors).toBeUndefined();
    return result.data!.createAddress;
  }

  async function storedAddresses(customerId: string) {
    return shop.db.selectFrom('customer_address').selectAll().where('customer_id', '=', customerId).orderBy('created_at').execute();
  }

  describe('getAddressesByPostCode', () => {
    it('lists the addresses at the shop’s own postcode for a guest', async () => {
      const result = await guest(LookUpPostcodeDocument, { ...scope, postCode: 'LE12 6UZ' });
      expect(result.errors).toBeUndefined();
      const found = result.data!.getAddressesByPostCode;
      expect(found.length).toBeGreaterThanOrEqual(5);
      expect(found.every((a) => a.postCode === 'LE12 6UZ' && a.city === 'Loughborough' && a.countryCode === 'GB')).toBe(true);
      expect(found[0]).toMatchObject({
        id: 'LE126UZ-01',
        line1: 'Charnwood Timber Yard',
        company: 'Hearth Fuels Ltd',
        firstName: null,
        lastName: null,
        addressType: null,
      });
    });

    it.each([
      ['le126uz', 'LE12 6UZ'],
      ['  le12   6uz ', 'LE12 6UZ'],
      ['eh11yz', 'EH1 1YZ'],
      ['iv2 3bn', 'IV2 3BN'],
      ['BT1 5GS', 'BT1 5GS'],
    ])('normalises %j to %s before looking it up', async (typed, normalised) => {
      const result = await guest(LookUpPostcodeDocument, { ...scope, postCode: typed });
      const found = result.data!.getAddressesByPostCode;
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((a) => a.postCode === normalised)).toBe(true);
    });

    it('finds the Edinburgh, Highlands and Belfast demo postcodes in their own towns', async () => {
      const towns = [];
      for (const postCode of ['EH1 1YZ', 'IV2 3BN', 'BT1 5GS']) {
        const result = await guest(LookUpPostcodeDocument, { ...scope, postCode });
        towns.push(result.data!.getAddressesByPostCode[0]!.city);
      }
      expect(towns).toEqual(['Edinburgh', 'Inverness', 'Belfast']);
    });

    it('answers an empty list for a real postcode it has no addresses for', async () => {
      const result = await guest(LookUpPostcodeDocument, { ...scope, postCode: 'SW1A 1AA' });
      expect(result).toEqual({ data: { getAddressesByPostCode: [] } });
    });

    it.each([
      ['LE12', /^postCode: Enter your full postcode, not just LE12/],
      ['LE12 6U', /^postCode: Enter a full UK postcode, like LE12 6UZ/],
      ['hello', /^postCode: Enter a full UK postcode/],
      ['12345', /^postCode: Enter a full UK postcode/],
      ['LE12-6UZ', /^postCode: Enter a full UK postcode/],
      ['', /^postCode: Enter your postcode/],
    ])('refuses the malformed postcode %j, saying what to enter', async (postCode, message) => {
      const result = await guest(LookUpPostcodeDocument, { ...scope, postCode });
      expect(errorOf(result)?.code).toBe('BAD_USER_INPUT');
      expect(errorOf(result)?.message).toMatch(message);
    });

    it('refuses another tenant and a caller with no credentials', async () => {
      expect(errorOf(await guest(LookUpPostcodeDocument, { ...RIVAL_SCOPE, postCode: 'LE12 6UZ' }))?.code).toBe('FORBIDDEN');
      const anonymous = shop.client({ apiKey: null });
      expect(errorOf(await anonymous(LookUpPostcodeDocument, { ...scope, postCode: 'LE12 6UZ' }))?.code).toBe('UNAUTHENTICATED');
    });

    it('loads the demo postcodes only once however often it runs', async () => {
      await loadDemoPostcodes(shop.db);
      await loadDemoPostcodes(shop.db);
      const rows = await shop.db.selectFrom('postcode_address').select('id').execute();
      expect(rows).toHaveLength(DEMO_POSTCODE_ADDRESSES.length);
    });
  });

  describe('createAddress', () => {
    it('saves a normalised address for the signed-in customer, the first of its type as default', async () => {
      const ada = await shop.customer();
      const address = await create(ada, {
        ...HOME,
        line2: '  ',
        phoneNumber: '07700 900456',
        what3Words: '///Filled.Count.Soap',
        deliveryNotes: ' Leave by the log store ',
        lat: 52.77,
        long: -1.23,
      });
      expect(address).toMatchObject({
        addressType: 'shipping',
        isDefault: true,
        business: false,
        firstName: 'Ada',
        postCode: 'LE12 6UZ',
        countryCode: 'GB',
        line2: null,
        phoneNumber: '+447700900456',
        what3Words: 'filled.count.soap',
        deliveryNotes: 'Leave by the log store',
        lat: 52.77,
        long: -1.23,
        restrictedAccess: false,
        restrictedAccessForced: false,
      });
      const [stored] = await storedAddresses(ada.row.id);
      expect(stored).toMatchObject({
        id: address.id,
        tenant_id: 'hearth',
        sales_channel_id: 'uk-web',
        customer_id: ada.row.id,
        post_code: 'LE12 6UZ',
        is_default: true,
      });
    });

    it('keeps one default per type: a new default clears the old, and billing is separate', async () => {
      const ada = await shop.customer();
      const first = await create(ada, HOME);
      const second = await create(ada, { ...HOME, line1: '3 Woodgate Lane' });
      expect(second.isDefault).toBe(false);
      const billing = await create(ada, { ...HOME, addressType: 'billing', line1: 'Accounts Office' });
      expect(billing.isDefault).toBe(true);
      const third = await create(ada, { ...HOME, line1: '5 Woodgate Lane', isDefault: true });
      expect(third.isDefault).toBe(true);

      const defaults = (await storedAddresses(ada.row.id)).filter((a) => a.is_default).map((a) => a.id);
      expect(defaults.sort()).toEqual([billing.id, third.id].sort());
      expect(defaults).not.toContain(first.id);
    });

    it('keeps one default when two defaults are saved at the same moment', async () => {
      const ada = await shop.customer();
      await create(ada, HOME);
      const results = await Promise.all(
        ['Flat 1', 'Flat 2', 'Flat 3', 'Flat 4', 'Flat 5', 'Flat 6'].map((line1) =>
          ada.api(SaveAddressDocument, { ...scope, input: { ...HOME, line1, isDefault: true } }),
        ),
      );
      expect(results.every((r) => r.errors === undefined)).toBe(true);
      const defaults = (await storedAddresses(ada.row.id)).filter((a) => a.is_default);
      expect(defaults).toHaveLength(1);
    });

    it('uses the token’s tenant and channel when the call names none, and refuses others', async () => {
      const ada = await shop.customer();
      const result = await ada.api(SaveAddressDocument, { input: HOME });
      expect(result.data?.createAddress.postCode).toBe('LE12 6UZ');
      const elsewhere = await ada.api(SaveAddressDocument, { input: HOME, ...RIVAL_SCOPE });
      expect(errorOf(elsewhere)?.code).toBe('FORBIDDEN');
      expect(await storedAddresses(ada.row.id)).toHaveLength(1);
    });

    it('takes a foreign postcode as written, without the UK rules', async () => {
      const ada = await shop.customer();
      const address = await create(ada, { ...HOME, city: 'Dublin', postCode: 'd02 x285', countryCode: 'IE' });
      expect(address).toMatchObject({ postCode: 'D02 X285', countryCode: 'IE' });
    });

    const refusals: [string, Partial<AddressInput>, RegExp][] = [
      ['no first name', { firstName: undefined }, /^input\.firstName: Enter the first name: every address needs/],
      ['a blank last name', { lastName: '   ' }, /^input\.lastName: Enter the last name/],
      ['no first line', { line1: null }, /^input\.line1: Enter the first line/],
      ['no town', { city: '' }, /^input\.city: Enter the town or city/],
      ['no postcode', { postCode: undefined }, /^input\.postCode: Enter the postcode/],
      ['no country', { countryCode: undefined }, /^input\.countryCode: Choose the country/],
      ['a country that is not a code', { countryCode: 'England' }, /^input\.countryCode: Use the two-letter country code/],
      ['a UK postcode that does not exist in form', { postCode: 'LE12 6Z' }, /^input\.postCode: Enter a full UK postcode, like LE12 6UZ/],
      [
        'a Jersey address without a Jersey-style postcode',
        { countryCode: 'JE', postCode: '12345' },
        /^input\.postCode: Enter a full UK postcode/,
      ],
      ['a phone number with letters', { phoneNumber: '0770 CALL ME' }, /^input\.phoneNumber: Remove the letters/],
      ['a phone number without a prefix', { phoneNumber: '7700900123' }, /^input\.phoneNumber: Start your phone number with 0/],
      ['what3words that are not three words', { what3Words: 'filled count soap' }, /^input\.what3Words: Use three words joined by dots/],
      ['a latitude off the globe', { lat: 123 }, /^input\.lat: must be a latitude/],
      ['an unknown address type', { addressType: 'holiday' }, /^input\.addressType: must be shipping or billing/],
      ['an id, which only updateAddress takes', { id: '00000000-0000-4000-8000-000000000000' }, /^input\.id: leave it out/],
      ['an over-long first line', { line1: 'x'.repeat(201) }, /^input\.line1: must be at most 200 characters/],
    ];

    it.each(refusals)('refuses %s, naming the field, and writes nothing', async (_, change, message) => {
      const ada = await shop.customer();
      const before = await snapshot(shop.db);
      const result = await ada.api(SaveAddressDocument, { ...scope, input: { ...HOME, ...change } });
      expect(errorOf(result)?.code).toBe('BAD_USER_INPUT');
      expect(errorOf(result)?.message).toMatch(message);
      expect(await snapshot(shop.db)).toEqual(before);
    });

    it('is for signed-in customers only', async () => {
      const before = await snapshot(shop.db);
      const result = await guest(SaveAddressDocument, { ...scope, input: HOME });
      expect(errorOf(result)).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to see and change your account.' });
      expect(await snapshot(shop.db)).toEqual(before);
    });
  });

  describe('updateAddress', () => {
    it('changes only the fields sent, and null clears an optional one', async () => {
      const ada = await shop.customer();
      const saved = await create(ada, { ...HOME, line2: 'Woodgate', deliveryNotes: 'Side gate' });
      const result = await ada.api(ChangeAddressDocument, {
        ...scope,
        input: { id: saved.id, line1: '7 Woodgate Lane', deliveryNotes: null, postCode: 'eh11yz' },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.updateAddress).toEqual({ ...saved, line1: '7 Woodgate Lane', deliveryNotes: null, postCode: 'EH1 1YZ' });
      const [stored] = await storedAddresses(ada.row.id);
      expect(stored).toMatchObject({ line1: '7 Woodgate Lane', line2: 'Woodgate', delivery_notes: null, post_code: 'EH1 1YZ' });
    });

    it('making an address the default clears the previous default of its type', async () => {
      const ada = await shop.customer();
      const first = await create(ada, HOME);
      const second = await create(ada, { ...HOME, line1: '3 Woodgate Lane' });
      const result = await ada.api(ChangeAddressDocument, { ...scope, input: { id: second.id, isDefault: true } });
      expect(result.data!.updateAddress.isDefault).toBe(true);
      const stored = await storedAddresses(ada.row.id);
      expect(stored.find((a) => a.id === first.id)!.is_default).toBe(false);
      expect(stored.find((a) => a.id === second.id)!.is_default).toBe(true);
    });

    it.each([
      ['a required field cleared', { firstName: null }, 'BAD_USER_INPUT', /^input\.firstName: Enter the first name/],
      ['a bad postcode', { postCode: 'NOT A CODE' }, 'BAD_USER_INPUT', /^input\.postCode: Enter a full UK postcode/],
      ['a change of type', { addressType: 'billing' }, 'BAD_USER_INPUT', /^input\.addressType: a saved address cannot change type/],
      ['an id that is not an id', { id: 'abc' }, 'BAD_USER_INPUT', /^input\.id: must be the id of one of your addresses/],
      ['an unknown id', { id: '00000000-0000-4000-8000-000000000000' }, 'NOT_FOUND', /^You have no saved address with that id\.$/],
    ])('refuses %s and changes nothing', async (_, change, code, message) => {
      const ada = await shop.customer();
      const saved = await create(ada, HOME);
      const before = await snapshot(shop.db);
      const result = await ada.api(ChangeAddressDocument, { ...scope, input: { id: saved.id, ...change } });
      expect(errorOf(result)?.code).toBe(code);
      expect(errorOf(result)?.message).toMatch(message);
      expect(await snapshot(shop.db)).toEqual(before);
    });

    it('needs the id of the address to change', async () => {
      const ada = await shop.customer();
      const result = await ada.api(ChangeAddressDocument, { ...scope, input: { line1: '9 Woodgate Lane' } });
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/^input\.id:/) });
    });
  });

  describe('deleteAddress and getMyAddresses', () => {
    /** A new customer whose addresses are saved a second apart, so which is newest is never a tie. */
    async function customerSavingInTurn() {
      const ada = await shop.customer();
      const call = shop.client({ token: ada.token, now: tickingClock() });
      const created = async (input: AddressInput) => (await call(SaveAddressDocument, { ...scope, input })).data!.createAddress;
      return { ada, call, created };
    }

    it('lists the customer’s addresses, defaults first then newest', async () => {
      const { call, created } = await customerSavingInTurn();
      const first = await created(HOME);
      const billing = await created({ ...HOME, addressType: 'billing' });
      const second = await created({ ...HOME, line1: '3 Woodgate Lane' });
      const third = await created({ ...HOME, line1: '5 Woodgate Lane' });
      const result = await call(ListMyAddressesDocument, scope);
      expect(result.data!.getMyAddresses.map((a) => a.id)).toEqual([billing.id, first.id, third.id, second.id]);
    });

    it('deletes an address; deleting the default makes the newest other one of its type the default', async () => {
      const { ada, call, created } = await customerSavingInTurn();
      const first = await created(HOME);
      const newer = await created({ ...HOME, line1: '3 Woodgate Lane' });
      const billing = await created({ ...HOME, addressType: 'billing' });
      const older = await created({ ...HOME, line1: '5 Woodgate Lane' });
      await shop.db
        .updateTable('customer_address')
        .set({ created_at: new Date('2020-01-01T00:00:00Z') })
        .where('id', '=', older.id)
        .execute();

      const result = await call(DeleteAddressDocument, { ...scope, id: first.id, addressType: 'shipping', customerId: ada.row.id });
      expect(result).toEqual({ data: { deleteAddress: true } });
      const stored = await storedAddresses(ada.row.id);
      expect(stored.map((a) => [a.id, a.is_default]).sort()).toEqual(
        [
          [newer.id, true],
          [billing.id, true],
          [older.id, false],
        ].sort(),
      );
    });

    it.each([
      ['an unknown id', { id: '00000000-0000-4000-8000-000000000000' }, 'NOT_FOUND', /^You have no saved address with that id\.$/],
      ['the wrong address type', { addressType: 'billing' }, 'NOT_FOUND', /^You have no saved billing address with that id\.$/],
      ['a warehouse address', { warehouseId: 'WH-1' }, 'FORBIDDEN', /Warehouse addresses are managed by the shop/],
      ['an id that is not an id', { id: 'nope' }, 'BAD_USER_INPUT', /^id: must be the id of one of your addresses/],
      ['an unknown address type', { addressType: 'holiday' }, 'BAD_USER_INPUT', /^addressType: must be shipping or billing/],
    ])('refuses %s and deletes nothing', async (_, change, code, message) => {
      const ada = await shop.customer();
      const saved = await create(ada, HOME);
      const before = await snapshot(shop.db);
      const result = await ada.api(DeleteAddressDocument, { ...scope, id: saved.id, ...change });
      expect(errorOf(result)?.code).toBe(code);
      expect(errorOf(result)?.message).toMatch(message);
      expect(await snapshot(shop.db)).toEqual(before);
    });

    it('are for signed-in customers only', async () => {
      expect(errorOf(await guest(ListMyAddressesDocument, scope))?.code).toBe('UNAUTHENTICATED');
      const ada = await shop.customer();
      const saved = await create(ada, HOME);
      expect(errorOf(await guest(DeleteAddressDocument, { ...scope, id: saved.id }))?.code).toBe('UNAUTHENTICATED');
      expect(await storedAddresses(ada.row.id)).toHaveLength(1);
    });
  });

  describe('one customer cannot reach another’s addresses', () => {
    let ada: SignedInCustomer;
    let bob: SignedInCustomer;
    let bobsAddress: { id: string };

    beforeAll(async () => {
      ada = await shop.customer();
      bob = await shop.customer();
      await create(ada, HOME);
      bobsAddress = await create(bob, { ...HOME, firstName: 'Bob', line1: 'Ash Tree Cottage' });
    });

    it('lists only the caller’s own addresses', async () => {
      const result = await ada.api(ListMyAddressesDocument, scope);
      const mine = result.data!.getMyAddresses;
      expect(mine).toHaveLength(1);
      expect(mine[0]!.firstName).toBe('Ada');
    });

    const attempts: [string, (api: ApiClient) => Promise<ApiResult<unknown>>, string][] = [
      ['update', (api) => api(ChangeAddressDocument, { ...scope, input: { id: bobsAddress.id, line1: 'Hijacked' } }), 'NOT_FOUND'],
      [
        'update, naming the other customer',
        (api) => api(ChangeAddressDocument, { ...scope, input: { id: bobsAddress.id, customerId: bob.row.id, line1: 'Hijacked' } }),
        'FORBIDDEN',
      ],
      ['delete', (api) => api(DeleteAddressDocument, { ...scope, id: bobsAddress.id }), 'NOT_FOUND'],
      [
        'delete, naming the other customer',
        (api) => api(DeleteAddressDocument, { ...scope, id: bobsAddress.id, customerId: bob.row.id }),
        'FORBIDDEN',
      ],
      [
        'create for the other customer',
        (api) => api(SaveAddressDocument, { ...scope, input: { ...HOME, customerId: bob.row.id } }),
        'FORBIDDEN',
      ],
    ];

    it.each(attempts)('cannot %s and nothing changes', async (_, attempt, code) => {
      const before = await snapshot(shop.db);
      const result = await attempt(ada.api);
      expect(errorOf(result)?.code).toBe(code);
      expect(await snapshot(shop.db)).toEqual(before);
    });

    it('a token of another tenant cannot act in this one, even naming a customer of it', async () => {
      const before = await snapshot(shop.db);
      // Validly signed, but issued by the rival shop for Ada's customer id.
      const rivalToken = rivalIdToken(ada.row);
      const rival = shop.client({ token: rivalToken });
      expect(errorOf(await rival(ListMyAddressesDocument, scope))?.code).toBe('FORBIDDEN');
      expect(errorOf(await rival(ChangeAddressDocument, { ...scope, input: { id: bobsAddress.id, line1: 'Hijacked' } }))?.code).toBe(
        'FORBIDDEN',
      );
      expect((await rival(ListMyAddressesDocument, RIVAL_SCOPE)).data?.getMyAddresses).toEqual([]);
      expect(errorOf(await rival(SaveAddressDocument, { ...RIVAL_SCOPE, input: HOME }))?.code).toBe('NOT_FOUND');
      expect(errorOf(await rival(DeleteAddressDocument, { ...RIVAL_SCOPE, id: bobsAddress.id }))?.code).toBe('NOT_FOUND');
      expect(await snapshot(shop.db)).toEqual(before);
    });
  });

  describe('a bad token is refused, never treated as a guest', () => {
    let ada: SignedInCustomer;
    beforeAll(async () => {
      ada = await shop.customer();
    });

    const badTokens: [string, () => string][] = [
      [
        'an expired token',
        () => signIdToken({ customerId: ada.row.id, email: ada.row.email }, { expiresAt: new Date(TEST_NOW.getTime() - 1000) }),
      ],
      [
        'a token with a bad signature',
        () => signIdToken({ customerId: ada.row.id, email: ada.row.email }, { secret: `${ID_TOKEN_SETTINGS.secret}-forged` }),
      ],
      [
        'a token whose claims were edited after signing',
        () => {
          const [head, , signature] = ada.token.split('.');
          const body = Buffer.from(JSON.stringify({ 'custom:customer_id': 'someone-else' })).toString('base64url');
          return `${head}.${body}.${signature}`;
        },
      ],
    ];

    it.each(badTokens)('%s is UNAUTHENTICATED on own-data calls and changes nothing', async (_, token) => {
      const caller = shop.client({ token: token() });
      const before = await snapshot(shop.db);
      for (const ownData of [() => caller(ListMyAddressesDocument, scope), () => caller(SaveAddressDocument, { ...scope, input: HOME })]) {
        expect(errorOf(await ownData())).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Your sign-in has expired or is not valid. Please sign in again.',
        });
      }
      expect(await snapshot(shop.db)).toEqual(before);
    });

    it.each(badTokens)('%s is UNAUTHENTICATED even on a call guests may make', async (_, token) => {
      const caller = shop.client({ token: token() });
      const result = await caller(LookUpPostcodeDocument, { ...scope, postCode: 'LE12 6UZ' });
      expect(result.data ?? null).toBeNull();
      expect(errorOf(result)?.code).toBe('UNAUTHENTICATED');
    });
  });
});
