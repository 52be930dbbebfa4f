import { builtinModules } from 'node:module';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { orderStatusWrites, programOver, type StatusWrite } from './order-status-writes.ts';
import { importsOf, packageName, readSource, scanSource, sourceFiles, type ScannedSource } from './source-scan.ts';

/**
 * The house rules of the server's layout (DESIGN.md), checked on the source text:
 *   (a) resolvers hold no SQL: they parse, check scope, call a service or store, shape the reply;
 *   (b) commerce/domain is pure: no I/O, no GraphQL, no SQL, and it imports only itself and shared/;
 *   (c) SQL is built only in *.store.ts files (and in migrations, the database and migration
 *       runner);
 *   (d) only orders/orders.store.ts writes an order's status or version (its one guarded move),
 *       found with the TypeScript compiler from the builders' types (order-status-writes.ts).
 * Each failure names the file and line. The self-checks at the end prove every rule catches a
 * small bad sample, so the suite cannot pass by matching nothing.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Violation {
  file: string;
  line: number;
  problem: string;
  text: string;
}

const describeViolation = (v: Violation) => `${v.file}:${v.line}: ${v.problem}: ${v.text}`;

// ---- What counts as SQL.

/** Kysely's query builders (DML and DDL) and raw SQL through the `sql` tag or its helpers. */
const SQL_BUILDING: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\b(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|selectNoFrom)\s*\(/g, what: 'builds a query' },
  { pattern: /\.schema\s*\.\s*(create|alter|drop)\w*\s*\(/g, what: 'builds schema DDL' },
  { pattern: /(?<![\w$.])sql\s*(<[^`;]*?>\s*)?`/g, what: 'uses the sql tag' },
  { pattern: /(?<![\w$.])sql\s*\.\s*(raw|ref|lit|literal|id|join|table|val|value)\s*\(/g, what: 'uses a sql helper' },
];

/** The modules that talk to the database. */
const DATABASE_PACKAGES = new Set(['kysely', 'pg', '@electric-sql/pglite']);

function findAll(scanned: ScannedSource, pattern: RegExp, problem: string, file: string): Violation[] {
  return [...scanned.skeleton.matchAll(pattern)].map((match) => {
    const line = scanned.lineAt(match.index);
    return { file, line, problem, text: scanned.lineText(line) };
  });
}

function sqlBuilding(file: string, scanned: ScannedSource): Violation[] {
  return SQL_BUILDING.flatMap(({ pattern, what }) => findAll(scanned, pattern, what, file));
}

// ---- The rules, each a pure function of a file's path and source.

const isResolverFile = (file: string) => file === 'commerce/resolvers.ts' || /^commerce\/.+\.resolvers\.ts$/.test(file);

/** (a) Resolvers parse, check scope, call a service or store and shape the reply: no SQL, no transactions, no database modules. */
function resolverRule(file: string, source: string): Violation[] {
  if (!isResolverFile(file)) return [];
  const scanned = scanSource(source);
  return [
    ...sqlBuilding(file, scanned),
    ...findAll(scanned, /\.\s*transaction\s*\(\s*\)/g, 'opens a transaction (a service or store does that)', file),
    ...importsOf(scanned)
      .filter((found) => DATABASE_PACKAGES.has(packageName(found.specifier)))
      .map((found) => ({ file, line: found.line, problem: `imports ${found.specifier}`, text: scanned.lineText(found.line) })),
  ];
}

/**
 * What commerce/domain may not import: the database, GraphQL and the other network clients, and
 * every Node built-in (files, network, processes, crypto, the clock's timers: all of them I/O or
 * platform). Pure libraries stay allowed: `zod`, `postcode`, `date-holidays`.
 */
const DOMAIN_FORBIDDEN_PACKAGES = new Set([
  'kysely',
  'pg',
  '@electric-sql/pglite',
  'graphql',
  'graphql-yoga',
  'graphql-request',
  '@escape.tech/graphql-armor',
  '@graphql-codegen/cli',
  '@graphql-codegen/client-preset',
  '@graphql-typed-document-node/core',
  '@sanity/client',
  'aws-amplify',
  'aws-jwt-verify',
  'cognito-local',
]);
const NODE_BUILTINS = new Set(builtinModules.map((name) => name.replace(/^node:/, '')));

function domainImportProblem(file: string, specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = posix.normalize(posix.join(posix.dirname(file), specifier));
    return target.startsWith('commerce/domain/') || target.startsWith('commerce/shared/')
      ? null
      : `imports ${target}, outside commerce/domain and commerce/shared`;
  }
  if (specifier.startsWith('node:') || NODE_BUILTINS.has(packageName(specifier))) return `imports the Node built-in ${specifier}`;
  const name = packageName(specifier);
  if (DOMAIN_FORBIDDEN_PACKAGES.has(name) || /^(graphql|@graphql)/.test(name)) return `imports ${specifier} (I/O, GraphQL or SQL)`;
  return null;
}

/** (b) The domain is pure rules: only itself, shared/ and pure libraries. */
function domainRule(file: string, source: string): Violation[] {
  if (!file.startsWith('commerce/domain/')) return [];
  const scanned = scanSource(source);
  return importsOf(scanned).flatMap((found) => {
    const problem = domainImportProblem(file, found.specifier);
    return problem ? [{ file, line: found.line, problem, text: scanned.lineText(found.line) }] : [];
  });
}

/** Where SQL may be built: the stores, and the database's own set-up. */
const isSqlHome = (file: string) =>
  file.endsWith('.store.ts') ||
  file.startsWith('commerce/store/migrations/') ||
  file === 'commerce/store/migrate.ts' ||
  file === 'commerce/store/database.ts';

/**
 * (c) SQL is built only in its homes. A service may still open a transaction (its unit of
 * work) and hand it to store functions: `.transaction()` is not query building.
 */
function sqlHomeRule(file: string, source: string): Violation[] {
  if (!file.startsWith('commerce/') || isSqlHome(file)) return [];
  return sqlBuilding(file, scanSource(source)).map((v) => ({ ...v, problem: `${v.problem} outside a *.store.ts file` }));
}

const ORDER_STATUS_WRITER = 'commerce/orders/orders.store.ts';

// ---- The source as it stands.

const commerceFiles = sourceFiles(ROOT, 'commerce');

/** (d)'s samples, compiled with the source against the real Kysely and table types. */
const BAD_STATUS_WRITES_FILE = 'commerce/payments/status-writes.bad-sample.ts';
const GOOD_STATUS_WRITES_FILE = 'commerce/payments/status-writes.good-sample.ts';
const STATUS_WRITE_SAMPLES = {
  [BAD_STATUS_WRITES_FILE]: [
    "import { sql, type Transaction } from 'kysely';", // 1
    "import type { Database, OrderRow } from '../store/tables.ts';", // 2
    '', // 3
    'export async function bad(tx: Transaction<Database>, order: OrderRow, now: Date) {', // 4
    "  await tx.updateTable('orders').set({ status: 'placed' }).execute();", // 5
    "  await tx.updateTable('orders').set({ version: order.version + 1, updated_at: now }).where('id', '=', order.id).execute();", // 6
    "  const status = 'placed' as const;", // 7
    "  await tx.updateTable('orders').set({ status }).execute();", // 8
    "  await tx.updateTable('orders').set('status', 'placed').execute();", // 9
    "  const changes = { payment_status: 'paid', status: 'placed' } as const;", // 10
    '  await tx.updateTable(`orders`).set({ ...changes }).execute();', // 11
    "  await tx.updateTable('orders').set(changes).execute();", // 12
    "  const query = tx.updateTable('orders as o');", // 13
    "  await query.set({ status: 'placed' }).execute();", // 14
    "  await tx.updateTable('orders').set(() => ({ version: 2 })).execute();", // 15
    '  await tx', // 16
    "    .updateTable('orders')", // 17
    "    .where('id', '=', order.id)", // 18
    "    .set({ ['status']: 'placed' })", // 19
    '    .execute();', // 20
    "  await tx.insertInto('orders').values({ ...order, status: 'placed' }).execute();", // 21
    "  await sql`update orders set status = ${'placed'} where id = ${order.id}`.execute(tx);", // 22
    "  await tx.updateTable('orders').set({ payment_status: 'refunded' }).execute();", // 23
    "  await sql`update orders set payment_status = 'paid'`.execute(tx);", // 24
    '}', // 25
  ].join('\n'),
  [GOOD_STATUS_WRITES_FILE]: [
    "import { sql, type Transaction } from 'kysely';",
    "import type { Database } from '../store/tables.ts';",
    '',
    'export async function good(tx: Transaction<Database>) {',
    "  await tx.updateTable('orders').set({ coupon_code: null }).where('status', '=', 'shoppingCart').where('version', '=', 3).execute();",
    "  await tx.updateTable('payment_attempt').set({ status: 'failed' }).execute();",
    "  const attempts = tx.updateTable('payment_attempt');",
    "  await attempts.set({ status: 'failed' }).execute();",
    "  // tx.updateTable('orders').set({ status: 'placed' }) is what moveOrder alone does.",
    `  const words = "tx.updateTable('orders').set({ status })";`,
    "  await sql`update payment_attempt set status = 'failed'`.execute(tx);",
    '  return words;',
    '}',
  ].join('\n'),
};
let compiled: ReturnType<typeof programOver> | undefined;
/** Built once, on first use: the compiler reads every commerce file and the Kysely types (seconds). */
const program = () => {
  compiled ??= programOver(ROOT, commerceFiles, STATUS_WRITE_SAMPLES);
  return compiled;
};
const describeWrite = (write: StatusWrite) =>
  `${write.file}:${write.line}: writes the order's status, payment status or version (only ${ORDER_STATUS_WRITER} may): ${write.text}`;
const check = (rule: (file: string, source: string) => Violation[], files: readonly string[]) =>
  files.flatMap((file) => rule(file, readSource(ROOT, file))).map(describeViolation);

describe('server layout', () => {
  it('reads the server source (so the rules below have something to check)', () => {
    expect(commerceFiles.length).toBeGreaterThan(50);
    expect(commerceFiles.filter(isResolverFile).length).toBeGreaterThan(5);
    expect(commerceFiles.filter((file) => file.startsWith('commerce/domain/')).length).toBeGreaterThan(10);
    expect(commerceFiles.filter((file) => file.endsWith('.store.ts')).length).toBeGreaterThan(5);
    expect(commerceFiles).toContain(ORDER_STATUS_WRITER);
  });

  it('(a) resolvers hold no SQL, transactions or database imports', () => {
    expect(check(resolverRule, commerceFiles)).toEqual([]);
  });

  it('(b) commerce/domain imports no I/O, GraphQL or SQL, and nothing outside domain/ and shared/', () => {
    expect(check(domainRule, commerceFiles)).toEqual([]);
  });

  it('(c) SQL is built only in *.store.ts, migrations and the database set-up', () => {
    expect(check(sqlHomeRule, commerceFiles)).toEqual([]);
  });

  it(`(d) only ${ORDER_STATUS_WRITER} writes an order's status, payment status or version (found by the compiler, from types)`, () => {
    const others = commerceFiles.filter((file) => file !== ORDER_STATUS_WRITER);
    expect(orderStatusWrites(program(), ROOT, others).map(describeWrite)).toEqual([]);
    // The writer itself is found, so the rule is not passing by matching nothing: moveOrder's
    // guarded update, and the new cart's insert.
    expect(orderStatusWrites(program(), ROOT, [ORDER_STATUS_WRITER]).map((write) => write.text)).toEqual([
      expect.stringMatching(/^\.set\(\{ \.\.\.set, \.\.\.paymentChange, status, version: order\.version \+ 1/),
      '.values({',
    ]);
  });
});

// ---- Each rule catches a bad sample (and lets a good one be).

const lines = (violations: Violation[]) => violations.map((v) => v.line);

describe('server layout rules catch what they are for', () => {
  it('(a) finds query building, the sql tag, a transaction and a database import in a resolver, by line', () => {
    const bad = [
      "import type { Kysely } from 'kysely';", // 1
      "import { sql } from 'kysely';", // 2
      'export const queries = {', // 3
      '  async thing(_: unknown, raw: unknown, ctx: Ctx) {', // 4
      "    const rows = await ctx.db.selectFrom('product').selectAll().execute();", // 5
      '    const n = await sql<number>`select 1`.execute(ctx.db);', // 6
      '    await ctx.db.transaction().execute(async (tx) => {', // 7
      '      await tx', // 8
      "        .deleteFrom('cart')", // 9
      '        .execute();', // 10
      '    });', // 11
      '  },', // 12
      '};', // 13
      "const pool = await import('pg');", // 14
    ].join('\n');
    expect(lines(resolverRule('commerce/things/things.resolvers.ts', bad)).sort((x, y) => x - y)).toEqual([1, 2, 5, 6, 7, 9, 14]);
    expect(resolverRule('commerce/resolvers.ts', bad).length).toBeGreaterThan(0);
    expect(resolverRule('commerce/things/things.store.ts', bad)).toEqual([]);
  });

  it('(a) ignores SQL words in comments and strings, and names that merely contain them', () => {
    const good = [
      '// A resolver never calls selectFrom( or sql`...` itself.',
      "/* ctx.db.transaction() belongs in a service; import { x } from 'kysely' */",
      "const hint = 'use selectFrom( in a store';",
      'const mysql = 1; const nosql`x` = 2;',
      'const re = /selectFrom\\(/;',
      "const text = `the order ${'updateTable('} text`;",
      "import { listThings } from './things.store.ts';",
    ].join('\n');
    expect(resolverRule('commerce/things/things.resolvers.ts', good).map(describeViolation)).toEqual([]);
  });

  it('(b) finds I/O, GraphQL, SQL and out-of-domain imports in the domain, by line', () => {
    const bad = [
      "import type { Kysely } from 'kysely';", // 1
      "import { readFileSync } from 'node:fs';", // 2
      "import { createServer } from 'http';", // 3
      "import { GraphQLError } from 'graphql';", // 4
      "import { createYoga } from 'graphql-yoga';", // 5
      "import { loadOrder } from '../../orders/orders.store.ts';", // 6
      "export { SEED_COURIERS } from '../../seed/delivery-methods.ts';", // 7
      "const net = await import('node:net');", // 8
      "import { PGlite } from '@electric-sql/pglite';", // 9
      "import { spawn } from 'node:child_process';", // 10
    ].join('\n');
    expect(lines(domainRule('commerce/domain/delivery/thing.ts', bad))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(domainRule('commerce/orders/thing.ts', bad)).toEqual([]);
  });

  it('(b) lets the domain import itself, shared/ and pure libraries', () => {
    const good = [
      "import { toPounds } from '../money.ts';",
      "import { parseUkPostcode } from './postcode.ts';",
      "import type { Pence } from '../../shared/index.ts';",
      "import { z } from 'zod';",
      "import { parse } from 'postcode';",
      "import Holidays from 'date-holidays';",
    ].join('\n');
    expect(domainRule('commerce/domain/delivery/thing.ts', good).map(describeViolation)).toEqual([]);
  });

  it('(c) finds SQL outside its homes, and allows it in stores, migrations and the database set-up', () => {
    const bad = [
      "import { sql, type Transaction } from 'kysely';", // 1
      'export async function settle(tx: Transaction<Database>) {', // 2
      "  await tx.updateTable('payment_attempt').set({ status: 'paid' }).execute();", // 3
      "  await tx.insertInto('order_history').values(row).execute();", // 4
      '  await sql`notify rebuild`.execute(tx);', // 5
      '}', // 6
    ].join('\n');
    expect(lines(sqlHomeRule('commerce/payments/settle-payment.ts', bad))).toEqual([3, 4, 5]);
    expect(lines(sqlHomeRule('commerce/store/scope.ts', bad))).toEqual([3, 4, 5]);
    expect(lines(sqlHomeRule('commerce/context.ts', bad))).toEqual([3, 4, 5]);
    for (const home of [
      'commerce/payments/attempts.store.ts',
      'commerce/store/migrations/0009_more.ts',
      'commerce/store/migrate.ts',
      'commerce/store/database.ts',
    ]) {
      expect(sqlHomeRule(home, bad)).toEqual([]);
    }
    expect(sqlHomeRule('commerce/orders/cart.service.ts', 'return ctx.db.transaction().execute(async (tx) => change(tx));')).toEqual([]);
  });

  it('(d) finds a status, payment status or version write however it is spelt, by line', () => {
    expect(orderStatusWrites(program(), ROOT, [BAD_STATUS_WRITES_FILE]).map((write) => write.line)).toEqual([
      5, 6, 8, 9, 11, 12, 14, 15, 19, 21, 22, 23, 24,
    ]);
  });

  it("(d) lets other order columns, other tables' statuses, comments and strings be", () => {
    expect(orderStatusWrites(program(), ROOT, [GOOD_STATUS_WRITES_FILE]).map(describeWrite)).toEqual([]);
  });
});
