// What the API benchmarks share: the API alone in its own process (scripts/bench-api-server.ts),
// and GraphQL posts to it over one kept-alive agent, as a storefront sends them.
import { spawn, type ChildProcess } from 'node:child_process';
import { type Agent, request } from 'node:http';
import { projectRoot } from './ensure-build.ts';

export const STOREFRONT_KEY = 'hearth-local-storefront';

export interface BenchApiServer {
  child: ChildProcess;
  base: URL;
  /** Its test card gateway's own origin: card tokens for payments through this server come from there. */
  gatewayOrigin: string;
}

/**
 * Starts the API in its own process with these settings; resolves once it listens. With
 * `memoryProbe` it runs with --expose-gc and an IPC channel, for `memoryAfterCollection`.
 */
export function startBenchApiServer(
  env: NodeJS.ProcessEnv,
  options: {
    memoryProbe?: boolean /** Each line the server logs after it listens (pino JSON). */;
    onLogLine?: (line: string) => void;
  } = {},
): Promise<BenchApiServer> {
  const child = spawn(process.execPath, [...(options.memoryProbe ? ['--expose-gc'] : []), 'scripts/bench-api-server.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: options.memoryProbe ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8');
    let listening = false;
    let pending = '';
    child.stdout!.on('data', (chunk: string) => {
      if (listening) {
        if (!options.onLogLine) return;
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) options.onLogLine(line);
        return;
      }
      output += chunk;
      const match = /ready (\S+) test-card-gateway (\S+)/.exec(output);
      if (match) {
        listening = true;
        resolve({ child, base: new URL(match[1]!), gatewayOrigin: match[2]! });
      }
    });
    child.once('exit', (code) => reject(new Error(`The API server exited (${code}).`)));
  });
}

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** True when a full garbage collection ran just before the figures were read. */
  collected: boolean;
}

/** The server's memory right after a forced full garbage collection (a server started with `memoryProbe`). */
export function memoryAfterCollection(server: BenchApiServer): Promise<ServerMemory> {
  return askServer(server, 'memory', (reply) => (reply as { memory?: ServerMemory }).memory);
}

/** Has the server write a V8 heap snapshot; resolves with its path. */
export function heapSnapshotOf(server: BenchApiServer): Promise<string> {
  return askServer(server, 'snapshot', (reply) => (reply as { snapshot?: string }).snapshot);
}

function askServer<T>(server: BenchApiServer, question: string, answer: (reply: unknown) => T | undefined): Promise<T> {
  const { child } = server;
  if (!child.send) return Promise.reject(new Error('The server was started without a memory probe.'));
  return new Promise((resolve, reject) => {
    const onMessage = (reply: unknown) => {
      const found = answer(reply);
      if (found === undefined) return;
      child.off('message', onMessage);
      resolve(found);
    };
    child.on('message', onMessage);
    child.send(question, (error) => error && reject(error));
  });
}

/** One POST to /graphql; answers the HTTP status and the reply's text. */
export function postGraphql(agent: Agent, base: URL, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: '/graphql',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-api-key': STOREFRONT_KEY, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A single-use token for a test card from a server's test card gateway, got as its card frame gets one. */
export async function testCardTokenFrom(gatewayOrigin: string, number: string): Promise<string> {
  const response = await fetch(`${gatewayOrigin}/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gatewayOrigin, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ number, expiry: '12/30', cvc: '123', name: 'Ada Lovelace' }),
  });
  if (response.status !== 201) throw new Error(`The test card gateway refused the card (HTTP ${response.status}).`);
  return ((await response.json()) as { token: string }).token;
}
