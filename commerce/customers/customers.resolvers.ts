import { z } from 'zod';
import { requireScope, type CustomerScope } from '../context.ts';
import { addOwnAddress, editOwnAddress, removeOwnAddress, updateOwnDetails } from './account.service.ts';
import type { AddressDraft } from './address-rules.ts';
import { listOwnAddresses } from './addresses.store.ts';
import { requireSignedIn } from './signed-in.ts';
import { presentAddress, presentCustomer, presentCustomerMatch, presentLoggedInCustomer, presentLookedUpAddress } from './customer-view.ts';
import {
  createCustomerRecord,
  findCustomerByEmail,
  findOwnCustomer,
  recordIdentityUser,
  listCredits,
  listCustomerReviews,
  setReferralCode,
} from './customers.store.ts';
import { parseUkPostcode } from '../domain/delivery/postcode.ts';
import { normaliseUkPhone } from '../domain/phone.ts';
import { validateReferralCode } from '../domain/pricing/referral.ts';
import { couponCodeInUse } from '../store/coupon-codes.store.ts';
import { readReferralOffer } from './referrals.store.ts';
import { apiError, parseArgs } from '../errors.ts';
import { emailLookupKeys, throughDoor } from '../limits/index.ts';
import { salesChannelArg, tenantArg } from '../args.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';

// ---- Argument shapes. Rules beyond shape (required address fields, postcodes) are checked after.

const scoped = { tenant: tenantArg, salesChannel: salesChannelArg };
/** Signed-in calls whose API signature has no tenant (or channel) fall back to the token's. */
const tokenScoped = { tenant: tenantArg.nullish(), salesChannel: salesChannelArg.nullish() };

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const customerIdArg = z.string().min(1, 'must be your customer id').max(64);
const addressTypeArg = z.enum(['shipping', 'billing'], 'must be shipping or billing');
const emailArg = z
  .string({ error: 'enter an email address' })
  .max(254, 'must be at most 254 characters')
  .trim()
  .toLowerCase()
  .pipe(z.email('enter an email address such as you@example.com'));
const nameArg = (what: string) =>
  z
    .string({ error: `enter your ${what}` })
    .trim()
    .min(1, `enter your ${what}`)
    .max(100, 'must be at most 100 characters');
const phoneArg = text(32);

const addressInput = z.object({
  id: z.uuid({ message: 'must be the id of one of your addresses' }).nullish(),
  customerId: customerIdArg.nullish(),
  addressType: addressTypeArg.nullish(),
  isDefault: z.boolean().nullish(),
  business: z.boolean().nullish(),
  firstName: text(100).nullish(),
  lastName: text(100).nullish(),
  company: text(200).nullish(),
  line1: text(200).nullish(),
  line2: text(200).nullish(),
  city: text(100).nullish(),
  postCode: text(16).nullish(),
  stateCode: text(16).nullish(),
  countryCode: text(8).nullish(),
  state: text(100).nullish(),
  lat: z.number().min(-90, 'must be a latitude, -90 to 90').max(90, 'must be a latitude, -90 to 90').nullish(),
  long: z.number().min(-180, 'must be a longitude, -180 to 180').max(180, 'must be a longitude, -180 to 180').nullish(),
  what3Words: text(100).nullish(),
  deliveryNotes: text(500).nullish(),
  phoneNumber: phoneArg.nullish(),
  restrictedAccess: z.boolean().nullish(),
});
type AddressInput = z.infer<typeof addressInput>;

const getAddressesByPostCodeArgs = z.object({ ...scoped, postCode: text(16) });
const getMyAddressesArgs = z.object(scoped);
const createAddressArgs = z.object({ ...tokenScoped, input: addressInput });
const updateAddressArgs = z.object({
  ...scoped,
  input: addressInput.extend({ id: z.uuid({ message: 'must be the id of one of your addresses' }) }),
});
const deleteAddressArgs = z.object({
  ...scoped,
  id: z.uuid({ message: 'must be the id of one of your addresses' }),
  addressType: addressTypeArg.nullish(),
  customerId: customerIdArg.nullish(),
  warehouseId: text(64).nullish(),
});

const createCustomerArgs = z.object({
  ...scoped,
  input: z.object({
    id: z.null({ error: 'leave it out; a new customer is given an id' }).optional(),
    email: emailArg,
    firstName: nameArg('first name'),
    lastName: nameArg('last name'),
    phoneNumber: phoneArg.nullish(),
  }),
});
const getCustomerByEmailArgs = z.object({ ...scoped, email: emailArg });
const getLoggedInCustomerArgs = z.object(scoped);
const updateCustomerArgs = z.object({
  salesChannel: salesChannelArg,
  tenant: tenantArg.nullish(),
  input: z.object({
    id: customerIdArg.nullish(),
    email: emailArg.nullish(),
    firstName: nameArg('first name').optional(),
    lastName: nameArg('last name').optional(),
    phoneNumber: phoneArg.nullish(),
  }),
});
const editReferralCodeArgs = z.object({
  id: customerIdArg,
  salesChannel: salesChannelArg,
  tenant: tenantArg.nullish(),
  newCode: text(100),
});

const REFERRAL_CODE_TAKEN = 'That referral code is taken; try another.';

// ---- Who may act.

/** A customer id in the arguments is only ever a cross-check: another customer's is refused. */
function refuseOtherCustomer(owner: CustomerScope, customerId: string | null | undefined): void {
  if (customerId != null && customerId !== owner.customerId) {
    throw apiError('FORBIDDEN', 'You can only see and change your own account. Leave the customer id out, or send your own.');
  }
}

// ---- Address input at the API edge; the rules are checked by the account service.

function addressDraft(input: AddressInput): AddressDraft {
  const { id: _id, customerId: _customerId, addressType: _type, isDefault: _default, ...fields } = input;
  // Left out (undefined) means "keep"; null means "clear". Only fields actually sent take part.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as AddressDraft;
}

function validPhone(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  const normalised = normaliseUkPhone(raw);
  if (!normalised.ok) throw apiError('BAD_USER_INPUT', `input.phoneNumber: ${normalised.message}`, { field: 'input.phoneNumber' });
  return normalised.phone;
}

// ---- Resolvers.

export const customerQueries = {
  async getAddressesByPostCode(_, raw, ctx) {
    const args = parseArgs(getAddressesByPostCodeArgs, raw);
    requireScope(ctx, args.tenant, args.salesChannel);
    const postCode = parseUkPostcode(args.postCode);
    if (!postCode.ok) throw apiError('BAD_USER_INPUT', `postCode: ${postCode.message}`, { field: 'postCode', reason: postCode.code });
    const found = await ctx.addressLookup.findByPostcode(postCode.postcode);
    return found.map(presentLookedUpAddress);
  },

  async getMyAddresses(_, raw, ctx) {
    const args = parseArgs(getMyAddressesArgs, raw);
    const owner = requireSignedIn(ctx, args.tenant, args.salesChannel);
    return (await listOwnAddresses(ctx.db, owner)).map(presentAddress);
  },

  async getCustomerByEmailSalesChannel(_, raw, ctx) {
    const args = parseArgs(getCustomerByEmailArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    // Hit or miss, each look-up tells whether an email is a customer's: every one counts.
    const customer = await throughDoor(ctx.limits, emailLookupKeys(scope, ctx.clientIp, args.email), () =>
      findCustomerByEmail(ctx.db, scope, args.email),
    );
    return customer ? presentCustomerMatch(customer) : null;
  },

  async getLoggedInCustomerData(_, raw, ctx) {
    const args = parseArgs(getLoggedInCustomerArgs, raw);
    const owner = requireSignedIn(ctx, args.tenant, args.salesChannel);
    const found = await findOwnCustomer(ctx.db, owner);
    if (!found) throw apiError('NOT_FOUND', 'We could not find your account. Please sign in again.');
    const customer = found.cognito_user ? found : await recordIdentityUser(ctx.db, found);
    const [addresses, credits, reviews, referralOffer] = await Promise.all([
      listOwnAddresses(ctx.db, owner),
      listCredits(ctx.db, customer.id),
      listCustomerReviews(ctx.db, owner),
      readReferralOffer(ctx.db, owner.tenantId),
    ]);
    return presentLoggedInCustomer(customer, { addresses, credits, reviews, referralOffer });
  },
} satisfies QueryResolvers;

export const customerMutations = {
  async createCustomer(_, raw, ctx) {
    const args = parseArgs(createCustomerArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    const phoneNumber = validPhone(args.input.phoneNumber);
    // "Already an account" tells whether an email is a customer's: the email look-up limits apply.
    const result = await throughDoor(ctx.limits, emailLookupKeys(scope, ctx.clientIp, args.input.email), () =>
      createCustomerRecord(
        ctx.db,
        scope,
        { email: args.input.email, firstName: args.input.firstName, lastName: args.input.lastName, phoneNumber },
        ctx.now(),
      ),
    );
    if ('emailTaken' in result) {
      throw apiError('CONFLICT', 'There is already an account with that email address. Sign in, or use a different email.', {
        field: 'input.email',
      });
    }
    // The caller has just sent these details, so echoing the phone back reveals nothing.
    return presentCustomer(result.created, { withPhone: true });
  },

  async updateCustomer(_, raw, ctx) {
    const args = parseArgs(updateCustomerArgs, raw);
    const owner = requireSignedIn(ctx, args.tenant, args.salesChannel);
    refuseOtherCustomer(owner, args.input.id);
    const phoneNumber = args.input.phoneNumber === undefined ? undefined : validPhone(args.input.phoneNumber);
    const changes = { firstName: args.input.firstName, lastName: args.input.lastName, phoneNumber };
    const updated = await updateOwnDetails(ctx, owner, args.input.email, changes);
    return presentCustomer(updated, { withPhone: true });
  },

  async editCustomerReferralCode(_, raw, ctx) {
    const args = parseArgs(editReferralCodeArgs, raw);
    const owner = requireSignedIn(ctx, args.tenant, args.salesChannel);
    if (args.id !== owner.customerId) throw apiError('FORBIDDEN', 'You can only change your own referral code.');
    const valid = validateReferralCode(args.newCode);
    if (!valid.ok) return { success: false, message: valid.message };
    const code = valid.referralCode;
    // A code a friend types goes in the same box as a coupon: it may not be one (coupons win).
    if (await couponCodeInUse(ctx.db, owner.tenantId, code)) return { success: false, message: REFERRAL_CODE_TAKEN };
    const outcome = await setReferralCode(ctx.db, owner, code, ctx.now());
    if (outcome === 'noSuchCustomer') throw apiError('NOT_FOUND', 'We could not find your account. Please sign in again.');
    if (outcome === 'taken') return { success: false, message: REFERRAL_CODE_TAKEN };
    return { success: true, message: `Your referral code is now ${code}.` };
  },

  async createAddress(_, raw, ctx) {
    const args = parseArgs(createAddressArgs, raw);
    const owner = requireSignedIn(ctx, args.tenant, args.salesChannel);
    refuseOtherCustomer(owner, args.input.customerId);
    if (args.input.id) {
      throw apiError('BAD_USER_INPUT', 'input.id: leave it out to add an address; use updateAddress to change one.', { field: 'input.id' });
    }
    const type = args.input.addressType ?? 'shipping';
    const saved = await addOwnAddress(ctx, owner, type, addressDraft(args.input), args.input.isDefault === true);
    return presentAddress(saved);
  },

  async updateAddress(_, raw, ctx) {
    const args = parseArgs(updateAddressArgs, raw);
    const owner = requireSignedIn(ctx, args.tenant, args.salesChannel);
    refuseOtherCustomer(owner, args.input.customerId);
    const saved = await editOwnAddress(ctx, owner, args.input.id, {
      addressType: args.input.addressType,
      draft: addressDraft(args.input),
      isDefault: args.input.isDefault,
    });
    return presentAddress(saved);
  },

  async deleteAddress(_, raw, ctx) {
    const args = parseArgs(deleteAddressArgs, raw);
    const owner = requireSignedIn(ctx, args.tenant, args.salesChannel);
    refuseOtherCustomer(owner, args.customerId);
    if (args.warehouseId)
      throw apiError('FORBIDDEN', 'Warehouse addresses are managed by the shop, not from the storefront. Leave warehouseId out.');
    await removeOwnAddress(ctx, owner, args.id, args.addressType ?? null);
    return true;
  },
} satisfies MutationResolvers;
