import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS and ESM copies. Node gives graphql-yoga the CommonJS one, so
    // our resolvers must get the same, or their GraphQLErrors are not `instanceof` yoga's and
    // are masked as internal errors.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Each API test file opens its own database; PGlite's first start compiles WebAssembly.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
