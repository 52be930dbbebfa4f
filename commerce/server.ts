import { readFileSync } from 'node:fs';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Kysely } from 'kysely';
import { codeRequestErrors } from './error-codes.ts';
import { API_KEY_HEADER, callerFromApiKey, type CommerceContext } from './context.ts';
import { orderMutations, orderQueries } from './resolvers/orders.ts';
import { productQueries } from './resolvers/products.ts';
import type { Database } from './store/tables.ts';

const typeDefs = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

export interface CommerceApiOptions {
  db: Kysely<Database>;
  now?: () => Date;
  /** Where the API is mounted; the one-port server uses /graphql. */
  endpoint?: string;
  /** GraphiQL is for local development only. */
  graphiql?: boolean;
}

// The server context is empty: everything a resolver needs is built per request in `context`.
export type CommerceApi = YogaServerInstance<object, CommerceContext>;

export function createCommerceApi({ db, now = () => new Date(), endpoint = '/graphql', graphiql = false }: CommerceApiOptions): CommerceApi {
  return createYoga<object, CommerceContext>({
    graphqlEndpoint: endpoint,
    graphiql,
    landingPage: false,
    schema: createSchema<CommerceContext>({
      typeDefs,
      resolvers: {
        Query: { ...orderQueries, ...productQueries },
        Mutation: orderMutations,
      },
    }),
    context: async ({ request }) => ({
      db,
      now,
      caller: await callerFromApiKey(db, request.headers.get(API_KEY_HEADER)),
    }),
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
