import { describe, expect, it } from 'vitest';
import {
  analyseFeatures,
  baselineOf,
  commerceImports,
  compareWithBaseline,
  countFeatures,
  placeOf,
  type Violation,
} from './feature-graph.ts';
import { readBaseline, readCommerce } from './feature-graph-source.ts';

/**
 * The features of commerce/ against the house rules (the rules, and why type-only imports
 * count, are in feature-graph.ts). The code keeps every rule, so feature-graph-baseline.json,
 * which once listed the known breaches, is empty and must stay so: any breach fails, naming the
 * import (and, for a cycle, the way back round). The baseline machinery stays for the self-checks
 * and the report; this test never writes the file. The self-checks at the end prove each rule
 * catches a bad import.
 */

describe('the features of commerce/', () => {
  const { files, graph } = readCommerce();
  const { fresh, gone } = compareWithBaseline(graph.violations, readBaseline());

  it('reads every feature and kernel (so the rules below have something to check)', () => {
    expect(graph.features).toEqual(expect.arrayContaining(['catalogue', 'orders', 'customers', 'payments', 'limits', 'identity']));
    expect(placeOf('commerce/domain/money.ts').kind).toBe('kernel');
    expect(placeOf('commerce/errors.ts').kind).toBe('kernel');
    expect(placeOf('commerce/payments/test-card/provider.ts')).toEqual({ kind: 'feature', feature: 'payments' });
    expect(countFeatures(graph, files).featurePairs).toBeGreaterThan(10);
  });

  it('give every feature a face, the staff desk at the top included', () => {
    // With a face on every feature, no feature can take what another has not named on its face.
    expect(countFeatures(graph, files).faceless).toEqual([]);
    expect(graph.features).toContain('desk');
  });

  it('break no rule beyond the known breaches in the baseline', () => {
    expect(fresh).toEqual([]);
  });

  it('still break every rule the baseline lists (delete the ones that went with --write-baseline)', () => {
    expect(gone).toEqual([]);
  });

  it('list no known breach: the baseline is empty, so a new breach is fixed, never listed', () => {
    const listed = Object.values(readBaseline()).flatMap((groups) => Object.values(groups).flat());
    expect(listed).toEqual([]);
  });
});

describe('the feature rules catch what they are for', () => {
  const sample: Record<string, string> = {
    'commerce/errors.ts': 'export const apiError = 1;',
    'commerce/context.ts': [
      "import type { RateLimits } from './limits/index.ts';", // allowed: a type from a face
      "import { budget } from './limits/budget.ts';", // kernel → feature, beside the face
    ].join('\n'),
    'commerce/resolvers.ts': "import { cartResolvers } from './orders/cart.resolvers.ts';",
    'commerce/domain/cart.ts': "import { loadCart } from '../orders/orders.store.ts';",
    'commerce/limits/index.ts': "export type { RateLimits } from './rate-limits.ts';",
    'commerce/limits/rate-limits.ts': "import { apiError } from '../errors.ts';\nexport type RateLimits = {};",
    'commerce/limits/budget.ts': 'export const budget = 1;',
    'commerce/orders/orders.store.ts': 'export const loadCart = 1;',
    'commerce/orders/cart.resolvers.ts': [
      "import { limits } from '../limits/index.ts';", // through the face: fine
      "import { budget } from '../limits/budget.ts';", // beside the face
      "import { findCustomer } from '../customers/customers.store.ts';", // another feature's store
      "import { server } from '../server.ts';", // a composition root
    ].join('\n'),
    'commerce/customers/customers.store.ts': "import type { Cart } from '../orders/cart.ts';",
    'commerce/orders/cart.ts': 'export type Cart = {};',
    'commerce/mail/send.ts': "import { loadCart } from '../orders/orders.store.ts';",
    'commerce/server.ts': "import { findCustomer } from './customers/customers.store.ts';",
  };
  const files = Object.keys(sample);
  const graph = analyseFeatures(
    commerceImports(files, (file) => sample[file] ?? null),
    files,
  );
  const entries = (rule: Violation['rule']) =>
    graph.violations.filter((violation) => violation.rule === rule).map((violation) => violation.entry);

  it('finds a cycle between features, type-only imports included, and names the way back round', () => {
    expect(entries('cycle')).toEqual([
      'commerce/orders/cart.resolvers.ts → commerce/customers/customers.store.ts',
      'commerce/customers/customers.store.ts → commerce/orders/cart.ts',
    ]);
    const message = graph.violations.find((violation) => violation.rule === 'cycle')!.message;
    expect(message).toContain("commerce/orders/cart.resolvers.ts:3 `import { findCustomer } from '../customers/customers.store.ts';`");
    expect(message).toContain(
      "and back: customers → orders by commerce/customers/customers.store.ts:1 `import type { Cart } from '../orders/cart.ts';`",
    );
  });

  it("finds a feature importing another feature's store, but not the composition root doing so", () => {
    expect(entries('store')).toEqual([
      'commerce/orders/cart.resolvers.ts → commerce/customers/customers.store.ts',
      'commerce/mail/send.ts → commerce/orders/orders.store.ts',
    ]);
  });

  it('finds every import of another feature that is not its face, whether or not that feature has one yet', () => {
    expect(entries('face')).toEqual([
      'commerce/orders/cart.resolvers.ts → commerce/limits/budget.ts',
      'commerce/orders/cart.resolvers.ts → commerce/customers/customers.store.ts',
      'commerce/customers/customers.store.ts → commerce/orders/cart.ts',
      'commerce/mail/send.ts → commerce/orders/orders.store.ts',
    ]);
    expect(graph.violations.find((violation) => violation.rule === 'face')!.message).toContain('import commerce/limits/index.ts instead');
  });

  it('finds a kernel importing a feature and anything but a root importing a root; lets the context take a type from a face', () => {
    expect(entries('kernel')).toEqual([
      'commerce/context.ts → commerce/limits/budget.ts',
      'commerce/domain/cart.ts → commerce/orders/orders.store.ts',
      'commerce/orders/cart.resolvers.ts → commerce/server.ts',
    ]);
    expect(graph.violations.find((violation) => violation.rule === 'kernel')!.group).toBe('kernel:context.ts → limits');
  });

  it('fails on a breach the baseline does not list, and on a listed breach that went', () => {
    const baseline = baselineOf(graph.violations);
    expect(compareWithBaseline(graph.violations, baseline)).toEqual({ fresh: [], gone: [] });
    const withoutMail = graph.violations.filter((violation) => !violation.entry.startsWith('commerce/mail/'));
    expect(compareWithBaseline(withoutMail, baseline).gone).toEqual([
      'store (mail → orders): commerce/mail/send.ts → commerce/orders/orders.store.ts',
      'face (mail → orders): commerce/mail/send.ts → commerce/orders/orders.store.ts',
    ]);
    const shorter = baselineOf(withoutMail);
    expect(compareWithBaseline(graph.violations, shorter).fresh).toEqual([
      "store: commerce/mail/send.ts:1 `import { loadCart } from '../orders/orders.store.ts';`",
      "face: commerce/mail/send.ts:1 `import { loadCart } from '../orders/orders.store.ts';`: import commerce/orders/index.ts instead",
    ]);
  });

  it('counts pairs of features, both-way pairs and cycles', () => {
    const counts = countFeatures(graph, files);
    expect(counts.bothWayPairs).toEqual(['customers ⇄ orders']);
    expect(counts.cycles).toEqual([['customers', 'orders']]);
    expect(counts.featuresWithFace).toEqual(['limits']);
    expect(counts.faceless).toEqual(['customers', 'mail', 'orders']);
    expect(counts.violations).toEqual({ cycle: 2, store: 2, face: 4, kernel: 3 });
  });
});
