import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';

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
        // The fragments' texts stay in graphql.ts (the operations' hashes are made from them), but
        // no island sends them: marked pure, the bundler drops the unused ones (issue 23: 0.9 KB gzip
        // on every island page). `new` on a class that extends String is otherwise kept, in case it
        // has side effects.
        beforeOneFileWrite: (path: string, content: string) =>
          path.endsWith('graphql.ts')
            ? content.replaceAll(' = new TypedDocumentString(', ' = /*#__PURE__*/ new TypedDocumentString(')
            : content,
      },
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
