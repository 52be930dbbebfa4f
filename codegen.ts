import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed operations for the storefront. `documentMode: 'string'` emits each operation as a
 * typed string, so islands ship no GraphQL parser: they POST the text as it is.
 */
const config: CodegenConfig = {
  schema: 'commerce/schema/*.graphql',
  documents: ['src/lib/commerce/operations/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/lib/commerce/gql/': {
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
    },
  },
};

export default config;
