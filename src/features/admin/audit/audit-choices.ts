/** One group of the audit's "what" list: every change to one kind of thing, then each action of it. */
export interface ActionGroup {
  /** The kind of thing, as the actions start: `order`. */
  kind: string;
  /** The filter that takes every action of the kind: `order.` */
  every: string;
  actions: string[];
}

/**
 * The audit's actions grouped by the kind of thing they change (the part before the first dot),
 * kinds and actions in alphabetical order, so staff can pick every order change or just refunds.
 */
export function actionGroups(actions: readonly string[]): ActionGroup[] {
  const byKind = new Map<string, string[]>();
  for (const action of [...new Set(actions)].sort()) {
    const kind = action.split('.')[0]!;
    byKind.set(kind, [...(byKind.get(kind) ?? []), action]);
  }
  return [...byKind.keys()].sort().map((kind) => ({ kind, every: `${kind}.`, actions: byKind.get(kind)! }));
}
