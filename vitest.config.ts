import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
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
    // At least two files at a time: the API tests wait on databases, processes and timers more than
    // they compute, and Vitest's default (one worker fewer than the cores) ran them one file at a
    // time on a two-core machine. Measured there: 829 s with one worker, 619 s with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One seeded embedded database for the run, which each API test file's PGlite database copies.
    globalSetup: ['tests/fixtures/seeded-pglite.global.ts'],
    // Each API test file opens its own database; PGlite's first start compiles WebAssembly.
    testTimeout: 30_000,
    // On CI one retry, as the browser tests have: the API tests race real processes, sockets and
    // timers on a busy two-core machine. A test that passes only on its retry is named at the end
    // of `npm test` (tests/fixtures/retried-tests-reporter.ts), never hidden; one that fails twice fails.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
