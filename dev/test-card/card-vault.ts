import { randomBytes } from 'node:crypto';

/**
 * The test gateway's card vault: what its card frame tokenises and its charge redeems. It stands
 * where a provider's vault stands, inside the gateway and out of the shop's reach: the shop's
 * API only ever holds the token, which means nothing outside this vault, works once, and lapses.
 *
 * It is memory only, one per process (the test gateway runs only in development, in the shop's
 * process): a card is never written to the database or a log. It keeps what the pretend bank
 * decides by (the number), what a challenge page shows (the last four) and the expiry; never the
 * security code, which a provider may not keep after authorisation and this one does not need.
 */

export interface VaultCard {
  /** Digits only. */
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  name: string;
}

export interface TestCardVault {
  /** A new single-use token for the card. */
  tokenise(card: VaultCard): string;
  /** The card behind a token, once: the token is gone after this call. Null if unknown or lapsed. */
  redeem(token: string): VaultCard | null;
}

/** Long enough to press Pay after typing (and to answer a slow reply), short enough to be useless later. */
export const CARD_TOKEN_TTL_MS = 15 * 60_000;

/** A vault over an injected clock (and random source, for tests). */
export function createTestCardVault(options: { now: () => Date; ttlMs?: number; random?: (size: number) => Buffer }): TestCardVault {
  const ttl = options.ttlMs ?? CARD_TOKEN_TTL_MS;
  const random = options.random ?? randomBytes;
  const cards = new Map<string, { card: VaultCard; expiresAt: number }>();
  const dropLapsed = (at: number) => {
    for (const [token, entry] of cards) if (entry.expiresAt <= at) cards.delete(token);
  };
  return {
    tokenise(card) {
      const at = options.now().getTime();
      dropLapsed(at);
      const token = `tok_${random(32).toString('base64url')}`;
      cards.set(token, { card: { ...card }, expiresAt: at + ttl });
      return token;
    },
    redeem(token) {
      const entry = cards.get(token);
      cards.delete(token);
      if (!entry || entry.expiresAt <= options.now().getTime()) return null;
      return entry.card;
    },
  };
}

/** The vault of this process's test gateway: its frame and its charges share it, as a provider's do. */
export const processTestCardVault: TestCardVault = createTestCardVault({ now: () => new Date() });
