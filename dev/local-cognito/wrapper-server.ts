import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { developmentRequestRefusal } from '../../commerce/development-request-guard.ts';
import type { CognitoLocalAddress } from './cognito-local-client.ts';
import { CognitoServiceError } from './cognito-service-error.ts';

/** Who sent the request, as this server saw it: the socket's address, never a header the caller writes. */
export interface RequestContext {
  ip: string;
}

export type OperationHandler = (body: Record<string, unknown>, context: RequestContext) => Promise<unknown> | unknown;

/**
 * What the wrapper answers. Every Cognito operation a browser may call is answered here; any
 * other is refused, so nothing a browser sends reaches cognito-local's unauthenticated API.
 */
export interface WrapperRoutes {
  /**
   * Keyed by the full X-Amz-Target, e.g. `AWSCognitoIdentityProviderService.GlobalSignOut`. A Map,
   * not an object: a target such as `constructor` or `__proto__` must find nothing.
   */
  operations: ReadonlyMap<string, OperationHandler>;
  /** GET paths answered here rather than by cognito-local. */
  documents: ReadonlyMap<string, () => unknown>;
  /** The only GET paths passed on to cognito-local; any other is refused. */
  forwardedDocuments: readonly string[];
  /** Where cognito-local listens and the key every request to it carries (cognito-local-process.ts). */
  cognitoLocal: CognitoLocalAddress;
}

const MAX_BODY_BYTES = 1_000_000;
const AMZ_JSON = 'application/x-amz-json-1.1';

/**
 * The storefront calls the pool straight from the browser, from another origin: only the shop's
 * own origins get Access-Control-Allow-Origin, so no other site's page can read a reply.
 */
function corsHeaders(request: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = request.headers.origin;
  return {
    ...(origin && allowedOrigins.includes(origin) ? { 'access-control-allow-origin': origin } : {}),
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new CognitoServiceError('InvalidParameterException', 'Request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>, contentType = AMZ_JSON) {
  response.writeHead(status, { ...headers, 'content-type': contentType, 'x-amzn-requestid': randomUUID() });
  response.end(JSON.stringify(body));
}

/**
 * The HTTP front of local Cognito: one endpoint for both the user pool and the identity pool,
 * as Amplify's userPoolEndpoint / identityPoolEndpoint. Routes are set once cognito-local runs;
 * the server listens first because its URL is the token issuer cognito-local must be told.
 */
export function createWrapperServer(log: (line: string) => void, allowedOrigins: readonly string[]) {
  let routes: WrapperRoutes | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const cors = corsHeaders(request, allowedOrigins);
    // A development convenience: only this machine's browser and tools (development-request-guard.ts).
    const refusal = developmentRequestRefusal(request, 'Local Cognito');
    if (refusal) throw new CognitoServiceError('AccessDeniedException', refusal, 403);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    if (!routes) {
      sendJson(response, 503, { __type: 'ServiceUnavailable', message: 'Local Cognito is still starting.' }, cors);
      return;
    }
    const path = request.url ?? '/';
    const target = request.headers['x-amz-target'];
    const raw = await readBody(request);

    const document = routes.documents.get(path);
    if (request.method === 'GET' && document) {
      sendJson(response, 200, document(), cors, 'application/json');
      return;
    }
    if (request.method === 'GET' && routes.forwardedDocuments.includes(path)) {
      await forwardDocument(routes.cognitoLocal, path, response, cors);
      return;
    }
    if (request.method === 'GET') {
      sendJson(response, 404, { __type: 'ResourceNotFoundException', message: 'Not found.' }, cors, 'application/json');
      return;
    }
    if (request.method !== 'POST' || typeof target !== 'string') {
      throw new CognitoServiceError('UnknownOperationException', 'Local Cognito answers only Cognito operations.');
    }
    const operation = routes.operations.get(target);
    if (!operation) throw new CognitoServiceError('AccessDeniedException', `Local Cognito does not serve ${target} to clients.`, 403);
    let body: Record<string, unknown>;
    try {
      body = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      throw new CognitoServiceError('SerializationException', 'The request body is not JSON.');
    }
    sendJson(response, 200, (await operation(body, { ip: request.socket.remoteAddress ?? 'unknown' })) ?? {}, cors);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const cors = corsHeaders(request, allowedOrigins);
      if (error instanceof CognitoServiceError) {
        sendJson(response, error.status, { __type: error.code, message: error.message }, { ...cors, 'x-amzn-errortype': error.code });
        return;
      }
      log(`[local-cognito] ${request.headers['x-amz-target'] ?? request.url} failed: ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent)
        sendJson(response, 500, { __type: 'InternalErrorException', message: 'Local Cognito failed; see the server log.' }, cors);
      else response.destroy();
    });
  });

  return {
    async listen(host: string, port: number): Promise<string> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      const address = server.address() as AddressInfo;
      return `http://${host}:${address.port}`;
    },
    setRoutes(next: WrapperRoutes) {
      routes = next;
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One of the pool's public documents (its keys), fetched from cognito-local as it is. */
async function forwardDocument(cognitoLocal: CognitoLocalAddress, path: string, response: ServerResponse, cors: Record<string, string>) {
  const upstream = await fetch(new URL(path, cognitoLocal.url), { headers: cognitoLocal.headers });
  const reply = Buffer.from(await upstream.arrayBuffer());
  const passed: Record<string, string> = { ...cors };
  const contentType = upstream.headers.get('content-type');
  if (contentType) passed['content-type'] = contentType;
  response.writeHead(upstream.status, passed);
  response.end(reply);
}
