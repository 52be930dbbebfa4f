import { describe, expect, it } from 'vitest';
import { CLAIM_LINK_LIFETIME_MS, type ClaimLink, claimRefusal } from '../../commerce/domain/order-claim.ts';

const NOW = new Date('2026-11-18T10:00:00Z');
const link = (overrides: Partial<ClaimLink> = {}, order: Partial<ClaimLink['order']> = {}): ClaimLink => ({
  expiresAt: new Date(NOW.getTime() + CLAIM_LINK_LIFETIME_MS),
  usedAt: null,
  ...overrides,
  order: { guest: true, customerId: null, email: 'Jane.Doe@gmail.com', claimedBy: null, ...order },
});
const jane = { customerId: 'c-jane', email: 'janedoe@gmail.com' };

describe('claimRefusal: who may claim a guest order with its link', () => {
  it('lets the customer of the order’s mailbox claim it, however the email was spelt', () => {
    expect(claimRefusal(link(), jane, NOW)).toBeNull();
    expect(claimRefusal(link({}, { email: 'jane.doe+logs@googlemail.com' }), jane, NOW)).toBeNull();
    // Claiming again what they claimed (a second link of the same order) is theirs to do.
    expect(claimRefusal(link({}, { claimedBy: 'c-jane' }), jane, NOW)).toBeNull();
  });

  it('refuses another mailbox, saying so', () => {
    expect(claimRefusal(link(), { customerId: 'c-bob', email: 'bob@example.com' }, NOW)).toMatchObject({ code: 'CLAIM_OTHER_EMAIL' });
    expect(claimRefusal(link({}, { email: null }), jane, NOW)).toMatchObject({ code: 'CLAIM_OTHER_EMAIL' });
  });

  it('answers every dead link with the same words: unknown, used, expired at the instant, an account’s order, someone else’s claim', () => {
    const dead = [
      claimRefusal(undefined, jane, NOW),
      claimRefusal(link({ usedAt: NOW }), jane, NOW),
      claimRefusal(link({ expiresAt: NOW }), jane, NOW),
      claimRefusal(link({}, { guest: false, customerId: 'c-other' }), jane, NOW),
      claimRefusal(link({}, { claimedBy: 'c-other' }), jane, NOW),
    ];
    for (const refusal of dead) expect(refusal).toEqual(dead[0]);
    expect(dead[0]).toMatchObject({ code: 'CLAIM_LINK_NOT_VALID' });
    expect(claimRefusal(link({ expiresAt: new Date(NOW.getTime() + 1) }), jane, NOW)).toBeNull();
  });
});
