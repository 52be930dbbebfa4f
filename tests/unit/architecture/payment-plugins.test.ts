import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSource, scanSource, sourceFiles } from './source-scan.ts';

/**
 * Payment methods are plug-ins (DESIGN.md): a way to pay lives in its plug-in's folders, and the
 * code of commerce/, server/ and src/ names it nowhere else but its line in a registration list.
 * Checked on the code (comments aside; strings count, since an id in a string is a branch on a
 * provider all the same). Each failure names the file, the line and the name found. The
 * self-checks at the end prove the rule catches a small bad sample.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the code the rule reads lives. */
const SCANNED = ['commerce', 'server', 'src'];

/** The Airwallex plug-in's folders: the server side and the checkout's forms. */
const AIRWALLEX = ['commerce/payments/airwallex/', 'src/features/checkout/airwallex/'];
/** The test card gateway's: the development stand-in, and its forms in the checkout. */
const TEST_CARD = ['dev/test-card/', 'src/features/checkout/test-card/'];

/**
 * Each provider's name as code spells it (an id, a type, a function), and the folders it may
 * appear in. The wallets are plays of the test card gateway too (its stand-ins for them).
 */
const PROVIDER_NAMES: readonly { name: string; pattern: RegExp; folders: readonly string[] }[] = [
  { name: 'Airwallex', pattern: /airwallex/gi, folders: AIRWALLEX },
  { name: 'PayPal', pattern: /pay[\s_-]?pal/gi, folders: AIRWALLEX },
  { name: 'Klarna', pattern: /klarna/gi, folders: AIRWALLEX },
  { name: 'Apple Pay', pattern: /apple[\s_-]?pay/gi, folders: [...AIRWALLEX, ...TEST_CARD] },
  { name: 'Google Pay', pattern: /google[\s_-]?pay/gi, folders: [...AIRWALLEX, ...TEST_CARD] },
  { name: 'the test card gateway', pattern: /test[\s_-]?cards?/gi, folders: TEST_CARD },
];

/**
 * The registration lists, by file: the names of the lists whose entries register a plug-in (one
 * line each), and imports from a plug-in's folder, are the only places outside its folders a
 * provider may be named.
 */
const REGISTRATIONS: Readonly<Record<string, readonly string[]>> = {
  'commerce/payments/plugins.ts': ['PAYMENT_PLUGINS', 'DEVELOPMENT_PAYMENT_PLUGINS'],
  'src/features/checkout/card-forms.tsx': ['PROVIDER_FORMS'],
  'src/features/checkout/express/express-elements.ts': ['PROVIDER_EXPRESS_BUTTONS'],
};

/**
 * Not the code's own words: generated files (the schema's types and the browser's documents,
 * which carry the API's field names), and the store's schema as migrations made it (the
 * migrations themselves, their list, and the tables' types), which stay as they were written.
 */
const NOT_CHECKED = [
  /^commerce\/schema\/resolvers-types\.ts$/,
  /^src\/lib\/commerce\/gql\//,
  /^commerce\/store\/(migrations\/|migrate\.ts$|tables\.ts$)/,
];

/** Character ranges of a registration list's brackets: `NAME … = [ … ]`. */
function listRanges(skeleton: string, names: readonly string[]): [number, number][] {
  return names.flatMap((name) => {
    const start = new RegExp(`\\b${name}\\b[^=;]*=\\s*\\[`).exec(skeleton);
    if (!start) return [];
    let depth = 0;
    for (let at = start.index + start[0].length - 1; at < skeleton.length; at += 1) {
      if (skeleton[at] === '[') depth += 1;
      if (skeleton[at] === ']' && --depth === 0) return [[start.index, at] as [number, number]];
    }
    return [];
  });
}

/** Every place a provider is named outside its folders and the registration lists, as `file:line: …`. */
function providersNamedOutside(files: Readonly<Record<string, string>>): string[] {
  return Object.entries(files).flatMap(([file, source]) => {
    if (NOT_CHECKED.some((pattern) => pattern.test(file))) return [];
    const scanned = scanSource(source);
    const lists = listRanges(scanned.skeleton, REGISTRATIONS[file] ?? []);
    const registers = (offset: number) => {
      if (!(file in REGISTRATIONS)) return false;
      if (lists.some(([from, to]) => offset >= from && offset <= to)) return true;
      // The registration's import of the plug-in from its folder.
      return /^import\b.*\bfrom\s+['"]\.\.?\//.test(scanned.lineText(scanned.lineAt(offset)));
    };
    const found: string[] = [];
    for (const { name, pattern, folders } of PROVIDER_NAMES) {
      if (folders.some((folder) => file.startsWith(folder))) continue;
      for (const match of scanned.code.matchAll(pattern)) {
        if (registers(match.index)) continue;
        const line = scanned.lineAt(match.index);
        found.push(`${file}:${line}: names ${name} ("${match[0]}") outside its folders (${folders.join(', ')}): ${scanned.lineText(line)}`);
      }
    }
    return found;
  });
}

describe('payment providers are named only in their folders and their registration line', () => {
  const files = Object.fromEntries(SCANNED.flatMap((dir) => sourceFiles(ROOT, dir)).map((file) => [file, readSource(ROOT, file)] as const));

  it('reads the code and finds the registrations (so the rule has something to check)', () => {
    expect(Object.keys(files).length).toBeGreaterThan(500);
    for (const file of Object.keys(REGISTRATIONS)) expect(Object.keys(files)).toContain(file);
    // The registration lists exist under the names the rule looks for.
    for (const [file, names] of Object.entries(REGISTRATIONS)) {
      expect(listRanges(scanSource(files[file]!).skeleton, names)).toHaveLength(names.length);
    }
  });

  it('names no provider in commerce/, server/ or src/ code outside its folders and the registration lists', () => {
    expect(providersNamedOutside(files)).toEqual([]);
  });
});

describe('the provider-name rule catches what it is for', () => {
  const sample: Record<string, string> = {
    'server/main.ts': [
      "import { startPaymentPlugins } from '../commerce/payments/plugins.ts';", // 1
      'const paypal = config.airwallex ? paypalProvider(config.airwallex) : null;', // 2
      '// Airwallex in a comment is not code.', // 3
    ].join('\n'),
    'commerce/payments/plugins.ts': [
      "import { airwallexPlugin } from './airwallex/plugin.ts';", // 1
      'export const PAYMENT_PLUGINS = [', // 2
      '  airwallexPlugin,', // 3
      '] as const;', // 4
      "const extra = 'klarna';", // 5
    ].join('\n'),
    'src/features/checkout/PaymentStep.tsx': "if (gateway.type === 'testCard') showFrame();",
    'commerce/payments/airwallex/klarna.ts': "export const KLARNA = 'klarna';",
    'dev/test-card/wallet-provider.ts': "const wallets = ['testApplePay'];",
    'commerce/store/migrations/0007_payments.ts': "await db.schema.createTable('test_card_payment');",
    'src/lib/commerce/gql/graphql.ts': 'export type AirwallexCheckPaymentIntentMutation = {};',
  };

  it('names the file, line and provider of each name outside its folders, and passes registrations, folders and migrations', () => {
    expect(providersNamedOutside(sample)).toEqual([
      'server/main.ts:2: names Airwallex ("airwallex") outside its folders (commerce/payments/airwallex/, src/features/checkout/airwallex/): const paypal = config.airwallex ? paypalProvider(config.airwallex) : null;',
      'server/main.ts:2: names Airwallex ("airwallex") outside its folders (commerce/payments/airwallex/, src/features/checkout/airwallex/): const paypal = config.airwallex ? paypalProvider(config.airwallex) : null;',
      'server/main.ts:2: names PayPal ("paypal") outside its folders (commerce/payments/airwallex/, src/features/checkout/airwallex/): const paypal = config.airwallex ? paypalProvider(config.airwallex) : null;',
      'server/main.ts:2: names PayPal ("paypal") outside its folders (commerce/payments/airwallex/, src/features/checkout/airwallex/): const paypal = config.airwallex ? paypalProvider(config.airwallex) : null;',
      'commerce/payments/plugins.ts:5: names Klarna ("klarna") outside its folders (commerce/payments/airwallex/, src/features/checkout/airwallex/): const extra = \'klarna\';',
      'src/features/checkout/PaymentStep.tsx:1: names the test card gateway ("testCard") outside its folders (dev/test-card/, src/features/checkout/test-card/): if (gateway.type === \'testCard\') showFrame();',
    ]);
  });
});
