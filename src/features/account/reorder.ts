/** What reOrder is sent for a past order: each product once, with the quantity bought. */
export function reorderLines(items: readonly { skuId: string; quantity: number }[]): { skuId: string; quantity: number }[] {
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.skuId, (quantities.get(item.skuId) ?? 0) + item.quantity);
  return [...quantities].map(([skuId, quantity]) => ({ skuId, quantity }));
}

/**
 * reOrder names a line it could not add by its product code ("LOG-ASH-STD: …"); the shopper
 * knows it by the name on their order, so the code is swapped for that name.
 */
export function reorderProblems(errors: readonly string[], items: readonly { skuId: string; name: string }[]): string[] {
  return errors.map((error) => {
    const item = items.find((candidate) => error.startsWith(`${candidate.skuId}: `));
    return item ? `${item.name}: ${error.slice(item.skuId.length + 2)}` : error;
  });
}

export type ReorderOutcome =
  /** Every line is in the basket: go to it. */
  | { kind: 'allAdded' }
  /** Some lines are in the basket, some are not: say which before moving on. */
  | { kind: 'someAdded'; problems: string[] }
  /** Nothing could be added: the shopper's basket stays as it was. */
  | { kind: 'noneAdded'; problems: string[] };

/**
 * What a reorder did. The basket may hold other things already, so what was added is told by
 * the lines the reply names as refused, not by whether the basket is empty.
 */
export function reorderOutcome(cart: { errors: readonly string[] }, items: readonly { skuId: string; name: string }[]): ReorderOutcome {
  const problems = reorderProblems(cart.errors, items);
  const refused = new Set(items.filter((item) => cart.errors.some((error) => error.startsWith(`${item.skuId}: `))).map((i) => i.skuId));
  if (items.every((item) => refused.has(item.skuId))) return { kind: 'noneAdded', problems };
  return problems.length === 0 ? { kind: 'allAdded' } : { kind: 'someAdded', problems };
}

/** The held basket could not take the lines (gone, placed, or another customer's): they go into a new one. */
export const heldBasketUnusable = (code: string) => code === 'NOT_FOUND' || code === 'CONFLICT';
