/** What a refusal needs to be placed: the server's words and its extensions (`field` names the argument path). */
export interface Refusal {
  message: string;
  extensions: Readonly<Record<string, unknown>>;
}

/** A refusal placed beside one field of one form, in the shopper's words. */
export interface PlacedRefusal<Form extends string> {
  form: Form;
  field: string;
  message: string;
}

/** The names the shopper sees on the checkout's and the account's fields. */
const LABELS: Record<string, string> = {
  email: 'Email address',
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  company: 'Company',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'Town or city',
  postCode: 'Postcode',
  countryCode: 'Country',
  deliveryNotes: 'Delivery notes',
  what3Words: 'what3words address',
  amount: 'Amount',
  couponCode: 'Discount code',
};

const fieldPath = (refusal: Refusal): string | null => {
  const field = refusal.extensions.field;
  return typeof field === 'string' && field !== '' ? field : null;
};

/**
 * The server's words without the argument path a developer needs ("input.firstName: must be at
 * most 100 characters" becomes "First name must be at most 100 characters."), and zod's own
 * defaults ("Too big: expected string to have <=100 characters") said as a shopper would.
 */
export function shopperWords(refusal: Refusal): string {
  const path = fieldPath(refusal);
  const name = path?.split('.').at(-1) ?? '';
  let words = refusal.message.trim();
  if (path && words.startsWith(`${path}: `)) words = words.slice(path.length + 2);
  const tooLong = /^Too big: expected string to have <=(\d+) characters?$/.exec(words);
  if (tooLong) words = `Use at most ${tooLong[1]} characters.`;
  const label = LABELS[name];
  if (label && /^must\b/.test(words)) words = `${label} ${words}`;
  words = words.charAt(0).toUpperCase() + words.slice(1);
  return /[.!?]$/.test(words) ? words : `${words}.`;
}

/**
 * Where in the contact form a refusal of the contact's calls belongs (getCustomerByEmail,
 * createCustomer, updateCustomer, addCustomerOrder), or null when it names no field there.
 */
export function contactRefusal(refusal: Refusal): PlacedRefusal<'contact'> | null {
  const path = fieldPath(refusal);
  const match = path ? /^(?:(?:input|customer)\.)?(email|firstName|lastName|phoneNumber)$/.exec(path) : null;
  return match ? { form: 'contact', field: match[1]!, message: shopperWords(refusal) } : null;
}

/**
 * Where a refusal of addEditOrderAddress belongs: `address.<n>.<field>` names the n-th address
 * sent, so `sent` says which form each came from. With billing the same as delivery, both
 * addresses come from the delivery form.
 */
export function addressRefusal<Form extends string>(refusal: Refusal, sent: readonly Form[]): PlacedRefusal<Form> | null {
  const path = fieldPath(refusal);
  const match = path ? /^address\.(\d+)\.(\w+)$/.exec(path) : null;
  const form = match ? sent[Number(match[1])] : undefined;
  return match && form ? { form, field: match[2]!, message: shopperWords(refusal) } : null;
}
