import { describe, expect, it } from 'vitest';
import { deliveryAddressKey, sharesDeliveryAddress } from '../../commerce/domain/delivery-address-key.ts';
import { purchaserKey, purchaserMailbox, purchaserOf } from '../../commerce/domain/purchaser.ts';

describe('purchaserOf: who once-per-customer limits count against', () => {
  it('is the account for an order placed signed in, keeping its mailbox for the record', () => {
    const purchaser = purchaserOf({ guest: false, customerId: 'c1', email: 'Jane.Doe+logs@GoogleMail.com' });
    expect(purchaser).toEqual({ kind: 'account', customerId: 'c1', mailbox: 'janedoe@gmail.com' });
    expect(purchaserKey(purchaser!)).toBe('customer:c1');
    expect(purchaserMailbox(purchaser!)).toBe('janedoe@gmail.com');
  });

  it('is the mailbox for a guest, whatever spelling reaches it', () => {
    for (const email of ['farmer@gmail.com', 'farmer+2@gmail.com', 'f.armer@gmail.com', ' Farmer@googlemail.com '])
      expect(purchaserOf({ guest: true, customerId: null, email })).toEqual({ kind: 'mailbox', mailbox: 'farmer@gmail.com' });
  });

  it('is a guest’s mailbox even when a customer id lingers on a guest order', () => {
    expect(purchaserOf({ guest: true, customerId: 'c1', email: 'a@example.com' })).toEqual({ kind: 'mailbox', mailbox: 'a@example.com' });
  });

  it('is no one while a guest has given no email', () => {
    expect(purchaserOf({ guest: true, customerId: null, email: null })).toBeNull();
    expect(purchaserOf({ guest: true, customerId: null, email: '  ' })).toBeNull();
  });
});

describe('deliveryAddressKey: one door however it was typed', () => {
  it('ignores spaces, case and punctuation in the postcode and first line', () => {
    expect(deliveryAddressKey({ postCode: 'le12 6uz', line1: '1, Station Road.' })).toBe(
      deliveryAddressKey({ postCode: 'LE126UZ', line1: '1 STATION ROAD' }),
    );
    expect(deliveryAddressKey({ postCode: 'LE12 6UZ', line1: '1 Station Road' })).toBe('LE126UZ|1stationroad');
  });

  it('tells another house number or postcode apart', () => {
    const home = [{ postCode: 'LE12 6UZ', line1: '1 Station Road' }];
    expect(sharesDeliveryAddress([{ postCode: 'LE12 6UZ', line1: '3 Station Road' }], home)).toBe(false);
    expect(sharesDeliveryAddress([{ postCode: 'LE12 6UY', line1: '1 Station Road' }], home)).toBe(false);
    expect(sharesDeliveryAddress([{ postCode: 'le12 6uz', line1: '1 station road' }], home)).toBe(true);
    expect(sharesDeliveryAddress([], home)).toBe(false);
  });
});
