import type { AcceptedCard } from '../../../../commerce/shared/index.ts';

/**
 * What the checkout knows of Airwallex's card element, built from the element's own events
 * (`change`, `blur`): never the card, only whether it is complete, which scheme the element
 * recognised and the element's words for a problem. The element is Airwallex's frame on
 * Airwallex's origin; this page cannot read inside it.
 */
export interface CardElementView {
  /** The scheme the element names from the digits typed so far (its `brand`), normalised; null until it names one. */
  brand: string | null;
  /** Every field holds a plausible value (the element's `complete`, `completed` in its newer events). */
  complete: boolean;
  empty: boolean;
  /** The element's message for the field in trouble, shown under the element; null when none. */
  error: string | null;
}

export const EMPTY_CARD_ELEMENT: CardElementView = { brand: null, complete: false, empty: true, error: null };

// The card networks the element can be limited to (its `allowedCardNetworks`), by the names it uses.
const ELEMENT_NETWORKS = ['visa', 'mastercard', 'maestro', 'unionpay', 'amex', 'jcb', 'diners', 'discover'] as const;
export type ElementCardNetwork = (typeof ELEMENT_NETWORKS)[number];

// Brand spellings the element's events and the shop's scheme codes use for the same network.
const BRAND_ALIASES: Record<string, ElementCardNetwork> = {
  americanexpress: 'amex',
  mc: 'mastercard',
  dinersclub: 'diners',
  chinaunionpay: 'unionpay',
  cup: 'unionpay',
};

/** `Visa`, `VISA`, `american_express` → one spelling, or null when it names no network we know. */
export function normaliseBrand(brand: unknown): string | null {
  if (typeof brand !== 'string') return null;
  const key = brand.toLowerCase().replace(/[^a-z]/g, '');
  if (key === '' || key === 'unknown') return null;
  return BRAND_ALIASES[key] ?? key;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function errorMessage(error: unknown): string | null {
  if (!isRecord(error)) return null;
  return typeof error.message === 'string' && error.message.trim() !== '' ? error.message.trim() : null;
}

/**
 * The view after one `change` (or `blur`) event's detail. Anything the element did not send keeps
 * its last value, except the error: an event without one means the problem is fixed.
 */
export function afterElementEvent(view: CardElementView, detail: unknown): CardElementView {
  if (!isRecord(detail)) return view;
  const complete = detail.complete ?? detail.completed;
  return {
    brand: 'brand' in detail ? normaliseBrand(detail.brand) : view.brand,
    complete: typeof complete === 'boolean' ? complete : view.complete,
    empty: typeof detail.empty === 'boolean' ? detail.empty : view.empty,
    error: errorMessage(detail.error),
  };
}

/** The accepted scheme the element's brand names (by the scheme's code), for the "Visa" line and the payment type. */
export function schemeOfBrand<T extends AcceptedCard>(brand: string | null, accepted: readonly T[]): T | null {
  if (!brand) return null;
  return accepted.find((card) => normaliseBrand(card.code) === brand) ?? null;
}

/** The networks the element should accept: the gateway's accepted schemes it knows by name. */
export function allowedNetworks(accepted: readonly AcceptedCard[]): ElementCardNetwork[] {
  const known = new Set<string>(ELEMENT_NETWORKS);
  return accepted.map((card) => normaliseBrand(card.code)).filter((code): code is ElementCardNetwork => code !== null && known.has(code));
}

export const CARD_INCOMPLETE = 'Enter your card number, expiry date and security code.';

/**
 * Whether a press of Pay may go ahead: only with a complete card, or the shop would create a
 * payment intent (and hold the stock) for a card the element will refuse anyway.
 */
export function payPressVerdict(view: CardElementView): { kind: 'ready' } | { kind: 'fix'; message: string } {
  if (view.complete && !view.error) return { kind: 'ready' };
  return { kind: 'fix', message: view.error ?? CARD_INCOMPLETE };
}
