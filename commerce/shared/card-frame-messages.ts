/**
 * What the checkout page and the test gateway's card frame say to each other by postMessage.
 * The frame lives on the gateway's own origin, so the card never enters the shop's page: the
 * page asks the frame to tokenise, and gets back a single-use token and the card's last four
 * digits; while the shopper types it hears only the first six digits (the BIN, which PCI DSS
 * lets a merchant see) to name the scheme.
 *
 * Both sides check the sender's origin exactly (and that the message came from the window
 * they expect), and read every message through these parsers: anything else is ignored.
 */

import type { AcceptedCard } from './card-schemes.ts';

/** Marks our messages among whatever else is posted to a window (extensions, other frames). */
export const CARD_FRAME_CHANNEL = 'hearth-card-frame';

/** The page to the frame. */
export type ToCardFrame =
  /** The schemes the gateway accepts: the frame checks the number against them. */
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'configure'; acceptedCards: AcceptedCard[] }
  /** Pay was pressed: check the fields, and if they are good, tokenise the card. */
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'tokenise'; requestId: string }
  /** Take the focus (to the first field with a problem, or the first field). */
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'focus' };

/** The frame to the page. */
export type FromCardFrame =
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'ready' }
  /** The number field changed: at most its first six digits, and whether all fields look complete. */
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'change'; bin: string; empty: boolean }
  /** The frame's content height in CSS pixels, so the page can size the iframe to it. */
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'height'; height: number }
  /** The shopper pressed Enter in a field: the page pays as if Pay were pressed. */
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'submit' }
  /** A field has a problem; the frame shows it beside the field and has focused it. */
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'invalid'; requestId: string }
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'token'; requestId: string; token: string; last4: string }
  /** The gateway could not tokenise (offline, too many tries): `message` is for the shopper. */
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'failed'; requestId: string; message: string };

/** A message as its sender writes it, before the channel mark is added. */
export type Unmarked<M> = M extends unknown ? Omit<M, 'channel'> : never;

/** A test gateway card token: `tok_` and 32 random bytes in base64url. */
export const CARD_TOKEN = /^tok_[A-Za-z0-9_-]{43}$/;
const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_MESSAGE = 300;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, pattern: RegExp): value is string => typeof value === 'string' && pattern.test(value);

function acceptedCards(value: unknown): AcceptedCard[] | null {
  if (!Array.isArray(value) || value.length > 20) return null;
  const cards: AcceptedCard[] = [];
  for (const card of value) {
    if (!isObject(card)) return null;
    const { name, code, cardRegex } = card;
    if (typeof name !== 'string' || typeof code !== 'string' || typeof cardRegex !== 'string') return null;
    if (name.length > 60 || code.length > 30 || cardRegex.length > 300) return null;
    cards.push({ name, code, cardRegex });
  }
  return cards;
}

/** A message the frame accepts from the page, or null for anything else. */
export function parseToCardFrame(data: unknown): ToCardFrame | null {
  if (!isObject(data) || data.channel !== CARD_FRAME_CHANNEL) return null;
  const channel = CARD_FRAME_CHANNEL;
  switch (data.type) {
    case 'configure': {
      const cards = acceptedCards(data.acceptedCards);
      return cards ? { channel, type: 'configure', acceptedCards: cards } : null;
    }
    case 'tokenise':
      return text(data.requestId, REQUEST_ID) ? { channel, type: 'tokenise', requestId: data.requestId } : null;
    case 'focus':
      return { channel, type: 'focus' };
    default:
      return null;
  }
}

/** A message the page accepts from the frame, or null for anything else. */
export function parseFromCardFrame(data: unknown): FromCardFrame | null {
  if (!isObject(data) || data.channel !== CARD_FRAME_CHANNEL) return null;
  const channel = CARD_FRAME_CHANNEL;
  switch (data.type) {
    case 'ready':
    case 'submit':
      return { channel, type: data.type };
    case 'change':
      return text(data.bin, /^\d{0,6}$/) && typeof data.empty === 'boolean'
        ? { channel, type: 'change', bin: data.bin, empty: data.empty }
        : null;
    case 'height':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0 && data.height <= 5_000
        ? { channel, type: 'height', height: Math.ceil(data.height) }
        : null;
    case 'invalid':
      return text(data.requestId, REQUEST_ID) ? { channel, type: 'invalid', requestId: data.requestId } : null;
    case 'token':
      return text(data.requestId, REQUEST_ID) && text(data.token, CARD_TOKEN) && text(data.last4, /^\d{4}$/)
        ? { channel, type: 'token', requestId: data.requestId, token: data.token, last4: data.last4 }
        : null;
    case 'failed':
      return text(data.requestId, REQUEST_ID) && typeof data.message === 'string' && data.message.length <= MAX_MESSAGE
        ? { channel, type: 'failed', requestId: data.requestId, message: data.message }
        : null;
    default:
      return null;
  }
}

/**
 * Whether a message event may be read at all: it must come from exactly the origin expected and
 * from the window expected (the iframe's for the page, the parent for the frame). A message from
 * any other origin or window is dropped without a word, so a hostile page learns nothing.
 */
export function fromExpectedSender(event: { origin: string; source: unknown }, expected: { origin: string; source: unknown }): boolean {
  return event.origin === expected.origin && event.source !== null && event.source === expected.source;
}
