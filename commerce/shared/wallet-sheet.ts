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
