import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { developmentReaches, type DevelopmentReachRules, type ToleratedImport, walkImports } from './module-graph.ts';
import { importsOf, readSource, scanSource, sourceFiles } from './source-scan.ts';

/**
 * What a production start loads, checked on the source text:
 *   (a) walking the static imports (`import … from`, `export … from`, `import '…'`) from the
 *       production entries reaches nothing under dev/: the development stand-ins (local Cognito,
 *       local SMTP server and mailbox) load only through an `import()` behind a development check;
 *   (b) server/ imports nothing from scripts/: what the server and a command both need lives
 *       under server/ (or commerce/) and the command imports it from there.
 * Type-only imports are not followed (they are erased before the code runs), nor is `import()`.
 * Each failure names the importer, the line, the import, and the way there from an entry. The
 * self-checks at the end prove the walk catches small bad samples.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The production starts: `npm start` and `npm run start:api` (both production unless
 * NODE_ENV=development on a loopback HOST), and the server module the tests and benchmarks start.
 */
const ENTRIES = ['scripts/start.ts', 'scripts/start-api.ts', 'server/main.ts'];

/**
 * Still to move: the test card gateway is a development stand-in too, to be moved under dev/
 * (with its imports made lazy). Until then a production start loads it through exactly the
 * imports below, and reaching them any other way fails. Delete a
 * line when its import goes: a line whose import no longer happens fails the test, so the list
 * only shrinks. A path under dev/ is never tolerated.
 */
const STILL_TO_MOVE = ['commerce/payments/test-card/', 'server/test-card-gateway.ts'];
const TOLERATED: readonly ToleratedImport[] = [
  // The test card gateway's own origin (server) and its payment adapter (the registry of providers).
  { importer: 'server/main.ts', imports: 'server/test-card-gateway.ts' },
  { importer: 'server/main.ts', imports: 'commerce/payments/test-card/provider.ts' },
  // The API's default registry when a caller names none (the tests' own APIs).
  { importer: 'commerce/server.ts', imports: 'commerce/payments/test-card/provider.ts' },
];

const RULES: DevelopmentReachRules = { developmentOnly: ['dev/'], stillToMove: STILL_TO_MOVE, tolerated: TOLERATED };

const readProjectFile = (file: string) => {
  const path = join(ROOT, file);
  return existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : null;
};

describe('what a production start loads', () => {
  const graph = walkImports(ENTRIES, readProjectFile, ['static']);

  it('reads the whole server (so the rule below has something to check)', () => {
    for (const file of [
      'server/identity.ts',
      'server/mail.ts',
      'commerce/server.ts',
      'commerce/orders/orders.store.ts',
      'server/serve.ts',
    ]) {
      expect(graph.reached).toContain(file);
    }
    expect(graph.reached.size).toBeGreaterThan(200);
    // The stand-ins are there to be reached: following `import()` as well finds them.
    const withLazy = walkImports(ENTRIES, readProjectFile, ['static', 'dynamic']);
    for (const file of [
      'dev/local-cognito/start-local-cognito.ts',
      'dev/mailbox/local-smtp-server.ts',
      'dev/mailbox/dev-mailbox-routes.ts',
    ]) {
      expect(withLazy.reached).toContain(file);
    }
  });

  it('(a) reaches nothing under dev/ through static imports, and the stand-ins still to move only through the listed imports', () => {
    expect(developmentReaches(graph, RULES).reaches).toEqual([]);
  });

  it('(a) every import still tolerated still happens (delete the ones that went)', () => {
    expect(developmentReaches(graph, RULES).stale).toEqual([]);
  });

  it('(b) server/ imports nothing from scripts/', () => {
    const fromScripts = sourceFiles(ROOT, 'server').flatMap((file) => {
      const scanned = scanSource(readSource(ROOT, file));
      return importsOf(scanned)
        .filter((found) => found.specifier.startsWith('.'))
        .filter((found) => posix.normalize(posix.join(posix.dirname(file), found.specifier)).startsWith('scripts/'))
        .map((found) => `${file}:${found.line}: ${scanned.lineText(found.line)}`);
    });
    expect(fromScripts).toEqual([]);
  });
});

describe('the production module graph catches what it is for', () => {
  const files: Record<string, string> = {
    'server/main.ts': [
      "import { a } from './a.ts';", // 1
      "const lazy = await import('../dev/lazy.ts');", // 2
      "import type { Shape } from '../dev/types.ts';", // 3
      "// import { x } from '../dev/comment.ts';", // 4
      'const words = "import \'../dev/string.ts\'";', // 5
      "import '../dev/side-effect.ts';", // 6
      'import {', // 7
      '  type Kept,', // 8
      "} from '../dev/kept.ts';", // 9
      "export type { Erased } from '../dev/erased.ts';", // 10
      "import { load } from '../commerce/seed/load.ts';", // 11
      'const here = import.meta.url;', // 12
    ].join('\n'),
    'server/a.ts': [
      "export * from '../dev/re-export.ts';",
      "export { b } from './b.ts';",
      "import { seed } from '../commerce/seed/other.ts';",
    ].join('\n'),
    'server/b.ts': 'export const b = 1;',
    'commerce/seed/load.ts': "import { rows } from './rows.ts';\nimport { y } from '../../dev/from-seed.ts';",
    'commerce/seed/rows.ts': 'export const rows = [];',
    'commerce/seed/other.ts': 'export const seed = 1;',
    'dev/lazy.ts': "import { deeper } from './deeper.ts';",
    'dev/deeper.ts': '',
    'dev/types.ts': '',
    'dev/side-effect.ts': '',
    'dev/kept.ts': '',
    'dev/erased.ts': '',
    'dev/re-export.ts': '',
    'dev/from-seed.ts': '',
  };
  const read = (file: string) => files[file] ?? null;
  const rules = (tolerated: ToleratedImport[]): DevelopmentReachRules => ({
    developmentOnly: ['dev/'],
    stillToMove: ['commerce/seed/'],
    tolerated,
  });

  it('finds static imports, re-exports and side-effect imports into dev/, naming the importer, line, import and the way there', () => {
    const graph = walkImports(['server/main.ts'], read, ['static']);
    const { reaches } = developmentReaches(graph, rules([{ importer: 'server/main.ts', imports: 'commerce/seed/load.ts' }]));
    expect(reaches).toEqual([
      "server/main.ts:6 imports '../dev/side-effect.ts' (dev/side-effect.ts); reached by server/main.ts",
      "server/main.ts:7 imports '../dev/kept.ts' (dev/kept.ts); reached by server/main.ts",
      "server/a.ts:1 imports '../dev/re-export.ts' (dev/re-export.ts); reached by server/main.ts → server/a.ts",
      "server/a.ts:3 imports '../commerce/seed/other.ts' (commerce/seed/other.ts); reached by server/main.ts → server/a.ts",
      // A tolerated stand-in still may not reach dev/.
      "commerce/seed/load.ts:2 imports '../../dev/from-seed.ts' (dev/from-seed.ts); reached by server/main.ts → commerce/seed/load.ts",
    ]);
  });

  it('does not follow import(), type-only imports, comments, strings or import.meta', () => {
    const graph = walkImports(['server/main.ts'], read, ['static']);
    for (const file of ['dev/lazy.ts', 'dev/deeper.ts', 'dev/types.ts', 'dev/erased.ts']) expect(graph.reached).not.toContain(file);
    expect([...graph.reached].sort()).toEqual(
      [
        'server/main.ts',
        'server/a.ts',
        'server/b.ts',
        'dev/side-effect.ts',
        'dev/kept.ts',
        'dev/re-export.ts',
        'commerce/seed/load.ts',
        'commerce/seed/rows.ts',
        'commerce/seed/other.ts',
        'dev/from-seed.ts',
      ].sort(),
    );
    expect(walkImports(['server/main.ts'], read, ['static', 'dynamic']).reached).toContain('dev/deeper.ts');
  });

  it('tolerates a stand-in still to move only through the exact import listed, never a dev/ path, and names a tolerated import that went', () => {
    const graph = walkImports(['server/main.ts'], read, ['static']);
    const without = developmentReaches(graph, rules([]));
    expect(without.reaches.filter((reach) => reach.includes('(commerce/seed/load.ts)'))).toHaveLength(1);
    const listed = developmentReaches(
      graph,
      rules([
        { importer: 'server/main.ts', imports: 'commerce/seed/load.ts' },
        { importer: 'server/main.ts', imports: 'dev/kept.ts' },
        { importer: 'server/b.ts', imports: 'commerce/seed/rows.ts' },
      ]),
    );
    expect(listed.reaches.filter((reach) => reach.includes('(commerce/seed/load.ts)'))).toEqual([]);
    expect(listed.reaches.some((reach) => reach.includes('(dev/kept.ts)'))).toBe(true);
    expect(listed.stale).toEqual(['server/main.ts → dev/kept.ts', 'server/b.ts → commerce/seed/rows.ts']);
  });
});
