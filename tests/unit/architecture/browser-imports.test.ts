import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of the browser's imports, checked on the source text of every file under src/:
 *   (a) the browser reaches the server's code only through commerce/shared/index.ts, the few
 *       pure rules both sides must agree on (src/lib/commerce is the browser's own client, not
 *       the server);
 *   (b) src/lib holds what features share, so it imports no feature.
 * Each failure names the file, the line and the import. The self-checks at the end prove each
 * rule catches a small bad sample, so the suite cannot pass by matching nothing.
 *
 * Not a rule: "a feature imports no other feature's internals". Features build on each other
 * by design (the checkout edits the cart's held order and shows its lines; the account reorders
 * into the cart and shows the orders' views), one way only (feature-cycles.test.ts), and a public
 * entry file per feature would pull side-effecting stores into islands that need one atom.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SHARED_ENTRY = 'commerce/shared/index.ts';
const SCANNED = /\.(ts|tsx|astro|mjs)$/;

interface Source {
  /** Relative to the repository root, with forward slashes. */
  file: string;
  text: string;
}

interface Import {
  specifier: string;
  /** Where it leads, relative to the repository root; null for a package. */
  target: string | null;
  line: number;
}

/** Every file under `dir` the rules read, generated GraphQL types left out. */
function sourcesUnder(dir: string): Source[] {
  return readdirSync(posix.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SCANNED.test(entry.name))
    .map((entry) => posix.relative(ROOT, posix.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('src/lib/commerce/gql/'))
    .sort()
    .map((file) => ({ file, text: readFileSync(posix.join(ROOT, file), 'utf8') }));
}

/**
 * Static imports, re-exports, side-effect imports, `import()` and `require()`, type-only ones
 * included, read from the whole text (an .astro file's frontmatter and scripts alike). A relative
 * specifier is resolved from the file's folder; a root-relative one (`/commerce/…`, as Vite
 * reads it) from the repository root.
 */
function importsOf(source: Source): Import[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;
  return [...source.text.matchAll(pattern)].map((match) => {
    const specifier = match[2]!;
    const target = specifier.startsWith('.')
      ? posix.normalize(posix.join(posix.dirname(source.file), specifier))
      : specifier.startsWith('/')
        ? posix.normalize(specifier.slice(1))
        : null;
    return { specifier, target, line: source.text.slice(0, match.index).split('\n').length };
  });
}

type Rule = (source: Source, found: Import) => string | null;

const onlyTheSharedEntry: Rule = (_source, found) =>
  (found.target?.startsWith('commerce/') || found.target?.startsWith('dev/')) && found.target !== SHARED_ENTRY
    ? `imports the server's ${found.target}; the browser may import only ${SHARED_ENTRY}`
    : null;

const libImportsNoFeature: Rule = (source, found) =>
  source.file.startsWith('src/lib/') && found.target?.startsWith('src/features/')
    ? `shared code imports the feature file ${found.target}; move what both need into src/lib`
    : null;

function violations(sources: readonly Source[], rule: Rule): string[] {
  return sources.flatMap((source) =>
    importsOf(source).flatMap((found) => {
      const problem = rule(source, found);
      return problem ? [`${source.file}:${found.line}: import '${found.specifier}' ${problem}`] : [];
    }),
  );
}

const src = sourcesUnder('src');

describe('browser imports', () => {
  it('reads the whole browser tree: stores, islands and pages', () => {
    const files = src.map((s) => s.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/features/cart/cart-store.ts',
        'src/features/cart/BuyBox.tsx',
        'src/pages/checkout/card-return.astro',
        'src/lib/commerce/client.ts',
      ]),
    );
  });

  it('(a) reaches the server only through commerce/shared/index.ts', () => {
    expect(violations(src, onlyTheSharedEntry)).toEqual([]);
  });

  it('(b) src/lib imports no feature', () => {
    expect(violations(src, libImportsNoFeature)).toEqual([]);
  });
});

describe('the rules catch what they are for', () => {
  const sample = (file: string, text: string): Source => ({ file, text });

  it('(a) names a reach into the server from a store, an island, a page frontmatter and a page script', () => {
    const bad = [
      sample('src/features/cart/cart-store.ts', "import { fromPounds } from '../../../commerce/domain/money.ts';"),
      sample('src/features/checkout/PaymentStep.tsx', "import type { CardDetails } from '../../../commerce/payments/gateway.ts';"),
      sample('src/pages/x.astro', "---\nimport { SEED_PRODUCTS } from '../../dev/demo/catalogue.ts';\n---\n<p>It's here</p>"),
      sample(
        'src/pages/y.astro',
        "<p>Hi</p>\n<script>\n  const { passesLuhn } = await import('/commerce/domain/payment-card.ts');\n</script>",
      ),
      sample('src/lib/z.ts', "export { toPounds } from '../../commerce/shared/../domain/money.ts';"),
    ];
    expect(violations(bad, onlyTheSharedEntry)).toEqual([
      "src/features/cart/cart-store.ts:1: import '../../../commerce/domain/money.ts' imports the server's commerce/domain/money.ts; the browser may import only commerce/shared/index.ts",
      "src/features/checkout/PaymentStep.tsx:1: import '../../../commerce/payments/gateway.ts' imports the server's commerce/payments/gateway.ts; the browser may import only commerce/shared/index.ts",
      "src/pages/x.astro:2: import '../../dev/demo/catalogue.ts' imports the server's dev/demo/catalogue.ts; the browser may import only commerce/shared/index.ts",
      "src/pages/y.astro:3: import '/commerce/domain/payment-card.ts' imports the server's commerce/domain/payment-card.ts; the browser may import only commerce/shared/index.ts",
      "src/lib/z.ts:1: import '../../commerce/shared/../domain/money.ts' imports the server's commerce/domain/money.ts; the browser may import only commerce/shared/index.ts",
    ]);
  });

  it("(a) lets the shared entry and the browser's own src/lib/commerce client through", () => {
    const fine = [
      sample('src/features/checkout/card-form.ts', "import { passesLuhn } from '../../../commerce/shared/index.ts';"),
      sample(
        'src/lib/commerce/payments.ts',
        "import { execute } from './client.ts';\nimport { PlaceOrderDocument } from './gql/graphql.ts';",
      ),
      sample(
        'src/features/cart/cart-store.ts',
        "import { orderCalls } from '../../lib/commerce/orders.ts';\nimport { atom } from 'nanostores';",
      ),
    ];
    expect(violations(fine, onlyTheSharedEntry)).toEqual([]);
  });

  it('(b) names a shared module that imports a feature, and only from src/lib', () => {
    const files = [
      sample('src/lib/analytics/ecommerce.ts', "import type { OrderSlice } from '../../features/cart/order-slice.ts';"),
      sample('src/pages/cart/index.astro', "---\nimport CartPage from '../../features/cart/CartPage.tsx';\n---"),
    ];
    expect(violations(files, libImportsNoFeature)).toEqual([
      "src/lib/analytics/ecommerce.ts:1: import '../../features/cart/order-slice.ts' shared code imports the feature file src/features/cart/order-slice.ts; move what both need into src/lib",
    ]);
  });
});
