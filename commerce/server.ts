import { readdirSync, readFileSync } from 'node:fs';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Kysely } from 'kysely';
import { apiCorsOptions, varyingOnOrigin } from './cors.ts';
import { developmentRequestRefusal } from './development-request-guard.ts';
import { codeRequestErrors } from './error-codes.ts';
import { maskUnexpectedError } from './errors.ts';
import { consoleLike } from './log.ts';
import type { CommerceContext } from './context.ts';
import { cachedApiKeyResolver, identifyCaller } from './identity/identify-caller.ts';
import { postcodeTableLookup, type AddressLookup } from './customers/address-lookup.store.ts';
import { checkCursorSecret, DEVELOPMENT_CURSOR_SECRET } from './customers/cursor.ts';
import type { IdTokenVerifier } from './identity/id-token.ts';
import { storeCustomerDirectory } from './identity/customer-directory.store.ts';
import { lastSignOutEverywhere } from './identity/sign-outs.store.ts';
import { refusingSignedOutTokens } from './identity/signed-out-tokens.ts';
import type { PaymentRegistry } from './payments/registry.ts';
import { apiBudget } from './limits/api-budget.ts';
import { clientIp, type CommerceServerContext } from './limits/client-ip.ts';
import { createRateLimits, type RateLimits } from './limits/rate-limits.ts';
import { persistedOperations, readShopDocuments } from './persisted-operations.ts';
import { resolvers } from './resolvers.ts';
import { refuseUnsafeText } from './text-hygiene.ts';
import type { Database } from './store/tables.ts';

// The contract, one file per area; api.graphql declares the roots the others extend.
const schemaDir = new URL('./schema/', import.meta.url);
const typeDefs = readdirSync(schemaDir)
  .filter((name) => name.endsWith('.graphql'))
  .sort((a, b) => (a === 'api.graphql' ? -1 : b === 'api.graphql' ? 1 : a.localeCompare(b)))
  .map((name) => readFileSync(new URL(name, schemaDir), 'utf8'));
const shopDocuments = readShopDocuments();

interface CommerceApiOptions {
  db: Kysely<Database>;
  now?: () => Date;
  /** Verifies signed-in customers' ID tokens; without one, only guest (API key) calls work. */
  idTokenVerifier?: IdTokenVerifier | null;
  /** Signs order-history page links; every process of one shop must use the same secret. */
  cursorSecret?: string;
  /** A UK address service; the demo postcode table when absent. */
  addressLookup?: AddressLookup;
  /**
   * The payment providers this process takes money through. Required, so the API never falls back
   * to a development stand-in: a gateway whose provider is not here is neither listed nor payable.
   */
  payments: PaymentRegistry;
  /** Where the API is mounted; the one-port server uses /graphql. */
  endpoint?: string;
  /**
   * GraphiQL is for local development only: when on, it is shown only to a request the shared
   * development guard lets through (development-request-guard.ts: this machine, no proxy).
   */
  graphiql?: boolean;
  /**
   * The rate limits; in memory with the shop's limits when absent (one process). Over
   * PostgreSQL pass `createRateLimits({ kind: 'postgres', db })`, so every process shares them.
   */
  rateLimits?: RateLimits;
  /** False: no general per-IP budget on every request (the door limits stay). */
  apiBudget?: boolean;
  /** How many proxies in front of the API append to X-Forwarded-For (HEARTH_TRUST_PROXY); 0: the socket's peer. */
  trustedProxies?: number;
  /** Schema introspection (`__schema`, `__type`); off unless asked for: development only. */
  introspection?: boolean;
  /**
   * The origins whose pages may call the API from a browser (CORS), never with credentials; a
   * request from any other origin gets no Access-Control-Allow-Origin. None when absent.
   */
  allowedOrigins?: readonly string[];
  /**
   * Query text besides the storefront's persisted operations (sent by hash): the API tests' own
   * operations, GraphiQL. Off unless asked for: in production only the shop's own operations run.
   */
  arbitraryOperations?: boolean;
  /**
   * GET on the endpoint (GraphiQL, an operation in the URL): development only. In production a
   * GET reply could sit in a shared cache and its variables (a receipt key) in URLs and logs.
   */
  getRequests?: boolean;
  /**
   * Whether a masked unexpected error carries its original message and stack to the client: the
   * server's own development decision (development on loopback), never NODE_ENV, which yoga would
   * otherwise read and which says "development" on a container that config runs as production.
   */
  exposeErrors?: boolean;
}

// The server context is what the Node adapter passes (the request, for its socket's address);
// everything a resolver needs is built per request in `context`.
type CommerceApi = YogaServerInstance<CommerceServerContext, CommerceContext>;

export function createCommerceApi({
  db,
  now = () => new Date(),
  idTokenVerifier = null,
  cursorSecret = DEVELOPMENT_CURSOR_SECRET,
  addressLookup = postcodeTableLookup(db),
  payments,
  endpoint = '/graphql',
  graphiql = false,
  rateLimits = createRateLimits({ kind: 'memory' }),
  apiBudget: withApiBudget = true,
  trustedProxies = 0,
  introspection = false,
  allowedOrigins = [],
  arbitraryOperations = false,
  getRequests = false,
  exposeErrors = false,
}: CommerceApiOptions): CommerceApi {
  const checkedCursorSecret = checkCursorSecret(cursorSecret);
  const resolveApiKey = cachedApiKeyResolver(db, now);
  const customerDirectory = storeCustomerDirectory(db);
  const verifier = idTokenVerifier && refusingSignedOutTokens(idTokenVerifier, (subject) => lastSignOutEverywhere(db, subject));
  return createYoga<CommerceServerContext, CommerceContext>({
    graphqlEndpoint: endpoint,
    graphiql: graphiql ? (_request, serverContext) => graphiqlMayShow(serverContext) : false,
    landingPage: false,
    cors: (request) => apiCorsOptions(request.headers.get('origin'), allowedOrigins),
    schema: createSchema<CommerceContext>({
      typeDefs,
      resolvers,
    }),
    context: async ({ request, ...serverContext }) => ({
      db,
      now,
      cursorSecret: checkedCursorSecret,
      addressLookup,
      payments,
      clientIp: clientIp(request.headers, serverContext, trustedProxies),
      limits: rateLimits,
      ...(await identifyCaller(resolveApiKey, verifier, customerDirectory, request.headers)),
    }),
    // Unexpected errors reach the client as "Unexpected error." with no stack or SQL.
    maskedErrors: { maskError: maskUnexpectedError, isDev: exposeErrors },
    // The unexpected error behind a masked one goes to the server's log, with the request's id.
    logging: consoleLike(),
    plugins: [
      noStore(),
      varyOnOrigin(),
      ...(getRequests ? [] : [refuseGet()]),
      refuseNonJsonBody(),
      ...(withApiBudget ? [apiBudget(rateLimits, trustedProxies)] : []),
      codeRequestErrors(),
      persistedOperations(shopDocuments, arbitraryOperations),
      ...(introspection ? [] : [refuseIntrospection()]),
      refuseUnsafeText(),
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

/** No reply of the API is kept by a browser or a shared cache: most answer to a bearer token. */
function noStore(): Plugin {
  return { onResponse: ({ response }) => response.headers.set('cache-control', 'no-store') };
}

/** Whether this request, as the Node adapter received it, is one GraphiQL may show to; none without a socket. */
function graphiqlMayShow(serverContext: CommerceServerContext | undefined): boolean {
  const req = serverContext?.req;
  if (!req?.headers || !req.socket) return false;
  return developmentRequestRefusal({ headers: req.headers, socket: req.socket }, 'GraphiQL') === null;
}

/** Every reply, an allowed origin's, a foreign one's, a preflight or a refusal, says Vary: Origin (cors.ts). */
function varyOnOrigin(): Plugin {
  return { onResponse: ({ response }) => response.headers.set('vary', varyingOnOrigin(response.headers.get('vary'))) };
}

/** GET on the endpoint is refused (405, Allow: POST) before anything runs. */
function refuseGet(): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method !== 'GET') return;
      throw new GraphQLError('The API answers only POST: send the operation in the request body.', {
        extensions: { code: 'METHOD_NOT_ALLOWED', http: { status: 405, headers: { allow: 'POST' } } },
      });
    },
  };
}

/**
 * A POST body must be JSON (`Content-Type: application/json`), refused with 415 before it is
 * parsed. Yoga would also read multipart and urlencoded forms, which a page on any site may send
 * without a CORS preflight: the shop never sends them, and the API key header is then the only
 * thing between a cross-site form and a resolver.
 */
function refuseNonJsonBody(): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method !== 'POST') return;
      const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (mediaType === 'application/json') return;
      throw new GraphQLError('Send the operation as JSON, with Content-Type: application/json.', {
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', http: { status: 415 } },
      });
    },
  };
}

/** `__schema` and `__type` fail validation: the production API does not describe itself. */
function refuseIntrospection(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };
}
