/**
 * What a wallet's sheet (Apple Pay, Google Pay) hands the checkout once the shopper authorises a
 * payment: the contact and delivery address they chose there, and, for a wallet that pays with a
 * token, that token. The browser's wallet button adapters turn each provider's own event into this
 * shape, so the checkout reads one shape whichever wallet it is. Parsed by hand: the checkout's
 * payment step loads it, and zod would add its weight for a handful of strings.
 */

export interface WalletContact {
  name: string;
  email: string;
  phone: string;
}

export interface WalletAddress {
  /** The address lines as the wallet gives them (one to three). */
  lines: string[];
  town: string;
  postcode: string;
  /** ISO 3166-1 alpha-2 (GB). */
  countryCode: string;
}

export interface WalletAuthorization {
  /** A single-use payment token (the test gateway's stand-in); absent where the provider's element confirms the payment itself. */
  token: string | null;
  contact: WalletContact | null;
  shippingAddress: WalletAddress | null;
}

/** Marks the test wallet frame's messages among whatever else is posted to a window. */
export const TEST_WALLET_CHANNEL = 'hearth-test-wallet';

/** The test gateway's wallet frame to the page (it takes no orders from the page: the shopper presses its button). */
export type FromTestWallet =
  /** The frame's button is shown: the "device" can pay with this wallet. */
  | { type: 'ready' }
  | { type: 'authorized'; authorization: WalletAuthorization }
  /** The shopper closed the sheet, or it could not pay: `message` is for the shopper. */
  | { type: 'failed'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const short = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const TOKEN = /^tok_[A-Za-z0-9_-]{10,100}$/;

function contactOf(value: unknown): WalletContact | null {
  if (!isRecord(value)) return null;
  const { name, email, phone } = value;
  return short(name, 200) && short(email, 320) && short(phone, 40) ? { name, email, phone } : null;
}

function addressOf(value: unknown): WalletAddress | null {
  if (!isRecord(value)) return null;
  const { lines, town, postcode, countryCode } = value;
  if (!Array.isArray(lines) || lines.length < 1 || lines.length > 3 || !lines.every((line) => short(line, 200))) return null;
  if (!short(town, 100) || !short(postcode, 12) || typeof countryCode !== 'string' || !/^[A-Z]{2}$/.test(countryCode)) return null;
  return { lines: lines as string[], town, postcode, countryCode };
}

/** One message of the test wallet frame, or null when it is not one. */
export function parseFromTestWallet(data: unknown): FromTestWallet | null {
  if (!isRecord(data) || data.channel !== TEST_WALLET_CHANNEL) return null;
  if (data.type === 'ready') return { type: 'ready' };
  if (data.type === 'failed') return short(data.message, 500) ? { type: 'failed', message: data.message } : null;
  if (data.type !== 'authorized' || !isRecord(data.authorization)) return null;
  const { token } = data.authorization;
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  return {
    type: 'authorized',
    authorization: {
      token,
      contact: contactOf(data.authorization.contact),
      shippingAddress: addressOf(data.authorization.shippingAddress),
    },
  };
}

/**
 * Express checkout's sheet, as the test gateway stands in for it: the wallet's own sheet opened
 * from the basket, which asks the shop about delivery as a Payment Request sheet does. Its
 * messages carry the Payment Request API's shapes (ShippingAddress, PaymentDetailsUpdate), so the
 * page's side is the one a real sheet's `shippingaddresschange` handler would be.
 */
export const TEST_SHEET_CHANNEL = 'hearth-test-wallet-sheet';

/** The address the sheet discloses before the shopper pays (Payment Request's ShippingAddress, in part). */
export interface SheetShippingAddress {
  /** ISO 3166-1 alpha-2. */
  country: string;
  postalCode: string;
  city: string;
}

/** A Payment Request PaymentCurrencyAmount: the value in pounds as a decimal string. */
export interface SheetAmount {
  currency: string;
  value: string;
}

/** What the shop answers a sheet's address change with (Payment Request's PaymentDetailsUpdate, in part). */
export interface SheetDetailsUpdate {
  total: { label: string; amount: SheetAmount };
  displayItems: { label: string; amount: SheetAmount }[];
  shippingOptions: { id: string; label: string; amount: SheetAmount; selected: boolean }[];
  /** Why the sheet cannot go on with this address, for the shopper; absent when it can. */
  error?: string;
  shippingAddressErrors?: { postalCode?: string };
}

/** The stand-in sheet to the page. */
export type FromTestSheet =
  | { type: 'shippingaddresschange'; address: SheetShippingAddress }
  /** The shopper picked another of the shipping options the page offered (Payment Request's shippingoptionchange): its id. */
  | { type: 'shippingoptionchange'; shippingOption: string }
  | { type: 'authorized'; authorization: WalletAuthorization }
  /** The shopper closed the sheet without paying. */
  | { type: 'cancel' }
  /** The sheet could not pay: `message` is for the shopper. */
  | { type: 'failed'; message: string };

/** The page to the stand-in sheet: its answer to the last address change. */
export type ToTestSheet = { type: 'updateWith'; details: SheetDetailsUpdate };

const amountOf = (value: unknown): SheetAmount | null =>
  isRecord(value) && short(value.currency, 3) && short(value.value, 20) && /^\d+\.\d{2}$/.test(value.value)
    ? { currency: value.currency, value: value.value }
    : null;

const labelled = (value: unknown): { label: string; amount: SheetAmount } | null => {
  if (!isRecord(value) || !short(value.label, 200)) return null;
  const amount = amountOf(value.amount);
  return amount ? { label: value.label, amount } : null;
};

/** One message of the stand-in sheet, or null when it is not one. */
export function parseFromTestSheet(data: unknown): FromTestSheet | null {
  if (!isRecord(data) || data.channel !== TEST_SHEET_CHANNEL) return null;
  if (data.type === 'cancel') return { type: 'cancel' };
  if (data.type === 'failed') return short(data.message, 500) ? { type: 'failed', message: data.message } : null;
  if (data.type === 'shippingoptionchange')
    return short(data.shippingOption, 64) ? { type: data.type, shippingOption: data.shippingOption } : null;
  if (data.type === 'shippingaddresschange') {
    const address = data.address;
    if (!isRecord(address) || !short(address.country, 2) || !short(address.postalCode, 12) || !short(address.city, 100)) return null;
    return { type: 'shippingaddresschange', address: { country: address.country, postalCode: address.postalCode, city: address.city } };
  }
  const authorized = parseFromTestWallet({ ...data, channel: TEST_WALLET_CHANNEL });
  return authorized?.type === 'authorized' ? authorized : null;
}

/** One message of the page to the stand-in sheet, or null when it is not one. */
export function parseToTestSheet(data: unknown): ToTestSheet | null {
  if (!isRecord(data) || data.channel !== TEST_SHEET_CHANNEL || data.type !== 'updateWith' || !isRecord(data.details)) return null;
  const { total, displayItems, shippingOptions, error, shippingAddressErrors } = data.details;
  const totalLine = labelled(total);
  if (!totalLine || !Array.isArray(displayItems) || !Array.isArray(shippingOptions)) return null;
  const items = displayItems.map(labelled);
  const options = shippingOptions.map((option) => {
    const line = labelled(option);
    return line && isRecord(option) && short(option.id, 64) ? { id: option.id, ...line, selected: option.selected === true } : null;
  });
  if (items.some((item) => !item) || options.some((option) => !option)) return null;
  const postalCode =
    isRecord(shippingAddressErrors) && short(shippingAddressErrors.postalCode, 500) ? shippingAddressErrors.postalCode : undefined;
  return {
    type: 'updateWith',
    details: {
      total: totalLine,
      displayItems: items as SheetDetailsUpdate['displayItems'],
      shippingOptions: options as SheetDetailsUpdate['shippingOptions'],
      ...(short(error, 500) ? { error } : {}),
      ...(postalCode ? { shippingAddressErrors: { postalCode } } : {}),
    },
  };
}
