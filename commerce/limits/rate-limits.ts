import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { apiError } from '../errors.ts';
import type { Database } from '../store/tables.ts';
import { RATE_LIMITS_TABLE, rateLimitStoreClient } from './rate-limits.store.ts';

/** One named limit: at which door, keyed by what, how many tries in what window, and what counts. */
export interface LimitRule {
  /** The call (or the endpoint) it guards, as the rate-limit table in docs/api.md names it. */
  door: string;
  /** What the count is kept per. */
  key: 'ip' | 'email' | 'order number' | 'order number and ip' | 'cart' | 'order' | 'order and ip' | 'customer';
  /** Tries allowed in one window; the next is refused. */
  points: number;
  /** The window, from the first counted try. */
  durationSeconds: number;
  /** Once over, refused this long from that moment; 0: until the window ends. */
  blockSeconds: number;
  /**
   * `every try`: each try takes a point. `failed tries`: each try takes a point up front (so a
   * burst cannot slip past between the check and the count) and a try that succeeds gives it back.
   */
  counts: 'every try' | 'failed tries';
}

const MINUTE = 60;

/**
 * The shop's limits (DESIGN.md, "Limits"). The sign-in code limits live with the Cognito triggers
 * (commerce/identity/triggers/sign-in-limits.ts). The rate-limit table in docs/api.md says the same: keep
 * them in step.
 */
export const RATE_LIMITS = {
  api: { door: '/graphql, every request', key: 'ip', points: 600, durationSeconds: MINUTE, blockSeconds: 0, counts: 'every try' },
  emailLookupByIp: {
    door: 'getCustomerByEmailSalesChannel, createCustomer, addCustomerOrder',
    key: 'ip',
    points: 30,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // The look-up answers whether an email has an account (the sign-in needs the customer id it
  // gives), so a day's ceiling per IP bounds a list checked from one address to 100 a day, not
  // 30 every 15 minutes (2,880); a guest checkout uses up to three.
  emailLookupByIpPerDay: {
    door: 'getCustomerByEmailSalesChannel, createCustomer, addCustomerOrder',
    key: 'ip',
    points: 100,
    durationSeconds: 24 * 60 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  emailLookupByEmail: {
    door: 'getCustomerByEmailSalesChannel, createCustomer, addCustomerOrder',
    key: 'email',
    points: 10,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  trackingByIp: { door: 'getOrderByNumber', key: 'ip', points: 20, durationSeconds: 15 * MINUTE, blockSeconds: 0, counts: 'failed tries' },
  // Misses on one order are counted per address, so a stranger's guesses lock only the stranger;
  // the ceiling over all addresses stops a botnet, and is far above what one stranger can reach.
  trackingByOrderAndIp: {
    door: 'getOrderByNumber',
    key: 'order number and ip',
    points: 5,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'failed tries',
  },
  trackingByOrder: {
    door: 'getOrderByNumber',
    key: 'order number',
    points: 50,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'failed tries',
  },
  couponByCart: {
    door: 'updateDiscountAmount (a code)',
    key: 'cart',
    points: 10,
    durationSeconds: 60 * MINUTE,
    blockSeconds: 0,
    counts: 'failed tries',
  },
  couponByIp: {
    door: 'updateDiscountAmount (a code)',
    key: 'ip',
    points: 30,
    durationSeconds: 60 * MINUTE,
    blockSeconds: 0,
    counts: 'failed tries',
  },
  placementByCart: {
    door: 'placeOrder, placeExpressOrder',
    key: 'cart',
    points: 10,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 60 * MINUTE,
    counts: 'every try',
  },
  placementByIp: {
    door: 'placeOrder, placeExpressOrder, payBalance',
    key: 'ip',
    points: 30,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // Paying a balance due: a handful of tries per order (a declined card, a new one). Counted only
  // once the caller has proved the order is theirs, so a stranger holding its id cannot lock its owner out.
  balancePaymentByOrder: {
    door: 'payBalance',
    key: 'order',
    points: 10,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 60 * MINUTE,
    counts: 'every try',
  },
  // The order page asks where a balance's payment stands after the bank's check (1, 2 and 4 s
  // apart) and each time it opens with one in flight; each ask may reach the provider, whose API
  // allowance every checkout shares. Counted once the caller has proved the order is theirs.
  balanceCheckByOrder: {
    door: 'checkBalancePayment',
    key: 'order',
    points: 30,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // The checkout's return page asks where a payment stands (4 asks, 1, 2 and 4 s apart), and again
  // each time it opens with one in flight; each ask may reach the provider, whose API allowance
  // every checkout shares. checkPayment and its older name share this count. Counted once the
  // caller has proved the order is theirs, and per address: a guest order's id proves it, and one
  // seen by a stranger (a shared screen, a forwarded link) must not let the stranger's asks lock
  // the guest out. The address's own count (paymentCheckByIp) bounds what a stranger can ask.
  paymentCheckByOrder: {
    door: 'checkPayment (and its older name)',
    key: 'order and ip',
    points: 30,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // Every ask of where a payment stands, from one address, whoever's order it names: the per-order
  // counts above bound one order's asks, this bounds an address asking across many orders (each
  // ask of an open payment reaches the provider; a placement per IP opens at most 30 in 15 min).
  // Counted before anything is read, so a stranger's NOT_FOUND asks count too.
  paymentCheckByIp: {
    door: 'checkPayment (and its older name), checkBalancePayment',
    key: 'ip',
    points: 120,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // Each press of a product page's express button may make a cart (kept up to an hour): a shopper
  // presses a few times; a script must not fill the carts table.
  expressCartByIp: {
    door: 'startExpressCart',
    key: 'ip',
    points: 30,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // A wallet's sheet asks again each time the shopper picks another address: a handful per
  // payment. Each answer says whether the shop delivers to a postcode, so a script must not map them.
  sheetQuoteByCart: {
    door: 'quoteExpressDelivery',
    key: 'cart',
    points: 30,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  sheetQuoteByIp: {
    door: 'quoteExpressDelivery',
    key: 'ip',
    points: 60,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // A shopper moves a shipment's day a few times at most, and each move mails them: the order's
  // count (taken only once the caller has proved the order is theirs, so a stranger holding its
  // id cannot lock its owner out) bounds the mails; the IP's bounds a script on many orders.
  dateChangeByOrder: {
    door: 'changeShipmentDate',
    key: 'order',
    points: 6,
    durationSeconds: 60 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  dateChangeByIp: {
    door: 'changeShipmentDate',
    key: 'ip',
    points: 30,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // A customer may review each product once anyway; this stops a script filling the owner's
  // moderation queue with refusals and retries.
  // "Email me when it's back": each try may write a row that will send mail, so both the caller and
  // the address typed are counted (an address cannot be signed up for a flood of alerts).
  stockAlertsByIp: { door: 'requestStockAlert', key: 'ip', points: 20, durationSeconds: 60 * MINUTE, blockSeconds: 0, counts: 'every try' },
  stockAlertsByEmail: {
    door: 'requestStockAlert',
    key: 'email',
    points: 5,
    durationSeconds: 60 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // A provider sends a handful of events per payment from a few addresses and delivers a refused
  // one again later, so this is far above a real provider's rate; a stranger's flood stops here,
  // before a signature check or a look-up at the provider. One limit for every provider's webhook.
  paymentWebhookByIp: {
    door: '/webhooks/<provider>',
    key: 'ip',
    points: 600,
    durationSeconds: MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  // A repeat delivery plan's mail links (skip, pause, stop) need no sign-in: a customer presses a
  // few a season, so this only stops someone trying tokens or loading the page in a loop.
  planLinkByIp: {
    door: '/plans/link',
    key: 'ip',
    points: 30,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
  reviewsByCustomer: {
    door: 'writeReview',
    key: 'customer',
    points: 10,
    durationSeconds: 24 * 60 * MINUTE,
    blockSeconds: 0,
    counts: 'every try',
  },
} as const satisfies Record<string, LimitRule>;

type LimitName = keyof typeof RATE_LIMITS;
type LimitRules<Name extends string = LimitName> = Record<Name, LimitRule>;

/** The same limits with every allowance multiplied (a test shop whose other tests must never trip one). */
export function scaledRules<Name extends string>(rules: LimitRules<Name>, factor: number): LimitRules<Name> {
  const entries = Object.entries(rules) as [Name, LimitRule][];
  return Object.fromEntries(entries.map(([name, rule]) => [name, { ...rule, points: rule.points * factor }])) as LimitRules<Name>;
}

/** The general per-IP budget at another size (a setting: HEARTH_API_RATE_LIMIT). */
export function withApiBudget(rules: LimitRules, perMinute: number): LimitRules {
  return { ...rules, api: { ...rules.api, points: perMinute } };
}

/** What a limit answers: go ahead, or wait this long. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The port the doors use; tests inject the memory one. */
interface RateLimiterSet<Name extends string = LimitName> {
  readonly rules: LimitRules<Name>;
  /** Counts one try by `subject` (atomically) and answers whether it is within the limit. */
  take(name: Name, subject: string): Promise<LimitVerdict>;
  /** Gives back the point a try took (a success, at a door that counts failed tries). */
  giveBack(name: Name, subject: string): Promise<void>;
}

export type RateLimits = RateLimiterSet<LimitName>;

/** PostgreSQL: one count for every process over the database. Memory: this process's own (PGlite is one process's). */
export type RateLimitStore = { kind: 'postgres'; db: Kysely<Database> } | { kind: 'memory' };

/**
 * A key holds the limit's name and a hash of the subject: the table never holds an email, an IP
 * or a guest's cart id (which is that cart's secret), and a long email still fits the key column.
 */
const keyOf = (subject: string) => createHash('sha256').update(subject).digest('base64url');

interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  blockSeconds: number;
  /** One limiter per process sweeps the table of expired rows; a Lambda must not keep a timer alive. */
  sweepsExpiredRows: boolean;
  /** Remember in this process a key over its limit, so a flood costs no queries (the API's doors). */
  blocksInMemory: boolean;
}

/** One limit in the shop's limit store: the `rate_limits` table on PostgreSQL, memory on PGlite. */
export function limiterIn(store: RateLimitStore, options: LimiterOptions): RateLimiterAbstract {
  const base = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    blockDuration: options.blockSeconds,
  };
  if (store.kind === 'memory') return new RateLimiterMemory(base);
  return new RateLimiterPostgres({
    ...base,
    storeClient: rateLimitStoreClient(store.db),
    storeType: 'client',
    tableName: RATE_LIMITS_TABLE,
    // Migration 0010 made it; the library must not try.
    tableCreated: true,
    clearExpiredByTimeout: options.sweepsExpiredRows,
    // Once a key is over its limit, this process refuses it from memory until its wait ends,
    // so a flood costs no queries (the other processes learn it from the table once each).
    ...(options.blocksInMemory ? { inMemoryBlockOnConsumed: options.points + 1 } : {}),
    ...(options.blocksInMemory && options.blockSeconds > 0 ? { inMemoryBlockDuration: options.blockSeconds } : {}),
  });
}

/** Counts one try of the subject; the library's refusal becomes a verdict, a store failure stays an error. */
export async function consumeFrom(limiter: RateLimiterAbstract, subject: string): Promise<LimitVerdict> {
  try {
    await limiter.consume(keyOf(subject));
    return { allowed: true };
  } catch (refusal) {
    // The library rejects with its answer when the limit is spent, and with an Error when the store fails.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return refusedFor(refusal);
  }
}

/** The subject's state without counting: refused while it is over the limit. */
export async function peekAt(limiter: RateLimiterAbstract, subject: string, points: number): Promise<LimitVerdict> {
  const found = await limiter.get(keyOf(subject));
  return found && found.consumedPoints > points ? refusedFor(found) : { allowed: true };
}

const refusedFor = (result: RateLimiterRes): LimitVerdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
});

export function createRateLimits<Name extends string = LimitName>(
  store: RateLimitStore,
  rules: LimitRules<Name> = RATE_LIMITS as unknown as LimitRules<Name>,
): RateLimiterSet<Name> {
  const limiters = new Map<Name, RateLimiterAbstract>();
  (Object.entries(rules) as [Name, LimitRule][]).forEach(([name, rule], index) => {
    // One limiter is enough to sweep the whole table of rows an hour past their window.
    const limiter = limiterIn(store, { keyPrefix: name, ...rule, sweepsExpiredRows: index === 0, blocksInMemory: true });
    limiters.set(name, limiter);
  });
  const limiter = (name: Name) => {
    const found = limiters.get(name);
    if (!found) throw new Error(`No rate limit named ${name}.`);
    return found;
  };
  return {
    rules,
    take: (name, subject) => consumeFrom(limiter(name), subject),
    async giveBack(name, subject) {
      await limiter(name).reward(keyOf(subject));
    },
  };
}

/** "Too many tries. Please wait 15 minutes." Minutes rounded up; seconds under a minute. */
export function waitMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return `Too many tries. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many tries. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const rateLimitedError = (retryAfterSeconds: number) =>
  apiError('RATE_LIMITED', waitMessage(retryAfterSeconds), { retryAfter: retryAfterSeconds });

/** One of a door's limits and whose count this try is on. */
export interface DoorKey {
  limit: LimitName;
  subject: string;
}

/**
 * One try at a door: each of its limits loses a point first, and when one is spent the try is
 * refused with RATE_LIMITED (the refused try still counted, on every limit). At a limit that counts
 * failed tries, a try that succeeds gives its point back; a try that throws, or whose result
 * `failed` says missed, keeps it.
 */
export async function throughDoor<T>(
  limits: RateLimits,
  keys: readonly DoorKey[],
  attempt: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
): Promise<T> {
  const verdicts = await Promise.all(keys.map((key) => limits.take(key.limit, key.subject)));
  const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterSeconds]));
  if (waits.length) throw rateLimitedError(Math.max(...waits));
  const result = await attempt();
  if (!failed(result)) {
    await Promise.all(
      keys.filter((key) => limits.rules[key.limit].counts === 'failed tries').map((key) => limits.giveBack(key.limit, key.subject)),
    );
  }
  return result;
}
