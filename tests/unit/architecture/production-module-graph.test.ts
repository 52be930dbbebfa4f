import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { developmentReaches, walkImports } from './module-graph.ts';
import { importsOf, readSource, scanSource, sourceFiles } from './source-scan.ts';

/**
 * What a production start loads, checked on the source text:
 *   (a) walking the static imports (`import … from`, `export … from`, `import '…'`) from the
 *       production entries reaches nothing under dev/: the development stand-ins (local Cognito,
 *       local SMTP server and mailbox, the test card gateway, the demo shop) load only through an
 *       `import()` behind a development check;
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

/** What a production start must never load. */
const DEVELOPMENT_ONLY = ['dev/'];

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
      'dev/test-card/gateway-server.ts',
      'dev/test-card/provider.ts',
      'dev/demo/load.ts',
    ]) {
      expect(withLazy.reached).toContain(file);
    }
  });

  it('(a) reaches nothing under dev/ through static imports', () => {
    expect(developmentReaches(graph, DEVELOPMENT_ONLY)).toEqual([]);
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
      "const started = on ? await import('../dev/then.ts').then(({ start }) => start()) : null;", // 13
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
    'dev/then.ts': '',
  };
  const read = (file: string) => files[file] ?? null;
  it('finds static imports, re-exports and side-effect imports into dev/, naming the importer, line, import and the way there', () => {
    const graph = walkImports(['server/main.ts'], read, ['static']);
    expect(developmentReaches(graph, ['dev/'])).toEqual([
      "server/main.ts:6 imports '../dev/side-effect.ts' (dev/side-effect.ts); reached by server/main.ts",
      "server/main.ts:7 imports '../dev/kept.ts' (dev/kept.ts); reached by server/main.ts",
      "server/a.ts:1 imports '../dev/re-export.ts' (dev/re-export.ts); reached by server/main.ts → server/a.ts",
      // A reach one step removed: production code outside dev/ that itself imports dev/.
      "commerce/seed/load.ts:2 imports '../../dev/from-seed.ts' (dev/from-seed.ts); reached by server/main.ts → commerce/seed/load.ts",
    ]);
  });

  it('does not follow import(), type-only imports, comments, strings or import.meta', () => {
    const graph = walkImports(['server/main.ts'], read, ['static']);
    for (const file of ['dev/lazy.ts', 'dev/deeper.ts', 'dev/types.ts', 'dev/erased.ts', 'dev/then.ts'])
      expect(graph.reached).not.toContain(file);
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
    const withLazy = walkImports(['server/main.ts'], read, ['static', 'dynamic']).reached;
    expect(withLazy).toContain('dev/deeper.ts');
    expect(withLazy).toContain('dev/then.ts');
  });
});
