import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, scanSource } from './source-scan.ts';

/**
 * The browser's features (src/features/*) build on each other one way only: checkout uses the
 * cart, the account uses both and the orders, never back. A feature that imports another which
 * imports it (directly or round a longer loop) has lost its place: neither can change or load
 * without the other. What both need belongs in src/lib, or in the lower of the two.
 *
 * Every import counts, type-only, side-effect (stylesheets) and `import()` alike. Each failure
 * names the imports that close the loop, by file and line.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FEATURES = 'src/features';
const SCANNED = /\.(ts|tsx|astro|mjs)$/;

/**
 * The imports allowed to close a loop, each with why. The basket page and the fly-in show
 * the payment under way when their held order is mid-payment (a reload during payment), and that
 * notice asks through the checkout's payment store, which holds the cart's store in turn. It is
 * fetched only when needed (`import()`), so no page pays for it up front. Undoing it means handing
 * the notice to the cart from outside, which every page's start-up script would carry.
 */
const ALLOWED = new Set([
  'src/features/cart/LazyPaymentInProgress.tsx -> src/features/checkout/PaymentInProgress.tsx',
  // Express checkout's sheet, fetched on the press of the basket's or the buy-box's express button
  // (`import()`, in their shared hook), pays through the same payment store, for the same reason.
  'src/features/cart/use-express-wallets.ts -> src/features/checkout/express/express-checkout.ts',
  // A wallet's own express button (the provider's element), fetched when the product page or the
  // basket is idle or its area comes into view (`import()`); its press pays through the same store.
  'src/features/cart/express-buttons.ts -> src/features/checkout/express/express-elements.ts',
]);

interface Source {
  /** Relative to the repository root, with forward slashes. */
  file: string;
  text: string;
}

interface FeatureImport {
  from: string;
  to: string;
  /** "file:line: import 'specifier'" */
  where: string;
  /** "file -> target", the key ALLOWED uses. */
  key: string;
}

function featureSources(): Source[] {
  return readdirSync(posix.join(ROOT, FEATURES), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SCANNED.test(entry.name))
    .map((entry) => posix.relative(ROOT, posix.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('src/features/admin/gql/'))
    .sort()
    .map((file) => ({ file, text: readFileSync(posix.join(ROOT, file), 'utf8') }));
}

/**
 * A .ts/.tsx file is read with the scanner (comments and strings told apart from code); an .astro
 * file's markup is not TypeScript, so there every import-shaped text counts, which errs strict.
 */
function importsIn(source: Source): { specifier: string; line: number }[] {
  if (!source.file.endsWith('.astro')) return importsOf(scanSource(source.text));
  return [...source.text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g)].map((match) => ({
    specifier: match[2]!,
    line: source.text.slice(0, match.index).split('\n').length,
  }));
}

const featureOf = (file: string): string | null => (file.startsWith(`${FEATURES}/`) ? file.split('/')[2]! : null);

/** The imports that cross from one feature folder into another. */
function crossFeatureImports(sources: readonly Source[]): FeatureImport[] {
  return sources.flatMap((source) => {
    const from = featureOf(source.file)!;
    return importsIn(source).flatMap(({ specifier, line }) => {
      if (!specifier.startsWith('.')) return [];
      const target = posix.normalize(posix.join(posix.dirname(source.file), specifier));
      const to = featureOf(target);
      if (!to || to === from) return [];
      return [{ from, to, where: `${source.file}:${line}: import '${specifier}'`, key: `${source.file} -> ${target}` }];
    });
  });
}

/** Groups of features that reach each other (strongly connected, Tarjan), larger than one. */
function loops(edges: readonly FeatureImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) next.set(edge.from, (next.get(edge.from) ?? new Set()).add(edge.to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** One line per import that takes part in a loop between features, the allowed ones left out. */
function cycleViolations(sources: readonly Source[], allowed: ReadonlySet<string>): string[] {
  const edges = crossFeatureImports(sources).filter((edge) => !allowed.has(edge.key));
  return loops(edges).flatMap((group) =>
    edges
      .filter((edge) => group.includes(edge.from) && group.includes(edge.to))
      .map(
        (edge) => `${edge.where}: ${edge.from} imports ${edge.to}, and ${edge.to} reaches ${edge.from} back (loop: ${group.join(', ')})`,
      ),
  );
}

const sources = featureSources();

describe('src/features import each other one way only', () => {
  it('reads every feature folder', () => {
    const folders = new Set(sources.map((source) => featureOf(source.file)));
    expect([...folders]).toEqual(expect.arrayContaining(['account', 'admin', 'cart', 'checkout', 'orders', 'search']));
  });

  it('no feature imports another that imports it back', () => {
    expect(cycleViolations(sources, ALLOWED)).toEqual([]);
  });

  it('each allowed import still exists (a stale allowance would let the next loop through unseen)', () => {
    const keys = new Set(crossFeatureImports(sources).map((edge) => edge.key));
    expect([...ALLOWED].filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('the rule catches what it is for', () => {
  const sample = (file: string, text: string): Source => ({ file, text });

  it('names both imports of a two-way pair, type-only, stylesheet and lazy imports included', () => {
    const files = [
      sample('src/features/cart/BasketSurcharges.tsx', "import type { SurchargeFacts } from '../checkout/delivery-charge-text.ts';"),
      sample('src/features/cart/CartSuggestions.tsx', "// import '../checkout/commented.ts'\nimport '../checkout/checkout.css';"),
      sample('src/features/checkout/ReviewStep.tsx', "const x = 1;\nconst CartLines = lazy(() => import('../cart/CartLines.tsx'));"),
      sample('src/features/checkout/CheckoutPage.tsx', "import { TotalsRow } from './TotalsRow.tsx';"),
    ];
    expect(cycleViolations(files, new Set())).toEqual([
      "src/features/cart/BasketSurcharges.tsx:1: import '../checkout/delivery-charge-text.ts': cart imports checkout, and checkout reaches cart back (loop: cart, checkout)",
      "src/features/cart/CartSuggestions.tsx:2: import '../checkout/checkout.css': cart imports checkout, and checkout reaches cart back (loop: cart, checkout)",
      "src/features/checkout/ReviewStep.tsx:2: import '../cart/CartLines.tsx': checkout imports cart, and cart reaches checkout back (loop: cart, checkout)",
    ]);
  });

  it('names a longer loop, and lets one-way use, shared code and allowed imports through', () => {
    const files = [
      sample('src/features/orders/OrderPage.tsx', "import { signInPath } from '../account/sign-in-again.ts';"),
      sample('src/features/account/AddressForm.tsx', "import { AddressFields } from '../checkout/AddressFields.tsx';"),
      sample('src/features/checkout/DeliveryStep.tsx', "import { ShipmentDays } from '../orders/OrderParts.tsx';"),
      sample(
        'src/features/checkout/CheckoutPage.tsx',
        "import { cart } from '../cart/cart-store.ts';\nimport { x } from '../../lib/forms/x.ts';",
      ),
      sample('src/features/cart/LazyNotice.tsx', "const N = lazy(() => import('../checkout/Notice.tsx'));"),
    ];
    expect(cycleViolations(files, new Set(['src/features/cart/LazyNotice.tsx -> src/features/checkout/Notice.tsx']))).toEqual([
      "src/features/orders/OrderPage.tsx:1: import '../account/sign-in-again.ts': orders imports account, and account reaches orders back (loop: account, checkout, orders)",
      "src/features/account/AddressForm.tsx:1: import '../checkout/AddressFields.tsx': account imports checkout, and checkout reaches account back (loop: account, checkout, orders)",
      "src/features/checkout/DeliveryStep.tsx:1: import '../orders/OrderParts.tsx': checkout imports orders, and orders reaches checkout back (loop: account, checkout, orders)",
    ]);
  });
});
