import { z } from 'zod';
import { checkAddress } from '../customers/index.ts';
import { normaliseUkPhone } from '../domain/phone.ts';

/** A phone number as the shop stores it: a leading 0 becomes +44. */
export const phoneField = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (!value || value.trim() === '') return null;
    const result = normaliseUkPhone(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.phone;
  });

const text = (max: number) => z.string().max(max, `At most ${max} characters.`).nullish();

/**
 * An order address: its type, then the shop's address rules, the same ones saved
 * addresses follow (customers/address-rules.ts), with UK postcodes normalised.
 */
export const orderAddressInput = z
  .object({
    addressType: z.enum(['billing', 'shipping'], { error: 'addressType must be "billing" or "shipping".' }),
    business: z.boolean().nullish(),
    firstName: text(100),
    lastName: text(100),
    company: text(100),
    line1: text(120),
    line2: text(120),
    city: text(80),
    postCode: text(12),
    stateCode: text(10),
    state: text(80),
    countryCode: text(60),
    lat: z.number().min(-90).max(90).nullish(),
    long: z.number().min(-180).max(180).nullish(),
    what3Words: text(80),
    deliveryNotes: text(500),
    phoneNumber: text(30),
    restrictedAccess: z.boolean().nullish(),
  })
  .transform(({ addressType, ...draft }, ctx) => {
    const checked = checkAddress(draft);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', path: [checked.field], message: checked.message });
      return z.NEVER;
    }
    return { addressType, ...checked.address };
  });

export type OrderAddressInput = z.infer<typeof orderAddressInput>;
