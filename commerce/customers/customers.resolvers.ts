import { z } from 'zod';
import { requireCustomer, requireScope, type CommerceContext, type CustomerScope } from '../context.ts';
import { addOwnAddress, editOwnAddress, removeOwnAddress, updateOwnDetails } from './account.service.ts';
import type { AddressDraft } from './address-rules.ts';
import { listOwnAddresses } from './addresses.store.ts';
import { listCustomerOrders, type OrderListPosition } from './customer-orders.store.ts';
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
import { decodeCursor, encodeCursor } from './cursor.ts';
import { parseUkPostcode } from '../domain/delivery/postcode.ts';
import { normaliseUkPhone } from '../domain/phone.ts';
import { validateReferralCode } from '../domain/pricing/referral.ts';
import { findCoupon } from '../orders/coupons.store.ts';
import { readReferralOffer } from './referrals.store.ts';
import { apiError, parseArgs } from '../errors.ts';
import { emailLookupKeys, throughDoor } from '../limits/index.ts';
import { salesChannelArg, tenantArg } from '../args.ts';
import { presentOrderTo } from '../orders/order-reply.ts';
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

const ORDERS_PAGE_DEFAULT = 10;
const ORDERS_PAGE_MAX = 50;
const getCustomerOrdersArgs = z.object({
  ...scoped,
  // An empty status is read as "any", as a form's blank filter sends it.
  status: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{0,40}$/, 'must be an order status, such as placed')
    .nullish(),
  limit: z
    .number()
    .int('must be a whole number')
    .min(1, `must be 1 to ${ORDERS_PAGE_MAX}`)
    .max(ORDERS_PAGE_MAX, `must be 1 to ${ORDERS_PAGE_MAX}`)
    .nullish(),
  nextToken: text(2000).nullish(),
});

/** What a nextToken carries, signed: where the page starts, and whose list with which filter it belongs to. */
const orderListCursor = z.object({
  kind: z.literal('customerOrders'),
  customerId: z.string(),
  status: z.string().nullable(),
  createdAt: z.iso.datetime({ precision: 6 }),
  id: z.uuid(),
});
type OrderListCursor = z.infer<typeof orderListCursor>;

const REFERRAL_CODE_TAKEN = 'That referral code is taken; try another.';

// ---- Who may act.

/** The signed-in customer, from the verified token only; tenant and channel, if named, must be theirs. */
function requireSignedIn(ctx: CommerceContext, tenant?: string | null, salesChannel?: string | null): CustomerScope {
  const caller = requireCustomer(ctx, tenant ?? ctx.caller?.tenantId ?? '', salesChannel ?? ctx.caller?.salesChannelId);
  return { tenantId: caller.tenantId, salesChannelId: caller.salesChannelId, customerId: caller.customerId };
}

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

// ---- Page links for getCustomerOrders.

const INVALID_PAGE_LINK = 'That page link is no longer valid.';

function readPageLink(ctx: CommerceContext, token: string, owner: CustomerScope, status: string | null): OrderListPosition {
  const parsed = orderListCursor.safeParse(decodeCursor(ctx.cursorSecret, token));
  // A link from another customer's list or another filter would start this list at a wrong place.
  if (!parsed.success || parsed.data.customerId !== owner.customerId || parsed.data.status !== status) {
    throw apiError('BAD_USER_INPUT', INVALID_PAGE_LINK, { field: 'nextToken' });
  }
  return { createdAt: parsed.data.createdAt, id: parsed.data.id };
}

function makePageLink(ctx: CommerceContext, owner: CustomerScope, status: string | null, position: OrderListPosition): string {
  const cursor: OrderListCursor = { kind: 'customerOrders', customerId: owner.customerId, status, ...position };
  return encodeCursor(ctx.cursorSecret, cursor);
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

  async getCustomerOrders(_, raw, ctx) {
    const args = parseArgs(getCustomerOrdersArgs, raw);
    const owner = requireSignedIn(ctx, args.tenant, args.salesChannel);
    const viewer = { customerId: owner.customerId, email: ctx.caller?.email ?? null };
    const status = args.status || null;
    const after = args.nextToken ? readPageLink(ctx, args.nextToken, owner, status) : null;
    const page = await listCustomerOrders(ctx.db, owner, { status, limit: args.limit ?? ORDERS_PAGE_DEFAULT, after });
    return {
      data: await Promise.all(page.orders.map((order) => presentOrderTo(ctx, viewer, order))),
      nextToken: page.next ? makePageLink(ctx, owner, status, page.next) : null,
    };
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
    if (await findCoupon(ctx.db, owner.tenantId, code)) return { success: false, message: REFERRAL_CODE_TAKEN };
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
