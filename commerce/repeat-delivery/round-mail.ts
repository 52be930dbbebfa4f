import { render } from '@react-email/components';
import { formatIsoDate } from '../domain/delivery/date-format.ts';
import { formatPence } from '../domain/money.ts';
import { describeChange, type LineInBasket, type PlanKind, type RoundChange } from '../domain/repeat-delivery.ts';
import type { SellerIdentity } from '../domain/seller.ts';
import { h1, link, lines, mailLayout, p } from '../mail/index.ts';
import type { PlanLinkAction } from './plan-links.ts';

const longDate = (date: string) => formatIsoDate(date, 'EEEE d MMMM');

export interface RoundMailView {
  kind: PlanKind;
  firstName: string | null;
  dueDate: string;
  basket: readonly LineInBasket[];
  changes: readonly RoundChange[];
  totalPence: number;
  /** Absolute: checkout on the round's basket (the customer signs in if they are not). */
  payUrl: string;
  /** Absolute: the account's plans. */
  accountUrl: string;
  /** Absolute signed links; empty when the shop has no link secret (the account still does all of it). */
  actions: Partial<Record<PlanLinkAction, string>>;
}

export const roundMailSubject = (view: RoundMailView) =>
  view.kind === 'deliver' ? 'Your next delivery: check and pay' : `Time to top up? Your basket for ${longDate(view.dueDate)} is ready`;

/** The mail a round sends: its basket at today's prices, what changed, and one press to checkout. */
export async function renderRoundMail(view: RoundMailView, seller: SellerIdentity) {
  const greeting = view.firstName ? `Hello ${view.firstName},` : 'Hello,';
  const inBasket = view.basket.filter((line) => line.quantity > 0);
  const actionLinks: [PlanLinkAction, string][] = [
    ['skip', 'Skip this delivery'],
    ['pause', 'Pause the plan'],
    ['stop', 'Stop the plan'],
  ];
  const mail = mailLayout(seller, `Your basket for ${longDate(view.dueDate)} is ready to check and pay.`, [
    h1(view.kind === 'deliver' ? 'Your next delivery: check and pay' : 'Time to top up?'),
    p(greeting),
    p(
      `Your basket for ${longDate(view.dueDate)} is ready at today's prices: ${formatPence(view.totalPence)} with delivery. ` +
        'Nothing is charged until you pay at checkout.',
    ),
    lines(inBasket.map((line) => `${line.quantity} × ${line.name} at ${formatPence(line.unitPricePence ?? 0)}`)),
    ...(view.changes.length > 0
      ? [p('Since last time:'), lines(view.changes.map((change) => describeChange(change, formatPence, longDate)))]
      : []),
    p(link(view.payUrl, 'Check and pay')),
    ...actionLinks.filter(([action]) => view.actions[action]).map(([action, label]) => p(link(view.actions[action]!, label))),
    p('Change the date or the plan in ', link(view.accountUrl, 'your account'), '.'),
  ]);
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: roundMailSubject(view), html, text };
}

/** The one mail a round that was not paid by its date sends. */
export async function renderMissedMail(view: { firstName: string | null; dueDate: string; accountUrl: string }, seller: SellerIdentity) {
  const mail = mailLayout(seller, `Your delivery for ${longDate(view.dueDate)} was not paid for.`, [
    h1('Your delivery was not sent'),
    p(view.firstName ? `Hello ${view.firstName},` : 'Hello,'),
    p(
      `The basket for ${longDate(view.dueDate)} was not paid for, so nothing was sent and nothing was charged. ` +
        'Your plan carries on with the next delivery.',
    ),
    p('See or change your plan in ', link(view.accountUrl, 'your account'), '.'),
  ]);
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject: `Your delivery for ${longDate(view.dueDate)} was not sent`, html, text };
}
