import { describe, expect, it } from 'vitest';
import { accountChanges, contactForSignedIn, type AccountContact } from '../../../src/features/checkout/signed-in-contact.ts';
import { EMPTY_CONTACT } from '../../../src/lib/forms/contact-address-form.ts';

const account: AccountContact = { email: 'ada@example.co.uk', firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+447700900123' };

describe('the contact form of a signed-in customer', () => {
  it('takes the stored record over what was typed, the email always', () => {
    const typed = { email: 'someone@else.com', firstName: 'Addie', lastName: 'L', phoneNumber: '01509 000000' };
    expect(contactForSignedIn(account, typed)).toEqual({
      email: 'ada@example.co.uk',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+447700900123',
    });
  });

  it('fills the gaps of the stored record from what was typed', () => {
    const sparse = { ...account, firstName: ' ', phoneNumber: null };
    expect(contactForSignedIn(sparse, { ...EMPTY_CONTACT, firstName: 'Ada', phoneNumber: '07700 900999' })).toEqual({
      email: 'ada@example.co.uk',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '07700 900999',
    });
    expect(contactForSignedIn(sparse, EMPTY_CONTACT).phoneNumber).toBe('');
  });
});

describe('what the customer changed on their account details', () => {
  const form = { email: account.email, firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+447700900123' };

  it('is nothing when the form shows the account as stored', () => {
    expect(accountChanges(account, form)).toBeNull();
    // The same number written the UK way is not a change.
    expect(accountChanges(account, { ...form, phoneNumber: '07700 900123' })).toBeNull();
    expect(accountChanges(account, { ...form, firstName: ' Ada ' })).toBeNull();
  });

  it('names each field that changed, trimmed', () => {
    expect(accountChanges(account, { ...form, firstName: ' Augusta ', phoneNumber: '07700 900999' })).toEqual({
      firstName: 'Augusta',
      phoneNumber: '07700 900999',
    });
    expect(accountChanges({ ...account, phoneNumber: null }, { ...form, phoneNumber: '07700 900123' })).toEqual({
      phoneNumber: '07700 900123',
    });
  });

  it('never blanks a stored value because a field was left empty', () => {
    expect(accountChanges(account, { ...form, firstName: '', phoneNumber: '  ' })).toBeNull();
  });
});
