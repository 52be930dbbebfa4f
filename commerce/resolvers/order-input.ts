import { z } from 'zod';
import { parseUkPostcode } from '../domain/delivery/postcode.ts';
import { normaliseUkPhone } from '../domain/pricing/phone.ts';
import { addressToColumns } from '../store/address-columns.ts';

const required = (label: string, max = 100) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`);
const optional = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** A phone number as the shop stores it: a leading 0 becomes +44 (brief §5). */
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

/**
 * An address is valid only with first name, last name, line 1, city, postcode and country
 * (brief §5). UK postcodes are normalised (e.g. "le126uz" -> "LE12 6UZ").
 */
export const orderAddressInput = z
  .object({
    addressType: z.enum(['billing', 'shipping'], { error: 'addressType must be "billing" or "shipping".' }),
    business: z.boolean().nullish(),
    firstName: required('first name'),
    lastName: required('last name'),
    company: optional(100),
    line1: required('first line of the address', 120),
    line2: optional(120),
    city: required('town or city', 80),
    postCode: required('postcode', 12),
    stateCode: optional(10),
    state: optional(80),
    countryCode: z
      .string({ error: 'Choose the country.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose the country (a two-letter code such as GB).'),
    lat: z.number().min(-90).max(90).nullish(),
    long: z.number().min(-180).max(180).nullish(),
    what3Words: optional(80),
    deliveryNotes: optional(500),
    phoneNumber: phoneField,
    restrictedAccess: z.boolean().nullish(),
  })
  .transform((address, ctx) => {
    if (!['GB', 'IM', 'JE', 'GG'].includes(address.countryCode)) return address;
    const parsed = parseUkPostcode(address.postCode);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', path: ['postCode'], message: parsed.message });
      return z.NEVER;
    }
    return { ...address, postCode: parsed.postcode };
  });

export type OrderAddressInput = z.infer<typeof orderAddressInput>;

/** The columns an order address input fills. */
export function orderAddressColumns(address: OrderAddressInput) {
  return addressToColumns({
    ...address,
    business: address.business ?? false,
    lat: address.lat ?? null,
    long: address.long ?? null,
    restrictedAccess: address.restrictedAccess ?? false,
  });
}
