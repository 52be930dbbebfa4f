import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../commerce/customers/cursor.ts';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, errorOf, scope, useShop, type ApiClient, type ApiResult, type SignedInCustomer } from '../fixtures/api-fixture.ts';
import {
  ID_TOKEN_SETTINGS,
  RIVAL,
  RIVAL_SCOPE,
  rivalIdToken,
  seedRivalTenant,
  signIdToken,
  TEST_NOW,
} from '../fixtures/customer-tokens.ts';
import { insertCustomerAddress, insertOrder } from '../fixtures/store-rows.ts';
import {
  ChangeCustomerDocument,
  FindCustomerByEmailDocument,
  MyAccountDocument,
  MyOrdersDocument,
  RegisterCustomerDocument,
  SetReferralCodeDocument,
  type MyOrdersQuery,
  type MyOrdersQueryVariables,
} from './gql/graphql.ts';

const NEW_CUSTOMER = { firstName: ' Grace ', lastName: 'Hopper', email: '  Grace.Hopper@Example.COM ', phoneNumber: '01509 123456' };

/** Everything a customer call could write. */
async function snapshot(db: Kysely<Database>) {
  const customers = await db.selectFrom('customer').selectAll().orderBy('id').execute();
  const addresses = await db.selectFrom('customer_address').selectAll().orderBy('id').execute();
  const orders = await db.selectFrom('orders').select(['id', 'customer_id', 'status', 'version']).orderBy('id').execute();
  return { customers, addresses, orders };
}

describe.each(backends)('customers on $name', (backend) => {
  const shop = useShop(backend, { setUp: seedRivalTenant });
  const guest = shop.api;

  describe('createCustomer', () => {
    it('records a guest’s contact: email lower-cased and trimmed, names trimmed, phone in +44 form', async () => {
      const result = await guest(RegisterCustomerDocument, { ...scope, input: NEW_CUSTOMER });
      expect(result.errors).toBeUndefined();
      const created = result.data!.createCustomer;
      expect(created).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace.hopper@example.com',
        phoneNumber: '+441509123456',
        cognitoUser: null,
        salesChannel: 'uk-web',
      });
      const stored = await shop.db.selectFrom('customer').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        tenant_id: 'hearth',
        sales_channel_id: 'uk-web',
        email: 'grace.hopper@example.com',
        phone_number: '+441509123456',
        referral_code: null,
      });
      expect(new Date(stored.created_at)).toEqual(TEST_NOW);
    });

    it('is a CONFLICT when the email, in any case, already has an account in the channel', async () => {
      await guest(RegisterCustomerDocument, { ...scope, input: { ...NEW_CUSTOMER, email: 'dup@example.com' } });
      const before = await snapshot(shop.db);
      const result = await guest(RegisterCustomerDocument, { ...scope, input: { ...NEW_CUSTOMER, email: ' DUP@example.com' } });
      expect(errorOf(result)).toEqual({
        code: 'CONFLICT',
        message: 'There is already an account with that email address. Sign in, or use a different email.',
      });
      expect(await snapshot(shop.db)).toEqual(before);
    });

    it('lets the same email have an account in another shop', async () => {
      await guest(RegisterCustomerDocument, { ...scope, input: { ...NEW_CUSTOMER, email: 'both@example.com' } });
      const rival = shop.client({ apiKey: RIVAL.apiKey });
      const result = await rival(RegisterCustomerDocument, {
        ...RIVAL_SCOPE,
        input: { ...NEW_CUSTOMER, email: 'both@example.com' },
      });
      expect(result.data?.createCustomer.salesChannel).toBe(RIVAL.salesChannel);
    });

    it('leaves the phone empty when none is given', async () => {
      const result = await guest(RegisterCustomerDocument, {
        ...scope,
        input: { firstName: 'No', lastName: 'Phone', email: 'nophone@example.com' },
      });
      expect(result.data!.createCustomer.phoneNumber).toBeNull();
    });

    it.each([
      ['no first name', { firstName: undefined }, 'BAD_USER_INPUT', /^input\.firstName: enter your first name$/],
      ['a blank last name', { lastName: '  ' }, 'BAD_USER_INPUT', /^input\.lastName: enter your last name$/],
      ['no email', { email: undefined }, 'BAD_USER_INPUT', /^input\.email: enter an email address$/],
      ['an email that is not one', { email: 'grace at example' }, 'BAD_USER_INPUT', /^input\.email: enter an email address such as/],
      ['a phone number with letters', { phoneNumber: 'call me' }, 'BAD_USER_INPUT', /^input\.phoneNumber: Remove the letters/],
      [
        'a phone number of the wrong length',
        { phoneNumber: '01509 12345' },
        'BAD_USER_INPUT',
        /^input\.phoneNumber: A UK number has 11 digits/,
      ],
      ['an id', { id: randomUUID() }, 'BAD_USER_INPUT', /^input\.id: leave it out/],
    ])('refuses %s and writes nothing', async (_, change, code, message) => {
      const before = await snapshot(shop.db);
      const result = await guest(RegisterCustomerDocument, {
        ...scope,
        input: { ...NEW_CUSTOMER, email: 'refused@example.com', ...change },
      });
      expect(errorOf(result)?.code).toBe(code);
      expect(errorOf(result)?.message).toMatch(message);
      expect(await snapshot(shop.db)).toEqual(before);
    });

    it('refuses another tenant’s channel and a caller with no credentials', async () => {
      const before = await snapshot(shop.db);
      const other = await guest(RegisterCustomerDocument, {
        ...RIVAL_SCOPE,
        input: { ...NEW_CUSTOMER, email: 'x1@example.com' },
      });
      expect(errorOf(other)?.code).toBe('FORBIDDEN');
      const anonymous = shop.client({ apiKey: null });
      expect(
        errorOf(await anonymous(RegisterCustomerDocument, { ...scope, input: { ...NEW_CUSTOMER, email: 'x2@example.com' } }))?.code,
      ).toBe('UNAUTHENTICATED');
      expect(await snapshot(shop.db)).toEqual(before);
    });
  });

  describe('getCustomerByEmailSalesChannel', () => {
    let kim: SignedInCustomer;
    beforeAll(async () => {
      kim = await shop.customer({
        email: 'kim.lookup@example.com',
        first_name: 'Kim',
        phone_number: '+447700900999',
        referral_code: 'KIMLOOKUP',
      });
      await shop.db
        .insertInto('customer_credit')
        .values({ id: randomUUID(), customer_id: kim.row.id, created_at: TEST_NOW, amount_pence: 5000, description: 'Welcome' })
        .execute();
    });

    it('finds the customer whatever the case and spacing of the email, answering only the id sign-in needs', async () => {
      const result = await guest(FindCustomerByEmailDocument, { ...scope, email: '  KIM.Lookup@Example.com ' });
      expect(result.errors).toBeUndefined();
      // No names, email, phone or identity user: the look-up is a CustomerMatch.
      expect(result.data!.getCustomerByEmailSalesChannel).toEqual({
        id: kim.row.id,
        salesChannel: 'uk-web',
      });
    });

    it('offers no way to ask for credit, addresses or the referral code', async () => {
      // Hand-written: codegen refuses these fields, which is the point.
      const result = await guest.unchecked(
        `query { getCustomerByEmailSalesChannel(email: "kim.lookup@example.com", tenant: "hearth", salesChannel: "uk-web") { id creditAmountTotal referralCode addresses { id } } }`,
      );
      expect(result.data ?? null).toBeNull();
      expect(errorOf(result)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it.each(['kim.lookup@example.co', 'im.lookup@example.com', 'kim.lookup@example.com.evil.test', 'nobody@example.com'])(
      'answers null for %s: the match is exact',
      async (email) => {
        const result = await guest(FindCustomerByEmailDocument, { ...scope, email });
        expect(result).toEqual({ data: { getCustomerByEmailSalesChannel: null } });
      },
    );

    it('does not find a customer of another shop', async () => {
      await shop.customer({ email: 'rival.only@example.com', ...RIVAL_SCOPE });
      const result = await guest(FindCustomerByEmailDocument, { ...scope, email: 'rival.only@example.com' });
      expect(result.data!.getCustomerByEmailSalesChannel).toBeNull();
    });

    it('refuses something that is not an email, and another tenant', async () => {
      expect(errorOf(await guest(FindCustomerByEmailDocument, { ...scope, email: "' or 1=1 --" }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: expect.stringMatching(/^email:/),
      });
      expect(
        errorOf(
          await guest(FindCustomerByEmailDocument, {
            ...RIVAL_SCOPE,
            email: 'kim.lookup@example.com',
          }),
        )?.code,
      ).toBe('FORBIDDEN');
    });
  });

  describe('getLoggedInCustomerData', () => {
    it('returns the signed-in customer’s account: credit in pounds, credits newest first, addresses, reviews', async () => {
      const lee = await shop.customer({ first_name: 'Lee', phone_number: '+441509000111', referral_code: 'LEE2026' });
      const other = await shop.customer();
      const credit = (days: number, pence: number, description: string, customerId = lee.row.id) => ({
        id: randomUUID(),
        customer_id: customerId,
        created_at: new Date(TEST_NOW.getTime() - days * 86_400_000),
        amount_pence: pence,
        description,
      });
      await shop.db
        .insertInto('customer_credit')
        .values([
          credit(30, 1000, 'Referral: Sam'),
          credit(10, -250, 'Spent on order 1001'),
          credit(1, 755, 'Apology for a late delivery'),
          // Someone else's credit must not be counted.
          credit(2, 99_999, 'Not Lee’s', other.row.id),
        ])
        .execute();
      await insertCustomerAddress(shop.db, {
        tenant_id: 'hearth',
        sales_channel_id: 'uk-web',
        customer_id: lee.row.id,
        address_type: 'shipping',
        is_default: true,
        first_name: 'Lee',
        last_name: 'X',
        line1: '1 Woodgate Lane',
        city: 'Loughborough',
        post_code: 'LE12 6UZ',
        country_code: 'GB',
        created_at: TEST_NOW,
      });
      await shop.db
        .insertInto('review')
        .values({
          id: randomUUID(),
          tenant_id: 'hearth',
          product_id: 'LOG-ASH-FULL',
          customer_id: lee.row.id,
          title: 'Dry and hot',
          author: 'Lee',
          body: 'Lit first time.',
          rating: 5,
          date_published: '2026-11-01T12:00:00Z',
          external_ref: 'TP-1',
          url: null,
        })
        .execute();

      const result = await lee.api(MyAccountDocument, scope);
      expect(result.errors).toBeUndefined();
      const me = result.data!.getLoggedInCustomerData;
      expect(me).toMatchObject({
        id: lee.row.id,
        firstName: 'Lee',
        phoneNumber: '+441509000111',
        referralCode: 'LEE2026',
        creditAmountTotal: 15.05,
      });
      expect(me.credits.map((c) => [c.amount, c.description])).toEqual([
        [7.55, 'Apology for a late delivery'],
        [-2.5, 'Spent on order 1001'],
        [10, 'Referral: Sam'],
      ]);
      expect(me.credits[0]!.date).toBe('2026-11-17T10:00:00.000Z');
      expect(me.addresses).toEqual([
        expect.objectContaining({ addressType: 'shipping', isDefault: true, firstName: 'Lee', postCode: 'LE12 6UZ' }),
      ]);
      expect(me.reviews).toEqual([
        expect.objectContaining({
          title: 'Dry and hot',
          ratingValue: 5,
          productId: 'LOG-ASH-FULL',
          product: 'Ash logs – Full crate',
          datePublished: '2026-11-01T12:00:00.000Z',
          externalRef: 'TP-1',
        }),
      ]);
    });

    it('shows a new customer with no credit as £0 and empty lists', async () => {
      const fresh = await shop.customer();
      const me = (await fresh.api(MyAccountDocument, scope)).data!.getLoggedInCustomerData;
      expect(me).toMatchObject({ creditAmountTotal: 0, referralCode: null, credits: [], addresses: [], reviews: [] });
    });

    it('is for signed-in customers only', async () => {
      expect(errorOf(await guest(MyAccountDocument, scope))).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Sign in to see and change your account.',
      });
    });

    it('is NOT_FOUND when the token names a customer the shop does not have', async () => {
      const ghost = shop.client({ token: signIdToken({ customerId: randomUUID(), email: 'ghost@example.com' }) });
      expect(errorOf(await ghost(MyAccountDocument, scope))?.code).toBe('NOT_FOUND');
    });

    it.each([
      [
        'an expired token',
        (id: string, email: string) => signIdToken({ customerId: id, email }, { expiresAt: new Date(TEST_NOW.getTime() - 1000) }),
      ],
      [
        'a token with a bad signature',
        (id: string, email: string) => signIdToken({ customerId: id, email }, { secret: `${ID_TOKEN_SETTINGS.secret}!` }),
      ],
    ])('refuses %s as UNAUTHENTICATED, not as a guest', async (_, makeToken) => {
      const lee = await shop.customer();
      const caller = shop.client({ token: makeToken(lee.row.id, lee.row.email) });
      expect(errorOf(await caller(MyAccountDocument, scope))).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Your sign-in has expired or is not valid. Please sign in again.',
      });
      // Even where a guest would be welcome, the bad token is not ignored.
      const before = await snapshot(shop.db);
      expect(
        errorOf(await caller(RegisterCustomerDocument, { ...scope, input: { ...NEW_CUSTOMER, email: 'via-bad-token@example.com' } }))?.code,
      ).toBe('UNAUTHENTICATED');
      expect(errorOf(await caller(FindCustomerByEmailDocument, { ...scope, email: lee.row.email }))?.code).toBe('UNAUTHENTICATED');
      expect(await snapshot(shop.db)).toEqual(before);
    });
  });

  describe('updateCustomer', () => {
    it('changes names and phone, keeps what is left out, and null clears the phone', async () => {
      const sam = await shop.customer({ first_name: 'Sam', last_name: 'Old', phone_number: '+447700900001' });
      const result = await sam.api(ChangeCustomerDocument, {
        salesChannel: 'uk-web',
        input: { lastName: ' New ', phoneNumber: '+44 (0)7700 900002' },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.updateCustomer).toMatchObject({
        id: sam.row.id,
        firstName: 'Sam',
        lastName: 'New',
        phoneNumber: '+447700900002',
        email: sam.row.email,
      });
      const cleared = await sam.api(ChangeCustomerDocument, { ...scope, input: { phoneNumber: null } });
      expect(cleared.data!.updateCustomer.phoneNumber).toBeNull();
      const stored = await shop.db.selectFrom('customer').selectAll().where('id', '=', sam.row.id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ first_name: 'Sam', last_name: 'New', phone_number: null });
    });

    it('accepts the customer’s own email sent back unchanged, in any case', async () => {
      const sam = await shop.customer();
      const result = await sam.api(ChangeCustomerDocument, {
        ...scope,
        input: { id: sam.row.id, email: sam.row.email.toUpperCase(), firstName: 'Samantha' },
      });
      expect(result.data!.updateCustomer).toMatchObject({ firstName: 'Samantha', email: sam.row.email });
    });

    it.each([
      [
        'a new email',
        () => ({ email: 'new.address@example.com' }),
        'BAD_USER_INPUT',
        /^input\.email: your email address is how you sign in, so it cannot be changed here/,
      ],
      ['a blank first name', () => ({ firstName: ' ' }), 'BAD_USER_INPUT', /^input\.firstName: enter your first name$/],
      ['a first name cleared', () => ({ firstName: null }), 'BAD_USER_INPUT', /^input\.firstName: enter your first name$/],
      ['a bad phone number', () => ({ phoneNumber: '12345' }), 'BAD_USER_INPUT', /^input\.phoneNumber: Start your phone number with 0/],
      ['another customer’s id', () => ({ id: randomUUID(), firstName: 'Mallory' }), 'FORBIDDEN', /only see and change your own account/],
    ])('refuses %s and changes nothing', async (_, input, code, message) => {
      const sam = await shop.customer();
      const before = await snapshot(shop.db);
      const result = await sam.api(ChangeCustomerDocument, { ...scope, input: input() });
      expect(errorOf(result)?.code).toBe(code);
      expect(errorOf(result)?.message).toMatch(message);
      expect(await snapshot(shop.db)).toEqual(before);
    });

    it('is for signed-in customers only', async () => {
      expect(errorOf(await guest(ChangeCustomerDocument, { ...scope, input: { firstName: 'Guest' } }))?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('editCustomerReferralCode', () => {
    it('sets the code in upper case', async () => {
      const pat = await shop.customer();
      const result = await pat.api(SetReferralCodeDocument, { id: pat.row.id, salesChannel: 'uk-web', newCode: ' logs4u ' });
      expect(result.data!.editCustomerReferralCode).toEqual({ success: true, message: 'Your referral code is now LOGS4U.' });
      const stored = await shop.db.selectFrom('customer').select('referral_code').where('id', '=', pat.row.id).executeTakeFirstOrThrow();
      expect(stored.referral_code).toBe('LOGS4U');
      const again = await pat.api(SetReferralCodeDocument, { id: pat.row.id, salesChannel: 'uk-web', newCode: 'LOGS4U', tenant: 'hearth' });
      expect(again.data!.editCustomerReferralCode.success).toBe(true);
    });

    it('says a code another customer holds is taken, whatever its case, and keeps the old code', async () => {
      await shop.customer({ referral_code: 'TAKEN1' });
      const pat = await shop.customer({ referral_code: 'PATSOLD' });
      const result = await pat.api(SetReferralCodeDocument, { id: pat.row.id, salesChannel: 'uk-web', newCode: 'taken1' });
      expect(result.data!.editCustomerReferralCode).toEqual({ success: false, message: 'That referral code is taken; try another.' });
      const stored = await shop.db.selectFrom('customer').select('referral_code').where('id', '=', pat.row.id).executeTakeFirstOrThrow();
      expect(stored.referral_code).toBe('PATSOLD');
    });

    it('lets a code held in another shop be used here', async () => {
      await shop.customer({ referral_code: 'SHARED1', ...RIVAL_SCOPE });
      const pat = await shop.customer();
      const result = await pat.api(SetReferralCodeDocument, { id: pat.row.id, salesChannel: 'uk-web', newCode: 'SHARED1' });
      expect(result.data!.editCustomerReferralCode.success).toBe(true);
    });

    it.each([
      ['too short', 'ab', /3 to 20 letters and digits; yours has 2, so make it longer/],
      ['too long', 'A'.repeat(21), /3 to 20 letters and digits; yours has 21, so shorten it/],
      ['with spaces and symbols', 'LOGS 4 U!', /Use only letters A to Z and digits 0 to 9/],
      ['empty', '   ', /Enter a referral code of 3 to 20 letters and digits/],
    ])('answers success false with the rule when the code is %s, changing nothing', async (_, newCode, message) => {
      const pat = await shop.customer();
      await pat.api(SetReferralCodeDocument, { id: pat.row.id, salesChannel: 'uk-web', newCode: `KEEP${pat.row.id.slice(0, 8)}` });
      const before = await snapshot(shop.db);
      const result = await pat.api(SetReferralCodeDocument, { id: pat.row.id, salesChannel: 'uk-web', newCode });
      expect(result.data!.editCustomerReferralCode.success).toBe(false);
      expect(result.data!.editCustomerReferralCode.message).toMatch(message);
      expect(await snapshot(shop.db)).toEqual(before);
    });

    it('gives a contested code to exactly one of two customers claiming it at once', async () => {
      for (const code of ['RACE1', 'RACE2', 'RACE3', 'RACE4', 'RACE5']) {
        const [first, second] = [await shop.customer(), await shop.customer()];
        const results = await Promise.all(
          [first, second].map((c) => c.api(SetReferralCodeDocument, { id: c.row.id, salesChannel: 'uk-web', newCode: code })),
        );
        const outcomes = results.map((r) => r.data!.editCustomerReferralCode);
        expect(outcomes.filter((o) => o.success)).toHaveLength(1);
        expect(outcomes.filter((o) => !o.success)).toEqual([{ success: false, message: 'That referral code is taken; try another.' }]);
        const holders = await shop.db.selectFrom('customer').select('id').where('referral_code', '=', code).execute();
        expect(holders).toHaveLength(1);
      }
    });

    it('is for signed-in customers only', async () => {
      const pat = await shop.customer();
      expect(errorOf(await guest(SetReferralCodeDocument, { id: pat.row.id, salesChannel: 'uk-web', newCode: 'GUESTCODE' }))?.code).toBe(
        'UNAUTHENTICATED',
      );
    });
  });

  describe('getCustomerOrders', () => {
    let ana: SignedInCustomer;
    let ben: SignedInCustomer;
    /** Ana's orders, newest first, as the list must give them. */
    let anasOrders: string[];

    beforeAll(async () => {
      ana = await shop.customer();
      ben = await shop.customer();
      const ids: { id: string }[] = [];
      for (let day = 1; day <= 11; day++) {
        const status = day % 3 === 0 ? 'dispatched' : 'placed';
        ids.push({ id: await insertOrder(shop.db, ana.row.id, `2026-10-${String(day).padStart(2, '0')}T09:00:00Z`, { status }) });
      }
      // Two orders in the same instant (the id breaks the tie) and two a microsecond apart,
      // which a millisecond cursor would run together.
      const sameInstant = '2026-10-20T12:00:00.000Z';
      for (const id of ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b']) {
        ids.push({ id: await insertOrder(shop.db, ana.row.id, sameInstant, { id }) });
      }
      ids.push({ id: await insertOrder(shop.db, ana.row.id, '2026-10-21T12:00:00.000001Z') });
      ids.push({ id: await insertOrder(shop.db, ana.row.id, '2026-10-21T12:00:00.000002Z') });
      // Ana's open cart, Ben's orders, a guest's order and a rival shop's order are not Ana's history.
      await insertOrder(shop.db, ana.row.id, '2026-11-18T09:00:00Z', { status: 'shoppingCart' });
      await insertOrder(shop.db, ben.row.id, '2026-10-15T09:00:00Z');
      await insertOrder(shop.db, null, '2026-10-16T09:00:00Z');
      const rivalCustomer = await shop.customer(RIVAL_SCOPE);
      await insertOrder(shop.db, rivalCustomer.row.id, '2026-10-17T09:00:00Z', RIVAL_SCOPE);
      // A line on the newest order shows the orders come back whole.
      await shop.db
        .insertInto('order_item')
        .values({
          id: randomUUID(),
          order_id: ids.at(-1)!.id,
          product_id: 'LOG-ASH-FULL',
          sku_code: 'LOG-ASH-FULL',
          name: 'Ash logs – Full crate',
          quantity: 2,
          unit_price_pence: 21900,
          vat_rate_basis_points: 500,
          weight_grams: 420_000,
          image_url: '/media/products/ash-logs.svg',
          product_url: '/firewood/ash/full-crate',
        })
        .execute();
      // Inserted oldest first, and of the same-instant pair the lower id first: newest first is the reverse.
      anasOrders = ids.map((o) => o.id).reverse();
    });

    async function allPages(api: ApiClient, variables: Partial<MyOrdersQueryVariables>) {
      const pages: string[][] = [];
      let nextToken: string | null = null;
      do {
        const result: ApiResult<MyOrdersQuery> = await api(MyOrdersDocument, { ...scope, ...variables, nextToken });
        expect(result.errors).toBeUndefined();
        pages.push(result.data!.getCustomerOrders.data.map((o) => o.id));
        nextToken = result.data!.getCustomerOrders.nextToken;
      } while (nextToken && pages.length < 20);
      return pages;
    }

    it('lists the customer’s orders newest first, ten to a page by default, carts left out', async () => {
      const result = await ana.api(MyOrdersDocument, scope);
      expect(result.errors).toBeUndefined();
      const page = result.data!.getCustomerOrders;
      expect(page.data.map((o) => o.id)).toEqual(anasOrders.slice(0, 10));
      expect(page.nextToken).toEqual(expect.any(String));
      expect(page.data[0]).toMatchObject({
        status: 'placed',
        itemsCount: 2,
        totalAmount: 438,
        orderItems: [{ code: 'LOG-ASH-FULL', quantity: 2 }],
      });
    });

    it('pages through every order exactly once, across equal and microsecond-apart times', async () => {
      const pages = await allPages(ana.api, { limit: 1 });
      expect(pages.flat()).toEqual(anasOrders);
      expect(pages.every((p) => p.length === 1)).toBe(true);
      const byFive = await allPages(ana.api, { limit: 5 });
      expect(byFive.map((p) => p.length)).toEqual([5, 5, 5]);
      expect(byFive.flat()).toEqual(anasOrders);
    });

    it('ends with a null nextToken when the last page is exactly full', async () => {
      const result = await ana.api(MyOrdersDocument, { ...scope, limit: anasOrders.length });
      expect(result.data!.getCustomerOrders.nextToken).toBeNull();
      expect(result.data!.getCustomerOrders.data).toHaveLength(anasOrders.length);
    });

    it('filters by status, and shows the open cart only when asked for it', async () => {
      const dispatched = await allPages(ana.api, { status: 'dispatched', limit: 2 });
      expect(dispatched.flat()).toHaveLength(3);
      const result = await ana.api(MyOrdersDocument, { ...scope, status: 'shoppingCart' });
      expect(result.data!.getCustomerOrders.data.map((o) => o.status)).toEqual(['shoppingCart']);
      const blank = await ana.api(MyOrdersDocument, { ...scope, status: '', limit: 50 });
      expect(blank.data!.getCustomerOrders.data.map((o) => o.id)).toEqual(anasOrders);
    });

    it('lets no one else see the customer’s orders', async () => {
      const bens = (await ben.api(MyOrdersDocument, scope)).data!.getCustomerOrders.data.map((o) => o.id);
      expect(bens).toHaveLength(1);
      expect(bens.some((id) => anasOrders.includes(id))).toBe(false);
      const rivalToken = rivalIdToken(ana.row);
      const rival = shop.client({ token: rivalToken });
      expect(errorOf(await rival(MyOrdersDocument, scope))?.code).toBe('FORBIDDEN');
      const inRival = await rival(MyOrdersDocument, RIVAL_SCOPE);
      expect(inRival.data!.getCustomerOrders.data.filter((o) => anasOrders.includes(o.id))).toEqual([]);
    });

    it.each([
      ['limit 0', { limit: 0 }, /^limit: must be 1 to 50$/],
      ['limit 51', { limit: 51 }, /^limit: must be 1 to 50$/],
      ['a status that is not one', { status: "placed' or 1=1" }, /^status: must be an order status/],
    ])('refuses %s', async (_, variables, message) => {
      const result = await ana.api(MyOrdersDocument, { ...scope, ...variables });
      expect(errorOf(result)?.code).toBe('BAD_USER_INPUT');
      expect(errorOf(result)?.message).toMatch(message);
    });

    it('refuses a page link that was forged, edited, or made for another list', async () => {
      const first = (await ana.api(MyOrdersDocument, { ...scope, limit: 2 })).data!.getCustomerOrders;
      const [body, signature] = (first.nextToken as string).split('.') as [string, string];
      const decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      const edited = `${Buffer.from(JSON.stringify({ ...decoded, createdAt: '2099-01-01T00:00:00.000000Z' })).toString('base64url')}.${signature}`;
      const forged = encodeCursor('a-guessed-secret-that-is-not-the-servers-one', decoded);
      const filteredLink = (await ana.api(MyOrdersDocument, { ...scope, status: 'placed', limit: 1 })).data!.getCustomerOrders.nextToken;

      const cases: [string | null, Partial<MyOrdersQueryVariables>][] = [
        [edited, {}],
        [forged, {}],
        ['not-a-token', {}],
        [`${body}.${signature}x`, {}],
        // A link made for one filter, used with another.
        [filteredLink, {}],
        [first.nextToken, { status: 'placed' }],
      ];
      for (const [nextToken, variables] of cases) {
        const result = await ana.api(MyOrdersDocument, { ...scope, ...variables, nextToken });
        expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: 'That page link is no longer valid.' });
      }
      // Ana's own link, replayed by Ben.
      const asBen = await ben.api(MyOrdersDocument, { ...scope, nextToken: first.nextToken });
      expect(errorOf(asBen)).toEqual({ code: 'BAD_USER_INPUT', message: 'That page link is no longer valid.' });
    });

    it('is for signed-in customers only', async () => {
      expect(errorOf(await guest(MyOrdersDocument, scope))?.code).toBe('UNAUTHENTICATED');
      const expired = shop.client({ token: signIdToken({ customerId: ana.row.id, email: ana.row.email }, { expiresAt: TEST_NOW }) });
      expect(errorOf(await expired(MyOrdersDocument, scope))?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('one customer cannot reach another’s account', () => {
    it('cannot change another customer’s record or referral code, and nothing changes', async () => {
      const ann = await shop.customer({ referral_code: 'ANNCODE' });
      const bea = await shop.customer({ referral_code: 'BEACODE', first_name: 'Bea' });
      const before = await snapshot(shop.db);

      const referral = await ann.api(SetReferralCodeDocument, { id: bea.row.id, salesChannel: 'uk-web', newCode: 'STOLEN1' });
      expect(errorOf(referral)).toEqual({ code: 'FORBIDDEN', message: 'You can only change your own referral code.' });
      const record = await ann.api(ChangeCustomerDocument, { ...scope, input: { id: bea.row.id, firstName: 'Hacked' } });
      expect(errorOf(record)?.code).toBe('FORBIDDEN');
      const mine = (await ann.api(MyAccountDocument, scope)).data!.getLoggedInCustomerData;
      expect(mine.id).toBe(ann.row.id);

      const rivalToken = rivalIdToken(bea.row);
      const rival = shop.client({ token: rivalToken });
      expect(errorOf(await rival(MyAccountDocument, scope))?.code).toBe('FORBIDDEN');
      expect(
        errorOf(await rival(SetReferralCodeDocument, { id: bea.row.id, salesChannel: 'uk-web', tenant: 'hearth', newCode: 'STOLEN2' }))
          ?.code,
      ).toBe('FORBIDDEN');
      expect(errorOf(await rival(ChangeCustomerDocument, { salesChannel: 'uk-web', input: { firstName: 'Hacked' } }))?.code).toBe(
        'FORBIDDEN',
      );
      // In its own tenant the token finds no customer of that id.
      expect(errorOf(await rival(MyAccountDocument, RIVAL_SCOPE))?.code).toBe('NOT_FOUND');
      expect(
        errorOf(await rival(SetReferralCodeDocument, { id: bea.row.id, salesChannel: RIVAL.salesChannel, newCode: 'STOLEN3' }))?.code,
      ).toBe('NOT_FOUND');
      expect(errorOf(await rival(ChangeCustomerDocument, { salesChannel: RIVAL.salesChannel, input: { firstName: 'Hacked' } }))?.code).toBe(
        'NOT_FOUND',
      );

      expect(await snapshot(shop.db)).toEqual(before);
    });
  });
});
