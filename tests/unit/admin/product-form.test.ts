import { describe, expect, it } from 'vitest';
import { blankText, inputOf } from '../../../src/features/admin/catalogue/product-form.ts';

describe("the desk's product form", () => {
  const typed = {
    ...blankText('UK-DOMESTIC-FUEL'),
    sku: ' log-oak-std ',
    name: 'Oak logs',
    weightKg: '300.5',
    price: '£105.50',
    stockOnHand: '4',
  };

  it('sends numbers as numbers, the SKU in capitals, the list price as the price when left empty', () => {
    expect(inputOf({ ...typed, suggestions: 'kin-net-10l, ACC-FIRELIGHTER-100 ' })).toEqual({
      errors: {},
      input: expect.objectContaining({
        sku: 'LOG-OAK-STD',
        weightKg: 300.5,
        price: 105.5,
        listPrice: 105.5,
        stockOnHand: 4,
        presaleLimit: null,
        fullName: null,
        alternateSku: null,
        suggestions: ['KIN-NET-10L', 'ACC-FIRELIGHTER-100'],
      }),
    });
  });

  it('names each field that is not a number, leaving the other rules to the API', () => {
    expect(inputOf({ ...typed, price: 'ten', weightKg: '', stockOnHand: '1.5' }).errors).toEqual({
      price: 'Enter an amount in pounds, such as 12.50.',
      weightKg: 'Enter the weight in kilograms, such as 12.5.',
      stockOnHand: 'Enter a whole number, such as 12.',
    });
  });
});
