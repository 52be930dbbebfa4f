import { describe, expect, it } from 'vitest';
import { addressRefusal, contactRefusal, shopperWords } from '../../../src/features/checkout/server-refusal.ts';

const refusal = (message: string, field?: string) => ({ message, extensions: field ? { code: 'BAD_USER_INPUT', field } : {} });

describe("a server refusal in the shopper's words", () => {
  it('drops the argument path and names the field as the form labels it', () => {
    expect(shopperWords(refusal('input.firstName: must be at most 100 characters', 'input.firstName'))).toBe(
      'First name must be at most 100 characters.',
    );
  });

  it("says zod's default length message as a shopper would", () => {
    expect(shopperWords(refusal('Too big: expected string to have <=100 characters', 'customer.lastName'))).toBe(
      'Use at most 100 characters.',
    );
  });

  it('keeps a message already written for the shopper, capitalised and ending in a full stop', () => {
    expect(
      shopperWords(
        refusal('address.0.postCode: XX99 9ZZ is not a UK postcode we recognise; check the letters at the start.', 'address.0.postCode'),
      ),
    ).toBe('XX99 9ZZ is not a UK postcode we recognise; check the letters at the start.');
    expect(shopperWords(refusal('enter your first name', 'input.firstName'))).toBe('Enter your first name.');
    expect(shopperWords(refusal('Only 34 available'))).toBe('Only 34 available.');
  });
});

describe('where a refusal belongs', () => {
  it("places the contact's calls' fields in the contact form", () => {
    expect(contactRefusal(refusal('input.firstName: must be at most 100 characters', 'input.firstName'))).toEqual({
      form: 'contact',
      field: 'firstName',
      message: 'First name must be at most 100 characters.',
    });
    expect(contactRefusal(refusal('Enter an email address such as name@example.co.uk.', 'customer.email'))?.field).toBe('email');
    expect(contactRefusal(refusal('bad', 'orderId'))).toBeNull();
    expect(contactRefusal(refusal('Something went wrong'))).toBeNull();
  });

  it('places the n-th address sent in the form it came from', () => {
    const sent = ['shipping', 'billing'] as const;
    expect(addressRefusal(refusal('address.1.city: At most 80 characters.', 'address.1.city'), sent)).toEqual({
      form: 'billing',
      field: 'city',
      message: 'At most 80 characters.',
    });
    expect(addressRefusal(refusal('x', 'address.0.postCode'), ['shipping', 'shipping'])?.form).toBe('shipping');
    expect(addressRefusal(refusal('x', 'address.2.postCode'), sent)).toBeNull();
    expect(addressRefusal(refusal('x', 'input.firstName'), sent)).toBeNull();
  });
});
