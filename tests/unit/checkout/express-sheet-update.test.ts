import { describe, expect, it } from 'vitest';
import { parseFromTestSheet, parseToTestSheet, TEST_SHEET_CHANNEL } from '../../../commerce/shared/index.ts';
import { QUOTE_UNAVAILABLE, sheetDetails, sheetUpdate, withAmountShown } from '../../../src/features/checkout/express/sheet-update.ts';

const QUOTE = {
  refusal: null,
  shipments: [
    { id: 'van', method: 'Delivery by our van', deliveryDate: '2026-11-19', deliveryDateText: 'Thursday 19 November', charge: 19.95 },
    { id: 'parcel', method: 'Parcel delivery', deliveryDate: '2026-11-20', deliveryDateText: 'Friday 20 November', charge: 4.95 },
  ],
  shippingTotal: 24.9,
  amountDue: 173.9,
};

describe("express checkout's answer to the sheet", () => {
  it('offers one shipping option naming each shipment’s method and first date, with the delivery and the total in pounds', () => {
    expect(sheetUpdate(QUOTE)).toEqual({
      total: { label: 'Total', amount: { currency: 'GBP', value: '173.90' } },
      displayItems: [],
      shippingOptions: [
        {
          id: 'first-dates',
          label: 'Delivery by our van, Thursday 19 November; Parcel delivery, Friday 20 November',
          amount: { currency: 'GBP', value: '24.90' },
          selected: true,
        },
      ],
    });
  });

  it('puts a refusal on the postcode with no option to pay for, and says so when the shop could not be asked', () => {
    const refused = sheetUpdate({ refusal: 'We cannot deliver there.', shipments: [], shippingTotal: 0, amountDue: 0 });
    expect(refused).toMatchObject({
      shippingOptions: [],
      error: 'We cannot deliver there.',
      shippingAddressErrors: { postalCode: 'We cannot deliver there.' },
    });
    expect(sheetUpdate(null)).toMatchObject({ shippingOptions: [], error: QUOTE_UNAVAILABLE });
  });

  it('survives the trip to the sheet and back as the sheet parses it', () => {
    const update = sheetUpdate(QUOTE);
    expect(parseToTestSheet({ channel: TEST_SHEET_CHANNEL, type: 'updateWith', details: update })).toEqual({
      type: 'updateWith',
      details: update,
    });
    // A message of another channel, or an amount that is not pounds and pence, is not the shop's answer.
    expect(parseToTestSheet({ channel: 'elsewhere', type: 'updateWith', details: update })).toBeNull();
    expect(
      parseToTestSheet({
        channel: TEST_SHEET_CHANNEL,
        type: 'updateWith',
        details: { ...update, total: { label: 'Total', amount: { currency: 'GBP', value: '1e9' } } },
      }),
    ).toBeNull();
    expect(
      parseFromTestSheet({
        channel: TEST_SHEET_CHANNEL,
        type: 'shippingaddresschange',
        address: { country: 'GB', postalCode: 'BA1 1AA', city: 'Bath' },
      }),
    ).toEqual({ type: 'shippingaddresschange', address: { country: 'GB', postalCode: 'BA1 1AA', city: 'Bath' } });
  });

  it('splits the wallet’s name into given and family names and needs both a contact and an address', () => {
    const authorization = {
      token: 'tok_abcdefghijkl',
      contact: { name: 'Mary Ann Evans', email: 'mary@example.com', phone: '' },
      shippingAddress: { lines: ['1 Lane'], town: 'Bath', postcode: 'BA1 1AA', countryCode: 'GB' },
    };
    expect(sheetDetails(authorization)).toEqual({
      email: 'mary@example.com',
      givenName: 'Mary Ann',
      familyName: 'Evans',
      phone: null,
      addressLines: ['1 Lane'],
      town: 'Bath',
      postcode: 'BA1 1AA',
      countryCode: 'GB',
    });
    expect(sheetDetails({ ...authorization, shippingAddress: null })).toBeNull();
    expect(sheetDetails({ ...authorization, contact: null })).toBeNull();
  });

  it('sends the amount the sheet showed as the amount expected, keeping the rest of paymentData', () => {
    expect(JSON.parse(withAmountShown(JSON.stringify({ cardToken: 'tok_x', expectedAmountDue: 12 }), 173.9))).toEqual({
      cardToken: 'tok_x',
      expectedAmountDue: 173.9,
    });
  });
});
