import { describe, expect, it } from 'vitest';
import { elementSheetUpdate, sheetAddressOf, sheetOptionOf } from '../../../src/features/checkout/airwallex/wallet-sheet-events.ts';
import { pickedOption, sheetUpdate } from '../../../src/features/checkout/express/sheet-update.ts';

// Airwallex's wallet elements' sheet events, in the shapes @airwallex/components-sdk declares
// (ApplePayButtonShippingAddressChangeEvent, ApplePayButtonShippingMethodChangeEvent and Google
// Pay's IntermediatePaymentData), map to the express checkout's quote as the stand-in sheet's do.

const shipment = (id: string, method: string, methodId: string, charge: number) => ({
  id,
  method,
  methodId,
  deliveryDate: '2026-11-19',
  deliveryDateText: 'Thursday 19 November',
  charge,
});
const STANDARD = { shipments: [shipment('pallet', 'Pallet – standard', 'pallet-standard', 25)], shippingTotal: 25, amountDue: 174 };
const NEXT_DAY = { shipments: [shipment('pallet', 'Pallet – next day', 'pallet-next-day', 45)], shippingTotal: 45, amountDue: 194 };
const QUOTE = { refusal: null, ...STANDARD, options: [STANDARD, NEXT_DAY] };
const REFUSED = { refusal: 'We cannot deliver to the Channel Islands.', shipments: [], shippingTotal: 0, amountDue: 0, options: [] };

describe("Apple Pay's element", () => {
  it('reads the redacted address of shippingAddressChange and the identifier of shippingMethodChange', () => {
    const addressChange = {
      detail: { shippingAddress: { locality: 'Bath', postalCode: 'BA1', countryCode: 'gb', administrativeArea: '' } },
    };
    expect(sheetAddressOf('applePayButton', addressChange)).toEqual({ country: 'GB', postalCode: 'BA1', city: 'Bath' });
    const methodChange = {
      detail: { shippingMethod: { identifier: 'option-2', label: 'Pallet – next day', detail: '', amount: '45.00' } },
    };
    const picked = sheetOptionOf('applePayButton', methodChange);
    expect(picked).toBe('option-2');
    expect(pickedOption(QUOTE, picked!)).toBe(1);
  });

  it('is answered with the total, the options (the picked one first, as Apple selects the first) and the refusal on the postcode', () => {
    expect(elementSheetUpdate('applePayButton', sheetUpdate(QUOTE, 1))).toEqual({
      amount: { value: 194, currency: 'GBP' },
      shippingMethods: [
        { identifier: 'option-2', label: 'Pallet – next day, Thursday 19 November', detail: '', amount: '45.00' },
        { identifier: 'option-1', label: 'Pallet – standard, Thursday 19 November', detail: '', amount: '25.00' },
      ],
    });
    expect(elementSheetUpdate('applePayButton', sheetUpdate(REFUSED))).toEqual({
      amount: { value: 0, currency: 'GBP' },
      shippingMethods: [],
      errors: [{ code: 'addressUnserviceable', contactField: 'postalCode', message: REFUSED.refusal }],
    });
  });

  it('takes nothing it cannot use', () => {
    expect(sheetAddressOf('applePayButton', { detail: { shippingAddress: { postalCode: 'BA1' } } })).toBeNull();
    expect(sheetAddressOf('applePayButton', { detail: {} })).toBeNull();
    expect(sheetAddressOf('applePayButton', null)).toBeNull();
    expect(sheetOptionOf('applePayButton', { detail: { shippingMethod: { identifier: 'x'.repeat(65) } } })).toBeNull();
  });
});

describe("Google Pay's element", () => {
  const intermediate = (data: object) => ({ detail: { intermediatePaymentData: { callbackTrigger: 'SHIPPING_ADDRESS', ...data } } });

  it('reads the address of shippingAddressChange (the UK postcode cut to three characters) and the option of shippingMethodChange', () => {
    const addressChange = intermediate({
      shippingAddress: { administrativeArea: '', countryCode: 'GB', postalCode: 'BA1', locality: 'Bath' },
      shippingOptionData: { id: 'shipping_option_unselected' },
    });
    expect(sheetAddressOf('googlePayButton', addressChange)).toEqual({ country: 'GB', postalCode: 'BA1', city: 'Bath' });
    // Before the shop offered its options, Google names a placeholder: no pick yet.
    expect(sheetOptionOf('googlePayButton', addressChange)).toBeNull();
    const optionChange = intermediate({ callbackTrigger: 'SHIPPING_OPTION', shippingOptionData: { id: 'option-2' } });
    expect(pickedOption(QUOTE, sheetOptionOf('googlePayButton', optionChange)!)).toBe(1);
  });

  it('is answered with the total, the options with the picked one selected, and the refusal for the address', () => {
    expect(elementSheetUpdate('googlePayButton', sheetUpdate(QUOTE, 1))).toEqual({
      amount: { value: 194, currency: 'GBP' },
      shippingOptionParameters: {
        shippingOptions: [
          { id: 'option-1', label: 'Pallet – standard, Thursday 19 November', description: '£25.00' },
          { id: 'option-2', label: 'Pallet – next day, Thursday 19 November', description: '£45.00' },
        ],
        defaultSelectedOptionId: 'option-2',
      },
    });
    expect(elementSheetUpdate('googlePayButton', sheetUpdate(REFUSED))).toEqual({
      amount: { value: 0, currency: 'GBP' },
      error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', intent: 'SHIPPING_ADDRESS', message: REFUSED.refusal },
    });
  });

  it('takes nothing from an event of the other element or without an address', () => {
    expect(sheetAddressOf('googlePayButton', { detail: { shippingAddress: { countryCode: 'GB', postalCode: 'BA1' } } })).toBeNull();
    expect(sheetAddressOf('googlePayButton', intermediate({}))).toBeNull();
    expect(sheetOptionOf('googlePayButton', { detail: { shippingMethod: { identifier: 'option-1' } } })).toBeNull();
  });
});
