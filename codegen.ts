import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { splitPersistedDocuments } from './scripts/persisted-document-modules.ts';

/**
 * Typed operations, for the storefront and the API tests alike. `documentMode: 'string'` emits
 * each operation as a typed string, so islands ship no GraphQL parser: they POST the text as it is.
 */
const typedStringClient = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    documentMode: 'string',
    useTypeImports: true,
    enumsAsTypes: true,
    skipTypename: true,
    avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
    scalars: { ID: 'string' },
  },
} as const;

const config: CodegenConfig = {
  schema: 'commerce/schema/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    // Documents per target: codegen adds root-level documents to every target.
    // The storefront's operations are the only ones the production API runs (persisted documents):
    // the islands carry each operation's hash instead of its text, and persisted-documents.json,
    // hash → text, is the list the server answers from (commerce/persisted-operations.ts).
    'src/lib/commerce/gql/': {
      ...typedStringClient,
      presetConfig: {
        ...typedStringClient.presetConfig,
        persistedDocuments: {
          mode: 'replaceDocumentWithHash',
          // The bare hex digest, as the persisted-query protocol's `sha256Hash` carries it.
          hashAlgorithm: (document: string) => createHash('sha256').update(document).digest('hex'),
        },
      },
      documents: ['src/lib/commerce/operations/*.graphql'],
      hooks: {
        // One module per operation's hash, re-exported by graphql.ts, so each page's bundle holds
        // only the hashes it can send (scripts/persisted-document-modules.ts).
        beforeOneFileWrite: (path: string, content: string) => {
          if (!path.endsWith('graphql.ts')) return content;
          const { graphqlTs, modules } = splitPersistedDocuments(content);
          const documentsDir = join(dirname(path), 'documents');
          rmSync(documentsDir, { recursive: true, force: true });
          mkdirSync(documentsDir, { recursive: true });
          for (const module of modules) writeFileSync(join(documentsDir, module.file), module.text);
          return graphqlTs;
        },
      },
    },
    // The owner's desk (/admin): its own operations and manifest, so no storefront page carries
    // an admin hash, and the server answers both lists (commerce/persisted-operations.ts).
    'src/features/admin/gql/': {
      ...typedStringClient,
      presetConfig: {
        ...typedStringClient.presetConfig,
        persistedDocuments: {
          mode: 'replaceDocumentWithHash',
          hashAlgorithm: (document: string) => createHash('sha256').update(document).digest('hex'),
        },
      },
      documents: ['src/features/admin/operations/*.graphql'],
    },
    // The API tests' own operations: fields and calls the storefront never sends (line VAT,
    // order history, aliases, other tenants). Same settings, so one client sends both kinds.
    'tests/api/gql/': {
      ...typedStringClient,
      documents: ['tests/api/operations/*.graphql'],
    },
    // The server's side: each resolver map is typed by the schema, so tsc checks every
    // resolver's args and reply. IDs are strings both ways (the API never answers a number).
    'commerce/schema/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#CommerceContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
