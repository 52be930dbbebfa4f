import { readdirSync, readFileSync } from 'node:fs';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Kysely } from 'kysely';
import { codeRequestErrors } from './error-codes.ts';
import { identifyCaller, type CommerceContext } from './context.ts';
import type { IdTokenVerifier } from './identity/id-token.ts';
import { resolvers } from './resolvers/index.ts';
import type { Database } from './store/tables.ts';

// The contract, one file per area; api.graphql declares the roots the others extend.
const schemaDir = new URL('./schema/', import.meta.url);
const typeDefs = readdirSync(schemaDir)
  .filter((name) => name.endsWith('.graphql'))
  .sort((a, b) => (a === 'api.graphql' ? -1 : b === 'api.graphql' ? 1 : a.localeCompare(b)))
  .map((name) => readFileSync(new URL(name, schemaDir), 'utf8'));

export interface CommerceApiOptions {
  db: Kysely<Database>;
  now?: () => Date;
  /** Verifies signed-in customers' ID tokens; without one, only guest (API key) calls work. */
  idTokenVerifier?: IdTokenVerifier | null;
  /** Where the API is mounted; the one-port server uses /graphql. */
  endpoint?: string;
  /** GraphiQL is for local development only. */
  graphiql?: boolean;
}

// The server context is empty: everything a resolver needs is built per request in `context`.
export type CommerceApi = YogaServerInstance<object, CommerceContext>;

export function createCommerceApi({
  db,
  now = () => new Date(),
  idTokenVerifier = null,
  endpoint = '/graphql',
  graphiql = false,
}: CommerceApiOptions): CommerceApi {
  return createYoga<object, CommerceContext>({
    graphqlEndpoint: endpoint,
    graphiql,
    landingPage: false,
    schema: createSchema<CommerceContext>({
      typeDefs,
      resolvers,
    }),
    context: async ({ request }) => ({ db, now, ...(await identifyCaller(db, idTokenVerifier, request.headers)) }),
    // Unexpected errors reach the client as "Unexpected error." with no stack or SQL.
    maskedErrors: true,
    plugins: [
      codeRequestErrors(),
      EnvelopArmorPlugin({
        maxDepth: { n: 8 },
        maxAliases: { n: 10 },
        costLimit: { maxCost: 5000 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: true },
      }),
    ],
  });
}
