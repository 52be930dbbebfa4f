import { z } from 'zod';
import { orderIdArg, quantityArg, salesChannelArg, skuCodeArg, tenantArg } from '../args.ts';
import { requireScope } from '../context.ts';
import { normaliseUkPhone } from '../domain/phone.ts';
import { toPounds } from '../domain/money.ts';
import { apiError, parseArgs } from '../errors.ts';
import { cartKeyIfVisible, throughDoor } from '../limits/index.ts';
import { fillCartFromSheet, forgetRefusedSheet, quoteSheetDelivery, startExpressCart } from '../checkout/index.ts';
import { orderAddressInput, orderStatus, presentOrderTo, replyWithOrder } from '../orders/index.ts';
import type { MutationResolvers, QueryResolvers } from '../schema/resolvers-types.ts';
import { placeOrder, requireGateway } from './pay-order.ts';
import { parsePaymentData } from './payment-data.ts';

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as GB');

const quoteArgs = z.object({
  orderId: orderIdArg,
  address: z.object({
    postcode: z.string().trim().min(1, 'Enter a postcode.').max(12, 'A postcode is at most 12 characters.'),
    countryCode,
  }),
  tenant: tenantArg,
  salesChannel: salesChannelArg,
});

const line = z.string().trim().max(120, 'An address line is at most 120 characters.');

const sheetArgs = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'The wallet gave an email address longer than one can be (254 characters).')
    .toLowerCase()
    .pipe(z.email('The wallet gave no email address we can send the confirmation to.')),
  givenName: z.string().trim().min(1, 'The wallet gave no name for the delivery.').max(100),
  familyName: z.string().trim().max(100),
  // Wallets hold numbers from anywhere: one that is not a UK number is left off, not refused.
  phone: z
    .string()
    .max(40)
    .nullish()
    .transform((value) => {
      const checked = value ? normaliseUkPhone(value) : null;
      return checked?.ok ? checked.phone : null;
    }),
  addressLines: z.array(line).min(1, 'The wallet gave no street address.').max(3),
  town: z.string().trim().max(80),
  postcode: z.string().trim().max(12),
  countryCode,
});

const expressArgs = z.object({
  orderId: orderIdArg,
  paymentGatewayId: z.string().trim().min(1, 'choose a way to pay').max(64),
  paymentData: z.string().max(10_000, 'paymentData is too long'),
  sheet: sheetArgs,
  // A basket has at most a few shipments; each names one method.
  shippingMethods: z
    .array(z.object({ shipment: z.string().trim().min(1).max(32), methodId: z.string().trim().min(1).max(64) }))
    .max(8)
    .nullish()
    .refine((picks) => !picks || new Set(picks.map((p) => p.shipment)).size === picks.length, 'pick one method per shipment'),
  tenant: tenantArg,
  salesChannel: salesChannelArg,
  receiptKey: z.string().max(100).nullish(),
});

export const expressCheckoutQueries = {
  async quoteExpressDelivery(_, raw, ctx) {
    const args = parseArgs(quoteArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    const status = await orderStatus(ctx.db, scope, args.orderId);
    // Each answer tells whether the shop reaches a postcode: counted per cart (only the caller's
    // own, so a stranger cannot lock a shopper out) and per IP.
    const quote = await throughDoor(
      ctx.limits,
      [...cartKeyIfVisible('sheetQuoteByCart', args.orderId, status), { limit: 'sheetQuoteByIp', subject: ctx.clientIp }],
      () => quoteSheetDelivery(ctx, scope, args.orderId, args.address),
    );
    if (!quote.ok) return { refusal: quote.message, shipments: [], shippingTotal: 0, amountDue: 0, options: [] };
    const options = quote.options.map((option) => ({
      shipments: option.shipments.map((s) => ({
        id: s.key,
        method: s.methodName,
        methodId: s.methodId,
        deliveryDate: s.deliveryDate,
        deliveryDateText: s.deliveryDateText,
        charge: toPounds(s.chargePence),
      })),
      shippingTotal: toPounds(option.shippingPence),
      amountDue: toPounds(option.amountDuePence),
    }));
    return { refusal: null, ...options[0]!, options };
  },
} satisfies QueryResolvers;

const startArgs = z.object({
  skuId: skuCodeArg,
  quantity: quantityArg,
  // Not found, not a cart, not theirs or another product: a new cart is made instead.
  reuseOrderId: orderIdArg.nullish(),
  tenant: tenantArg,
  salesChannel: salesChannelArg,
});

export const expressCheckoutMutations = {
  async startExpressCart(_, raw, ctx) {
    const args = parseArgs(startArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    const { orderId, changes } = await throughDoor(ctx.limits, [{ limit: 'expressCartByIp', subject: ctx.clientIp }], () =>
      startExpressCart(ctx, scope, args.skuId, args.quantity, args.reuseOrderId ?? null),
    );
    return replyWithOrder(ctx, scope, orderId, changes);
  },

  async placeExpressOrder(_, raw, ctx) {
    const args = parseArgs(expressArgs, raw);
    const scope = requireScope(ctx, args.tenant, args.salesChannel);
    const gateway = await requireGateway(ctx, scope, args.paymentGatewayId);
    const parsed = parsePaymentData(args.paymentData);
    if (!parsed.ok)
      throw apiError('BAD_USER_INPUT', parsed.message, { field: parsed.field, ...(parsed.reason ? { reason: parsed.reason } : {}) });
    // The wallet authorised the total its sheet showed: without it the charge would be whatever the
    // shop works out at this moment (another date's charge, a price changed since the quote).
    if (parsed.data.expectedAmountDue === undefined)
      throw apiError('BAD_USER_INPUT', 'paymentData.expectedAmountDue: the total the wallet showed is needed to pay by it.', {
        field: 'paymentData.expectedAmountDue',
      });
    const { sheet } = args;
    const address = orderAddressInput.safeParse({
      addressType: 'shipping',
      firstName: sheet.givenName,
      lastName: sheet.familyName || sheet.givenName,
      line1: sheet.addressLines[0],
      line2: sheet.addressLines.slice(1).join(', ') || null,
      city: sheet.town,
      postCode: sheet.postcode,
      countryCode: sheet.countryCode,
      phoneNumber: sheet.phone,
    });
    if (!address.success) {
      const issue = address.error.issues[0];
      throw apiError('BAD_USER_INPUT', `The address in the wallet cannot be used: ${issue?.message ?? 'it is incomplete'}`, {
        field: `sheet.${String(issue?.path[0] ?? 'address')}`,
      });
    }
    const status = await orderStatus(ctx.db, scope, args.orderId);
    const { stored, receiptKey, handOff } = await throughDoor(
      ctx.limits,
      [...cartKeyIfVisible('placementByCart', args.orderId, status), { limit: 'placementByIp', subject: ctx.clientIp }],
      async () => {
        // Only a cart takes the sheet's details: once its payment has begun (a second press, a
        // replayed call) nothing is written again and placeOrder answers for the payment under way.
        if (status !== 'shoppingCart')
          return placeOrder(ctx, scope, { id: args.orderId, status }, gateway, parsed.data, { receiptKey: args.receiptKey ?? null });
        const { addressType: _type, ...fields } = address.data;
        const filled = await fillCartFromSheet(ctx, scope, args.orderId, {
          contact: { email: sheet.email, givenName: sheet.givenName, familyName: sheet.familyName, phone: sheet.phone },
          address: fields,
          methods: new Map((args.shippingMethods ?? []).map((pick) => [pick.shipment, pick.methodId])),
        }).then(
          () => null,
          (error: unknown) => error,
        );
        // A twin of this call (a double press) may have begun the payment meanwhile, so the cart
        // refused the writes: placeOrder then joins that payment rather than failing this one.
        const now = await orderStatus(ctx.db, scope, args.orderId);
        if (filled && now === 'shoppingCart') throw filled;
        try {
          return await placeOrder(ctx, scope, { id: args.orderId, status: now }, gateway, parsed.data, {
            receiptKey: args.receiptKey ?? null,
          });
        } catch (refusal) {
          await forgetRefusedSheet(ctx, scope, args.orderId);
          throw refusal;
        }
      },
    );
    const reply = await presentOrderTo(ctx, scope, stored, { issuedReceiptKey: receiptKey });
    return handOff ? { ...reply, clientData: handOff } : reply;
  },
} satisfies MutationResolvers;
