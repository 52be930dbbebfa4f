import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../commerce/store/tables.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import {
  AddToCartLinesDocument,
  AttachCustomerDetailsDocument,
  GetGoodsTotalsDocument,
  SetAddressesDetailsDocument,
  UpdateOrderNotesDocument,
  type OrderAddressInput,
  type OrderCustomerInput,
  type OrderUpdateInput,
} from './gql/graphql.ts';

const home = { firstName: 'Ann', lastName: 'Ashby', line1: '4 Mill Lane', city: 'Loughborough', postCode: 'le126uz', countryCode: 'gb' };

/** Ann, a customer the shop already has. */
async function seedAnn(db: Kysely<Database>) {
  await db
    .insertInto('customer')
    .values({
      id: '6c1f6d7e-3a0b-4b8e-9a55-000000000001',
      tenant_id: 'hearth',
      sales_channel_id: 'uk-web',
      email: 'ann@example.co.uk',
      first_name: 'Ann',
      last_name: 'Ashby',
      phone_number: '+447700900001',
      cognito_user: null,
      referral_code: null,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
}

describe.each(backends)('order contact, notes and addresses on $name', (backend) => {
  const shop = useShop(backend, { setUp: seedAnn });
  const { api: call } = shop;

  async function cart() {
    return (await call(AddToCartLinesDocument, { ...scope, skuId: 'LOG-ASH-STD', quantity: 1 })).data!.addToCart.id;
  }

  const attach = (orderId: string, customer: OrderCustomerInput) => call(AttachCustomerDetailsDocument, { ...scope, orderId, customer });

  it('attaches a customer found by email in any letter case; for a guest only the form counts, and 0 becomes +44', async () => {
    const orderId = await cart();
    const result = await attach(orderId, { email: ' ANN@Example.co.uk ', firstName: 'Annie', phoneNumber: '07700 900123' });
    expect(result.errors).toBeUndefined();
    // A guest's call links no customer and reads nothing of the stored one (no id, no stored last name).
    expect(result.data!.addCustomerOrder).toMatchObject({
      guest: true,
      customer: {
        id: null,
        email: 'ann@example.co.uk',
        firstName: 'Annie',
        lastName: null,
        phoneNumber: '+447700900123',
      },
    });
  });

  it("answers 'Customer not found' for an unknown email and changes nothing", async () => {
    const orderId = await cart();
    const before = await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const result = await attach(orderId, { email: 'nobody@example.com' });
    expect(result.errors?.[0]).toMatchObject({ message: 'Customer not found', extensions: { code: 'NOT_FOUND' } });
    expect(await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('refuses a malformed email or phone with a message that says what to fix', async () => {
    const orderId = await cart();
    const badEmail = await attach(orderId, { email: 'ann at example' });
    expect(badEmail.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'customer.email' } });
    const badPhone = await attach(orderId, { email: 'ann@example.co.uk', phoneNumber: '07700 9001' });
    expect(badPhone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badPhone.errors?.[0]?.message).toMatch(/^customer\.phoneNumber: /);
  });

  it('keeps order notes, and refuses an empty change or an essay', async () => {
    const orderId = await cart();
    const update = (data: OrderUpdateInput) => call(UpdateOrderNotesDocument, { ...scope, id: orderId, data });
    expect((await update({ orderNotes: ' Leave by the log store ' })).data!.updateOrder).toEqual({
      orderNotes: 'Leave by the log store',
      languageCode: 'en-GB',
    });
    expect((await update({})).errors?.[0]?.message).toMatch(/at least one field/);
    expect((await update({ orderNotes: 'x'.repeat(1001) })).errors?.[0]?.message).toMatch(/1,000 characters/);
  });

  const setAddresses = (orderId: string, address: OrderAddressInput[]) => call(SetAddressesDetailsDocument, { ...scope, orderId, address });

  it('sets billing and delivery addresses with the postcode normalised, and replaces them by type', async () => {
    const orderId = await cart();
    const first = await setAddresses(orderId, [
      { ...home, addressType: 'billing' },
      { ...home, addressType: 'shipping', deliveryNotes: 'Gate code 1234', restrictedAccess: true },
    ]);
    expect(first.errors).toBeUndefined();
    expect(first.data!.addEditOrderAddress.billingAddress).toMatchObject({ postCode: 'LE12 6UZ', countryCode: 'GB' });
    expect(first.data!.addEditOrderAddress.shippingAddress).toEqual([
      expect.objectContaining({ postCode: 'LE12 6UZ', deliveryNotes: 'Gate code 1234', restrictedAccess: true }),
    ]);

    const second = await setAddresses(orderId, [
      { ...home, addressType: 'shipping', line1: 'The Old Barn', postCode: 'EH1 1YZ', city: 'Edinburgh' },
    ]);
    expect(second.data!.addEditOrderAddress.shippingAddress).toEqual([
      expect.objectContaining({ line1: 'The Old Barn', postCode: 'EH1 1YZ' }),
    ]);
    expect(second.data!.addEditOrderAddress.billingAddress).toMatchObject({ line1: '4 Mill Lane' });
  });

  it.each([
    ['no first name', { firstName: '  ' }, /first name/],
    ['no first line', { line1: '' }, /first line of the address/],
    ['no town', { city: '' }, /town or city/],
    ['a malformed UK postcode', { postCode: 'LE12' }, /postcode/i],
    ['no country', { countryCode: 'United Kingdom' }, /country/],
    ['an unknown address type', { addressType: 'gift' }, /billing.*shipping/],
  ])('refuses an address with %s and keeps the old one', async (_, change, message) => {
    const orderId = await cart();
    await setAddresses(orderId, [{ ...home, addressType: 'shipping' }]);
    const result = await setAddresses(orderId, [{ ...home, addressType: 'shipping', ...change }]);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(message);
    const stored = await shop.db.selectFrom('order_address').select('post_code').where('order_id', '=', orderId).execute();
    expect(stored).toEqual([{ post_code: 'LE12 6UZ' }]);
  });

  it("sets each line's VAT by where the order goes: none in Jersey, 5% on fuel in England", async () => {
    const orderId = await cart();
    const totals = async () => (await call(GetGoodsTotalsDocument, { ...scope, orderId })).data!.getOrder;
    expect(await totals()).toEqual({ totalAmount: 149, totalTax: 7.1 });
    // Before a delivery address, the billing address decides.
    await setAddresses(orderId, [{ ...home, addressType: 'billing', city: 'St Helier', postCode: 'JE2 3AB', countryCode: 'JE' }]);
    expect(await totals()).toEqual({ totalAmount: 149, totalTax: 0 });
    await setAddresses(orderId, [{ ...home, addressType: 'shipping' }]);
    expect(await totals()).toEqual({ totalAmount: 149, totalTax: 7.1 });
  });

  it('refuses a delivery address in a country no delivery method reaches, beside its country, and keeps the old one', async () => {
    const orderId = await cart();
    await setAddresses(orderId, [{ ...home, addressType: 'shipping' }]);
    const jersey = { ...home, city: 'St Helier', postCode: 'JE2 3AB', countryCode: 'JE' };
    const refused = await setAddresses(orderId, [
      { ...home, addressType: 'billing' },
      { ...jersey, addressType: 'shipping' },
    ]);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'address.1.countryCode' });
    expect(refused.errors?.[0]?.message).toMatch(/^We cannot deliver there\. We deliver to .*United Kingdom/);
    const stored = await shop.db
      .selectFrom('order_address')
      .select(['address_type', 'post_code'])
      .where('order_id', '=', orderId)
      .execute();
    expect(stored).toEqual([{ address_type: 'shipping', post_code: 'LE12 6UZ' }]);
    // A billing address there is the shopper's own business.
    const billing = await setAddresses(orderId, [{ ...jersey, addressType: 'billing' }]);
    expect(billing.errors).toBeUndefined();
  });
});
