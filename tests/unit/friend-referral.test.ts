import { describe, expect, it } from 'vitest';
import { referralCodeFromUrl } from '../../src/lib/pwa/decisions.ts';
import { forgetReferralCode, REFERRAL_CODE_KEY, waitingReferralCode } from '../../src/lib/friend-referral.ts';
import { referralCoupon, referralOfferText, referralRefusal } from '../../commerce/domain/pricing/referral.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('a friend’s referral code from a shared link', () => {
  it('reads the code from ?ref=, upper case, and nothing that is not letters and digits of the right length', () => {
    expect(referralCodeFromUrl('?ref=ada2024')).toBe('ADA2024');
    expect(referralCodeFromUrl('?utm_source=x&ref=ADA2024&y=1')).toBe('ADA2024');
    expect(referralCodeFromUrl('?ref=<script>')).toBeNull();
    expect(referralCodeFromUrl('?ref=AB')).toBeNull();
    expect(referralCodeFromUrl('?ref=ABCDEFGHIJKLMNOPQRSTU')).toBeNull();
    expect(referralCodeFromUrl('?preref=ADA2024')).toBeNull();
    expect(referralCodeFromUrl('')).toBeNull();
  });

  it('waits in storage until it is used, and survives blocked storage', () => {
    const storage = memoryStorage();
    expect(waitingReferralCode(storage)).toBeNull();
    storage.setItem(REFERRAL_CODE_KEY, 'ADA2024');
    expect(waitingReferralCode(storage)).toBe('ADA2024');
    forgetReferralCode(storage);
    expect(waitingReferralCode(storage)).toBeNull();
    expect(waitingReferralCode(null)).toBeNull();
    const blocked = {
      ...storage,
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(waitingReferralCode(blocked)).toBeNull();
  });
});

describe('referral rules', () => {
  const referral = {
    code: 'ADA2024',
    referrerCustomerId: 'ada',
    referrerEmail: 'Ada@Example.com',
    offer: { friendDiscountPence: 1000, friendMinSpendPence: 6000, referrerCreditPence: 1500 },
  };

  it('refuses the referrer’s own code by account or by email, whatever its case, and a friend with an earlier order', () => {
    expect(referralRefusal(referral, { customerId: 'ada', email: null, earlierOrders: 0 })?.code).toBe('REFERRAL_OWN_CODE');
    expect(referralRefusal(referral, { customerId: null, email: ' ada@example.COM ', earlierOrders: 0 })?.code).toBe('REFERRAL_OWN_CODE');
    expect(referralRefusal(referral, { customerId: 'bob', email: 'bob@example.com', earlierOrders: 1 })?.code).toBe(
      'REFERRAL_NOT_FIRST_ORDER',
    );
    expect(referralRefusal(referral, { customerId: null, email: 'bob@example.com', earlierOrders: 0 })).toBeNull();
  });

  it('refuses the referrer’s own mailbox under another spelling: a +tag, or Gmail’s dots and googlemail', () => {
    expect(referralRefusal(referral, { customerId: null, email: 'ada+self@example.com', earlierOrders: 0 })?.code).toBe(
      'REFERRAL_OWN_CODE',
    );
    const gmailReferral = { ...referral, referrerEmail: 'ada.byron@gmail.com' };
    for (const email of ['adabyron@googlemail.com', 'a.d.a.byron+2@gmail.com'])
      expect(referralRefusal(gmailReferral, { customerId: null, email, earlierOrders: 0 })?.code).toBe('REFERRAL_OWN_CODE');
    expect(referralRefusal(gmailReferral, { customerId: null, email: 'ada.byron@example.com', earlierOrders: 0 })).toBeNull();
  });

  it('prices a referral as a fixed amount over the minimum spend, with no per-customer count (a first order is the limit)', () => {
    expect(referralCoupon(referral)).toMatchObject({
      kind: 'fixedAmount',
      amountPence: 1000,
      minSpendPence: 6000,
      maxUsesPerCustomer: null,
      code: 'ADA2024',
      name: '£10.00 off your first order, from a friend',
    });
  });

  it('says what each side gets', () => {
    expect(referralOfferText(referral.offer)).toBe(
      'A friend who uses your code gets £10.00 off a first order of £60.00 or more, and you get £15.00 of credit when their order is placed.',
    );
  });
});
