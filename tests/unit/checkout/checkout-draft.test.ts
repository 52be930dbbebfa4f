import { describe, expect, it } from 'vitest';
import { $checkoutDraft, $checkoutStep, forgetCheckoutDraft } from '../../../src/features/checkout/checkout-store.ts';
import { EMPTY_ADDRESS, EMPTY_CONTACT } from '../../../src/lib/forms/contact-address-form.ts';

describe('the checkout draft once an order is placed', () => {
  it('forgets the contact, both addresses and the saved-address choices, and opens at the first step', () => {
    const address = {
      ...EMPTY_ADDRESS,
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '1 Kiln Lane',
      city: 'Loughborough',
      postCode: 'LE11 1AA',
    };
    $checkoutDraft.set({
      contact: { ...EMPTY_CONTACT, email: 'ada@example.co.uk', firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '07700 900123' },
      shipping: address,
      billing: address,
      billingSameAsDelivery: false,
      savedShippingId: 'address-1',
      savedBillingId: 'address-2',
    });
    $checkoutStep.set('payment');

    forgetCheckoutDraft();

    expect($checkoutDraft.get()).toEqual({
      contact: EMPTY_CONTACT,
      shipping: EMPTY_ADDRESS,
      billing: EMPTY_ADDRESS,
      billingSameAsDelivery: true,
    });
    expect($checkoutStep.get()).toBe('contact');
  });
});
