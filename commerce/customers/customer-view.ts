import { presentReview } from '../catalogue/index.ts';
import { toPounds } from '../domain/money.ts';
import { referralOfferText, type ReferralOffer } from '../domain/pricing/referral.ts';
import { presentStoredAddress } from './address-columns.ts';
import type { CustomerAddressRow, CustomerRow } from '../store/tables.ts';
import type { LookedUpAddress } from './address-lookup.store.ts';
import type { CreditRow, CustomerReviewRow } from './customers.store.ts';

/** Shapes a saved address for the API (the API's field names). */
export function presentAddress(row: CustomerAddressRow) {
  return { ...presentStoredAddress(row), addressType: row.address_type, isDefault: row.is_default };
}

/** An address-finder result: a delivery point, not yet anyone's address, so no names or type. */
export function presentLookedUpAddress(found: LookedUpAddress) {
  return {
    id: found.id,
    addressType: null,
    isDefault: null,
    business: found.company !== null,
    firstName: null,
    lastName: null,
    company: found.company,
    line1: found.line1,
    line2: found.line2,
    city: found.city,
    postCode: found.postCode,
    stateCode: null,
    countryCode: found.countryCode,
    state: found.state,
    lat: found.lat,
    long: found.long,
    what3Words: null,
    deliveryNotes: null,
    phoneNumber: null,
    restrictedAccess: false,
    restrictedAccessForced: false,
  };
}

/**
 * The customer record. `withPhone` is false for anyone but the customer themselves (a lookup by
 * email), so an anonymous caller learns only what sign-in needs.
 */
export function presentCustomer(row: CustomerRow, { withPhone }: { withPhone: boolean }) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: withPhone ? row.phone_number : null,
    cognitoUser: row.cognito_user,
    salesChannel: row.sales_channel_id,
  };
}

/** An email look-up's answer (anyone may ask): the id the sign-in username is made of, nothing about the person. */
export function presentCustomerMatch(row: Pick<CustomerRow, 'id' | 'sales_channel_id'>) {
  return { id: row.id, salesChannel: row.sales_channel_id };
}

/** One entry of a credit history, in pounds. */
export function presentCredit(row: CreditRow) {
  return {
    id: row.id,
    date: new Date(row.created_at).toISOString(),
    amount: toPounds(row.amount_pence),
    description: row.description,
  };
}

/** The signed-in customer's own view: everything, with credit in pounds (sum taken in pence). */
export function presentLoggedInCustomer(
  row: CustomerRow,
  related: { addresses: CustomerAddressRow[]; credits: CreditRow[]; reviews: CustomerReviewRow[]; referralOffer: ReferralOffer | null },
) {
  const offer = related.referralOffer;
  const creditPence = related.credits.reduce((sum, credit) => sum + credit.amount_pence, 0);
  return {
    ...presentCustomer(row, { withPhone: true }),
    creditAmountTotal: toPounds(creditPence),
    referralCode: row.referral_code,
    referralOffer: offer && {
      friendDiscount: toPounds(offer.friendDiscountPence),
      friendMinimumSpend: toPounds(offer.friendMinSpendPence),
      referrerCredit: toPounds(offer.referrerCreditPence),
      description: referralOfferText(offer),
    },
    addresses: related.addresses.map(presentAddress),
    credits: related.credits.map(presentCredit),
    reviews: related.reviews.map(presentReview),
  };
}
