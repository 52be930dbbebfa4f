import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/** A refusal from the commerce API, with the code the server gave (BAD_USER_INPUT, NOT_FOUND, ...). */
export class CommerceError extends Error {
  readonly code: string;
  /** The error's extensions as the server sent them, e.g. a declined payment's `reason`. */
  readonly extensions: Readonly<Record<string, unknown>>;
  constructor(message: string, code: string, extensions: Readonly<Record<string, unknown>> = {}) {
    super(message);
    this.name = 'CommerceError';
    this.code = code;
    this.extensions = extensions;
  }
}

export interface CommerceTransport {
  endpoint: string;
  /** The storefront key for guests; empty when signed in. */
  apiKey: string;
  /** A signed-in customer's identity ID token, sent as a bearer token. */
  idToken?: string;
  fetch?: typeof fetch;
}

/**
 * A transport, or how to choose one when a call is sent: calls about a shopper's own cart and
 * orders decide per call whether they go with the storefront key or the customer's ID token
 * (see lib/identity/shopper-transport.ts), as a session may begin, end or refresh at any time.
 */
export type TransportSource = CommerceTransport | (() => Promise<CommerceTransport>);

async function resolveTransport(source: TransportSource): Promise<CommerceTransport> {
  if (typeof source !== 'function') return source;
  try {
    return await source();
  } catch {
    // The identity library could not be loaded (offline after the page loaded): no call can go.
    throw new CommerceError('We could not reach the shop. Check your connection and try again.', 'NETWORK');
  }
}

interface GraphQLReply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** A generated operation: the storefront's carry only their persisted hash, others their text. */
interface GeneratedOperation {
  toString(): string;
  __meta__?: Record<string, unknown> | undefined;
}

/**
 * The request body for one operation. A persisted one (the storefront's: codegen replaced its text
 * with its hash) goes by hash, in the `extensions.persistedQuery` the API's persisted-operations
 * plugin reads; an operation without a hash (the API tests' own) goes as text.
 */
export function operationRequestBody(document: GeneratedOperation, variables: unknown) {
  const hash = document.__meta__?.hash;
  return typeof hash === 'string'
    ? { variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }
    : { query: document.toString(), variables };
}

/**
 * Sends one typed operation. The storefront's operations travel as hashes, so neither their text
 * nor a GraphQL parser ships to the browser. Throws CommerceError with the server's message and code.
 */
export async function execute<TResult, TVariables>(
  source: TransportSource,
  // Any generated document, the storefront's or the admin desk's (each codegen target has its own class).
  document: DocumentTypeDecoration<TResult, TVariables> & GeneratedOperation,
  variables: TVariables,
): Promise<TResult> {
  const transport = await resolveTransport(source);
  const send = transport.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(transport.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-api-key': transport.apiKey,
        ...(transport.idToken ? { authorization: `Bearer ${transport.idToken}` } : {}),
      },
      body: JSON.stringify(operationRequestBody(document, variables)),
    });
  } catch {
    throw new CommerceError('We could not reach the shop. Check your connection and try again.', 'NETWORK');
  }
  let reply: GraphQLReply<TResult>;
  try {
    reply = (await response.json()) as GraphQLReply<TResult>;
  } catch {
    throw new CommerceError(`The shop answered with an unreadable reply (HTTP ${response.status}).`, 'BAD_RESPONSE');
  }
  const first = reply.errors?.[0];
  if (first) throw new CommerceError(first.message, first.extensions?.code ?? 'INTERNAL_SERVER_ERROR', first.extensions ?? {});
  if (!reply.data) throw new CommerceError(`The shop answered without data (HTTP ${response.status}).`, 'BAD_RESPONSE');
  return reply.data;
}
