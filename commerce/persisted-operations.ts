import { readFileSync } from 'node:fs';
// Renamed: a yoga plugin factory, not a React hook (Biome's hook rule reads the `use` prefix).
import { usePersistedOperations as persistedOperationsPlugin } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { z } from 'zod';

/**
 * The storefront's operations, hash → text, as codegen writes them (codegen.ts). The browser sends
 * only the hash, so the server needs this list in every mode, development included.
 */
const STOREFRONT_DOCUMENTS = new URL('../src/lib/commerce/gql/persisted-documents.json', import.meta.url);
/** The owner's desk's operations (/admin), a list of their own so storefront pages never carry them. */
const ADMIN_DOCUMENTS = new URL('../src/features/admin/gql/persisted-documents.json', import.meta.url);

const manifest = z.record(z.string(), z.string().min(1, 'a document is empty'));
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Reads a persisted-documents manifest; a broken one stops start-up, naming the file. */
export function readPersistedDocuments(file: URL = STOREFRONT_DOCUMENTS): ReadonlyMap<string, string> {
  const broken = (why: string) => new Error(`${file.pathname} is not a persisted-documents manifest (run npm run codegen): ${why}`);
  const parsed = manifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw broken(parsed.error.issues[0]!.message);
  const badKey = Object.keys(parsed.data).find((key) => !SHA256_HEX.test(key));
  if (badKey !== undefined) throw broken(`the key ${JSON.stringify(badKey)} is not a SHA-256 hex digest`);
  return new Map(Object.entries(parsed.data));
}

/** Every operation the shop's own pages send: the storefront's and the admin desk's. */
export function readShopDocuments(): ReadonlyMap<string, string> {
  return new Map([...readPersistedDocuments(STOREFRONT_DOCUMENTS), ...readPersistedDocuments(ADMIN_DOCUMENTS)]);
}

/** Yoga leaves `extensions.http` out of the reply and answers with its status. */
const badRequest = (code: string) => ({ code, http: { status: 400 } });

/**
 * Runs an operation sent by its hash (`extensions.persistedQuery.sha256Hash`, the protocol the
 * plugin reads) from `documents`. Query text runs only when `allowArbitraryOperations`: the API
 * tests' own operations and a developer's GraphiQL. In production the API runs the shop's own
 * operations and nothing else, so a crafted query never reaches parsing, validation or a resolver.
 */
export function persistedOperations(documents: ReadonlyMap<string, string>, allowArbitraryOperations: boolean): Plugin {
  return persistedOperationsPlugin({
    allowArbitraryOperations,
    getPersistedOperation: (hash) => documents.get(hash) ?? null,
    customErrors: {
      persistedQueryOnly: {
        message:
          "This API runs only the shop's own operations: send a persisted operation's hash (extensions.persistedQuery), not query text.",
        extensions: badRequest('PERSISTED_QUERY_ONLY'),
      },
      notFound: {
        message: "No operation of the shop's has this hash: reload the page for the current version of the shop.",
        extensions: badRequest('PERSISTED_QUERY_NOT_IN_LIST'),
      },
      keyNotFound: {
        message: allowArbitraryOperations
          ? 'Send a query, or a persisted operation as extensions.persistedQuery { version: 1, sha256Hash }.'
          : 'Send a persisted operation as extensions.persistedQuery { version: 1, sha256Hash }.',
        extensions: badRequest('PERSISTED_QUERY_ID_REQUIRED'),
      },
    },
  });
}
