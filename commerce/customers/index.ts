/**
 * The face of the customers: what the features above read of accounts, addresses, credit and
 * referrals, and how a signed-in customer is named from the token. The request context takes the
 * address look-up's type from here. Resolvers are wired by the composition root.
 */
export { addressFromColumns, addressToColumns, presentStoredAddress } from './address-columns.ts';
export type { AddressLookup } from './address-lookup.store.ts';
export { checkAddress } from './address-rules.ts';
export { decodeCursor, encodeCursor } from './cursor.ts';
export { presentCredit } from './customer-view.ts';
export { creditBalancePence, findCustomerByEmail, listCredits } from './customers.store.ts';
export {
  bookReferralReward,
  creditReferralReward,
  isReferralCodeInUse,
  orderDeliveryAddresses,
  referralForOrder,
  referrerDeliveryAddresses,
  type StoredReferral,
  withdrawReferralReward,
} from './referrals.store.ts';
export { requireSignedIn } from './signed-in.ts';
