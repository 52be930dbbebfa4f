/**
 * One key per delivery address, for telling that two orders go to the same door however the
 * address was typed: the postcode without spaces, upper case, and the first line with only its
 * letters and digits, lower case ("12, Oak Lane" and "12 oak lane" are one). Only for comparing.
 */
export function deliveryAddressKey(address: { postCode: string; line1: string }): string {
  const postcode = address.postCode.replace(/\s+/g, '').toUpperCase();
  const line1 = address.line1
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${postcode}|${line1}`;
}

/** Whether any of `ours` is the same door as any of `theirs`. */
export function sharesDeliveryAddress(
  ours: readonly { postCode: string; line1: string }[],
  theirs: readonly { postCode: string; line1: string }[],
): boolean {
  const keys = new Set(theirs.map(deliveryAddressKey));
  return ours.some((address) => keys.has(deliveryAddressKey(address)));
}
