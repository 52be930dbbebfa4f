import { describe, expect, it } from 'vitest';
import { parseFromTestSheet, parseToTestSheet, TEST_SHEET_CHANNEL } from '../../../commerce/shared/index.ts';
import {
  methodsOf,
  pickedOption,
  QUOTE_UNAVAILABLE,
  sameOption,
  sheetDetails,
  sheetUpdate,
  withAmountShown,
} from '../../../src/features/checkout/express/sheet-update.ts';

const VAN = {
  id: 'van',
  method: 'Delivery by our van',
  methodId: 'van-standard',
  deliveryDate: '2026-11-19',
  deliveryDateText: 'Thursday 19 November',
  charge: 19.95,
};
const PALLET = {
  id: 'pallet',
  method: 'Pallet – standard',
  methodId: 'pallet-standard',
  deliveryDate: '2026-11-23',
  deliveryDateText: 'Monday 23 November',
  charge: 25,
};
const PALLET_NEXT_DAY = {
  ...PALLET,
  method: 'Pallet – next day',
  methodId: 'pallet-next-day',
  deliveryDate: '2026-11-19',
  deliveryDateText: 'Thursday 19 November',
  charge: 45,
};
const PREFERRED = { shipments: [VAN, PALLET], shippingTotal: 44.95, amountDue: 193.95 };
const FASTER = { shipments: [VAN, PALLET_NEXT_DAY], shippingTotal: 64.95, amountDue: 213.95 };
const QUOTE = { refusal: null, ...PREFERRED, options: [PREFERRED, FASTER] };

describe("express checkout's answer to the sheet", () => {
  it('offers each way the basket can go as a shipping option naming each shipment’s method and first date, with its delivery, and the picked one’s total', () => {
    const options = [
      {
        id: 'option-1',
        label: 'Delivery by our van, Thursday 19 November; Pallet – standard, Monday 23 November',
        amount: { currency: 'GBP', value: '44.95' },
        selected: true,
      },
      {
        id: 'option-2',
        label: 'Delivery by our van, Thursday 19 November; Pallet – next day, Thursday 19 November',
        amount: { currency: 'GBP', value: '64.95' },
        selected: false,
      },
    ];
    expect(sheetUpdate(QUOTE)).toEqual({
      total: { label: 'Total', amount: { currency: 'GBP', value: '193.95' } },
      displayItems: [],
      shippingOptions: options,
    });
    expect(sheetUpdate(QUOTE, 1)).toEqual({
      total: { label: 'Total', amount: { currency: 'GBP', value: '213.95' } },
      displayItems: [],
      shippingOptions: [
        { ...options[0], selected: false },
        { ...options[1], selected: true },
      ],
    });
  });

  it('reads the sheet’s pick back as the methods placed, and keeps it across a new address where it still goes', () => {
    expect(pickedOption(QUOTE, 'option-2')).toBe(1);
    expect(pickedOption(QUOTE, 'option-3')).toBeNull();
    expect(methodsOf(QUOTE.options[1]!)).toEqual([
      { shipment: 'van', methodId: 'van-standard' },
      { shipment: 'pallet', methodId: 'pallet-next-day' },
    ]);
    const elsewhere = { ...QUOTE, options: [PREFERRED, { ...FASTER, shipments: [PALLET_NEXT_DAY, VAN] }] };
    expect(sameOption(elsewhere, FASTER)).toBe(1);
    expect(sameOption({ ...QUOTE, options: [PREFERRED] }, FASTER)).toBe(0);
    expect(sameOption(QUOTE, null)).toBe(0);
  });

  it('puts a refusal on the postcode with no option to pay for, and says so when the shop could not be asked', () => {
    const refused = sheetUpdate({ refusal: 'We cannot deliver there.', shipments: [], shippingTotal: 0, amountDue: 0, options: [] });
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
    expect(parseFromTestSheet({ channel: TEST_SHEET_CHANNEL, type: 'shippingoptionchange', shippingOption: 'option-2' })).toEqual({
      type: 'shippingoptionchange',
      shippingOption: 'option-2',
    });
    expect(parseFromTestSheet({ channel: TEST_SHEET_CHANNEL, type: 'shippingoptionchange', shippingOption: 7 })).toBeNull();
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
