import type { Kysely } from 'kysely';
import type { Caller, CommerceContext } from '../context.ts';
import { londonDate } from '../domain/london-clock.ts';
import { nearestPence } from '../domain/money.ts';
import {
  addDays,
  followingRoundDate,
  type LineInBasket,
  type PlanLine,
  planRound,
  type ProductToday,
  ROUND_LEAD_DAYS,
  type RoundChange,
} from '../domain/repeat-delivery.ts';
import type { SellerIdentity } from '../domain/seller.ts';
import { orderAddressInput } from '../orders/index.ts';
import { changeCart, copyLines } from '../cart/index.ts';
import { setOrderAddresses } from '../checkout/index.ts';
import { replyWithOrder } from '../orders/index.ts';
import { chooseForShipment } from '../checkout/index.ts';
import { EXCLUSIVE_JOBS, withAdvisoryLock } from '../store/advisory-lock.store.ts';
import type { Database } from '../store/tables.ts';
import {
  claimRound,
  closeRound,
  customerById,
  missedRounds,
  markPaidRounds,
  markRoundMade,
  owePlanMail,
  type PlanRow,
  planCustomer,
  plansDue,
  previousRound,
  productsToday,
  type RoundRow,
  updatePlan,
} from './delivery-plans.store.ts';
import { PLAN_LINK_ACTIONS, type PlanLinkAction, signPlanLink } from './plan-links.ts';
import { renderMissedMail, renderRoundMail } from './round-mail.ts';

/** The page a round's signed links open (server route); it asks for a button press before acting. */
export const PLAN_LINK_PATH = '/plans/link';
/** The account's plans. */
export const ACCOUNT_PLANS_PATH = '/account/plans';

/** A claim older than this was left by a run that died between claiming a round and finishing it. */
const STALE_CLAIM_MS = 15 * 60_000;

export interface RoundJobOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** Signs the mail's skip/pause/stop links; null: the mail offers the account instead. */
  linkSecret: string | null;
  /** Who sells for a tenant (the mails' sender and links); null when none is recorded (no mail then). */
  seller: (tenantId: string) => Promise<SellerIdentity | null>;
  /** Plans handled per pass. */
  batchSize?: number;
}

export interface RoundPass {
  made: number;
  paid: number;
  missed: number;
}

/**
 * One pass of the round job: rounds whose basket was paid for become paid; rounds past their date
 * and not paid become missed (one mail each); and each active plan whose next round is within the
 * lead time gets its basket made and its mail owed. Making a round is claimed first (a unique row
 * per plan and date), so a second run, in this process or another, makes nothing twice; the round
 * is marked made and its mail owed in one transaction, and the mail's key is the round's, so a
 * retry writes none. Nothing is charged: the customer pays at checkout, as any order.
 */
export async function runRoundJob(options: RoundJobOptions): Promise<RoundPass> {
  const at = options.now();
  const today = londonDate(at);
  const paid = await markPaidRounds(options.db, at);
  const missed = await markMissedRounds(options, at, today);
  let made = 0;
  for (const plan of await plansDue(options.db, addDays(today, ROUND_LEAD_DAYS), options.batchSize ?? 50)) {
    if (await makeRound(options, plan, at)) made += 1;
  }
  return { made, paid, missed };
}

async function markMissedRounds(options: RoundJobOptions, at: Date, today: string): Promise<number> {
  let missed = 0;
  for (const round of await missedRounds(options.db, today, options.batchSize ?? 50)) {
    // Read and render first: PGlite is one session, which a transaction holds. The guarded close
    // below is what makes the mark (and so the mail) happen once.
    const seller = await options.seller(round.tenant_id);
    const customer = await customerById(options.db, round.tenant_id, round.customer_id);
    const mail =
      round.kind === 'deliver' && seller && customer
        ? await renderMissedMail(
            { firstName: customer.first_name, dueDate: round.due_date, accountUrl: new URL(ACCOUNT_PLANS_PATH, seller.siteUrl).toString() },
            seller,
          )
        : null;
    const closed = await options.db.transaction().execute(async (tx) => {
      if (!(await closeRound(tx, round.id, 'missed', at))) return false;
      // A reminder that was not taken up simply lapses; a delivery plan's customer hears once.
      if (mail && customer) {
        await owePlanMail(tx, {
          key: `plan-round-missed:${round.id}`,
          tenantId: round.tenant_id,
          kind: 'planRoundMissed',
          recipient: customer.email,
          ...mail,
          at,
        });
      }
      return true;
    });
    if (closed) missed += 1;
  }
  return missed;
}

/** The cart services read only the store and the clock from their context. */
function cartServices(options: RoundJobOptions): CommerceContext {
  return { db: options.db, now: options.now } as CommerceContext;
}

async function makeRound(options: RoundJobOptions, plan: PlanRow, at: Date): Promise<boolean> {
  const dueDate = plan.next_date;
  const round = await claimRound(options.db, plan.id, dueDate, at, new Date(at.getTime() - STALE_CLAIM_MS));
  if (!round) return false;
  const [customer, seller] = await Promise.all([planCustomer(options.db, plan), options.seller(plan.tenant_id)]);
  // No seller recorded: the server refuses to start without one, so only a half-set test shop gets here.
  if (!customer || !seller) return false;
  const owner: Caller = { tenantId: plan.tenant_id, salesChannelId: plan.sales_channel_id, customerId: customer.id, email: customer.email };
  const previous = await previousRound(options.db, plan.id, dueDate);
  const products = new Map<string, ProductToday | null>(
    (
      await productsToday(
        options.db,
        plan.tenant_id,
        plan.lines.map((l) => l.skuId),
      )
    ).map((p) => [p.id, { name: p.short_name, unitPricePence: p.current_price_pence, onHand: p.on_hand, retired: p.retired_at !== null }]),
  );
  const expectedDate = previous ? followingRoundDate(previous.due_date, plan.every_weeks) : dueDate;
  const { basket, changes } = planRound(plan.lines, products, { expectedDate, roundDate: dueDate });
  const ctx = cartServices(options);
  const cartId = await makeBasket(ctx, owner, plan, basket);
  const undeliverable = await chooseDelivery(ctx, owner, plan, cartId, dueDate);
  const allChanges: RoundChange[] = undeliverable ? [...changes, { kind: 'undeliverable', date: dueDate }] : changes;
  const order = await replyWithOrder(ctx, owner, cartId);
  const actions: Partial<Record<PlanLinkAction, string>> = {};
  if (options.linkSecret) {
    for (const action of PLAN_LINK_ACTIONS) {
      // Skip names this round's date: pressed after a later round is made, it skips nothing.
      const token = signPlanLink(options.linkSecret, plan.id, action, at, action === 'skip' ? dueDate : undefined);
      actions[action] = new URL(`${PLAN_LINK_PATH}?token=${token}`, seller.siteUrl).toString();
    }
  }
  const mail = await renderRoundMail(
    {
      kind: plan.kind,
      firstName: customer.first_name,
      dueDate,
      basket,
      changes: allChanges,
      totalPence: nearestPence(order.totalAmount),
      payUrl: new URL(`/checkout?cart=${encodeURIComponent(cartId)}`, seller.siteUrl).toString(),
      accountUrl: new URL(ACCOUNT_PLANS_PATH, seller.siteUrl).toString(),
      actions,
    },
    seller,
  );
  return finishRound(options, plan, round, { cartId, basket, changes: allChanges, mail, recipient: customer.email, seller }, at);
}

/** A cart owned by the plan's customer with the round's basket at today's prices. */
async function makeBasket(ctx: CommerceContext, owner: Caller, plan: PlanRow, basket: readonly LineInBasket[]): Promise<string> {
  const cartId = await changeCart(ctx, owner, { newCart: { gtagClientId: null } }, async (tx, order) => {
    await copyLines(
      tx,
      ctx,
      owner,
      order.id,
      basket.filter((line) => line.quantity > 0).map((line) => ({ skuCode: line.skuId, name: line.name, quantity: line.quantity })),
    );
  });
  const addresses = plan.addresses.flatMap((raw) => {
    const parsed = orderAddressInput.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  if (addresses.length > 0) await setOrderAddresses(ctx, owner, cartId, addresses);
  return cartId;
}

/**
 * The plan's delivery choices for the round's date; says whether the date could not be had (the
 * method stays chosen, the checkout asks for a day). A shipment the round no longer has is skipped.
 */
async function chooseDelivery(ctx: CommerceContext, owner: Caller, plan: PlanRow, cartId: string, dueDate: string): Promise<boolean> {
  let undeliverable = false;
  for (const choice of plan.shipment_choices) {
    const base = { key: choice.key as never, methodId: choice.methodId, timedCode: choice.timedCode, services: choice.services as never[] };
    try {
      await chooseForShipment(ctx, owner, cartId, { ...base, date: dueDate });
    } catch {
      undeliverable = true;
      try {
        await chooseForShipment(ctx, owner, cartId, { ...base, date: null, timedCode: null, services: [] });
      } catch {
        // The method cannot carry this shipment now: the checkout offers the ones that can.
      }
    }
  }
  return undeliverable;
}

async function finishRound(
  options: RoundJobOptions,
  plan: PlanRow,
  round: RoundRow,
  made: {
    cartId: string;
    basket: LineInBasket[];
    changes: RoundChange[];
    mail: { subject: string; html: string; text: string };
    recipient: string;
    seller: SellerIdentity;
  },
  at: Date,
): Promise<boolean> {
  return options.db.transaction().execute(async (tx) => {
    if (!(await markRoundMade(tx, round, { cartId: made.cartId, basket: made.basket, changes: made.changes, mailed: true }, at)))
      return false;
    // What this basket cost becomes "last time" for the next round's price changes.
    const lines: PlanLine[] = plan.lines.map((line) => {
      const inBasket = made.basket.find((b) => b.skuId === line.skuId);
      return inBasket?.unitPricePence != null ? { ...line, lastUnitPricePence: inBasket.unitPricePence } : line;
    });
    // The plan moves on one rhythm, unless the customer moved it meanwhile (then the round stands aside).
    if (!(await updatePlan(tx, plan, { nextDate: followingRoundDate(round.due_date, plan.every_weeks), lines }, at))) {
      await closeRound(tx, round.id, 'skipped', at);
      return false;
    }
    await owePlanMail(tx, {
      key: `plan-round:${round.id}`,
      tenantId: plan.tenant_id,
      kind: 'planRound',
      recipient: made.recipient,
      ...made.mail,
      at,
    });
    return true;
  });
}

export interface RunningRoundJob {
  /** One pass now; null when another process held the job. */
  runOnce(): Promise<RoundPass | null>;
  stop(): Promise<void>;
}

/**
 * For the server: a pass every `intervalMs` (five minutes). Over PostgreSQL every API process runs
 * the timer and the advisory lock lets one pass run at a time; the round claims make a second pass
 * harmless anyway. A process shutting down finishes its pass.
 */
export function startRoundJob(
  options: RoundJobOptions & { shared: boolean; intervalMs?: number; onError: (error: unknown) => void },
): RunningRoundJob {
  let current: Promise<RoundPass | null> | null = null;
  let stopped = false;
  const pass = async (): Promise<RoundPass | null> => {
    let result: RoundPass | null = null;
    const work = async () => {
      result = await runRoundJob(options);
    };
    if (options.shared) {
      if (!(await withAdvisoryLock(options.db, EXCLUSIVE_JOBS.planRounds, work))) return null;
    } else await work();
    return result;
  };
  const runOnce = () => {
    current ??= pass().finally(() => {
      current = null;
    });
    return current;
  };
  const timer = setInterval(
    () => {
      if (!stopped) runOnce().catch(options.onError);
    },
    options.intervalMs ?? 5 * 60_000,
  );
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current?.catch(() => {});
    },
  };
}
