import { formatIsoDate } from '../domain/delivery/date-format.ts';
import { formatPence } from '../domain/money.ts';
import { basketDay, describeChange, type RoundChange } from '../domain/repeat-delivery.ts';
import type { PlanRow, RoundRow } from './delivery-plans.store.ts';

const longDate = (date: string) => formatIsoDate(date, 'EEEE d MMMM');

/** A plan as the API's DeliveryPlan: its lines without last prices, its rounds with what changed in words. */
export function presentPlan(plan: PlanRow, rounds: readonly RoundRow[]) {
  return {
    id: plan.id,
    kind: plan.kind,
    everyWeeks: plan.every_weeks,
    status: plan.status,
    nextDate: plan.next_date,
    basketDate: basketDay(plan.next_date),
    sourceOrderId: plan.source_order_id,
    lines: plan.lines.map((line) => ({ code: line.skuId, name: line.name, quantity: line.quantity })),
    rounds: rounds
      .filter((round) => round.status !== 'making')
      .map((round) => ({
        id: round.id,
        dueDate: round.due_date,
        status: round.status as Exclude<RoundRow['status'], 'making'>,
        // The basket is only worth opening while it waits to be paid.
        cartId: round.status === 'made' ? round.cart_id : null,
        changes: ((round.changes ?? []) as RoundChange[]).map((change) => describeChange(change, formatPence, longDate)),
      })),
  };
}
