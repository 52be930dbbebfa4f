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

/** Starts the API in its own process with these settings; resolves once it listens. */
export function startBenchApiServer(env: NodeJS.ProcessEnv): Promise<BenchApiServer> {
  const child = spawn(process.execPath, ['scripts/bench-api-server.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      output += chunk;
      const match = /ready (\S+) test-card-gateway (\S+)/.exec(output);
      if (match) resolve({ child, base: new URL(match[1]!), gatewayOrigin: match[2]! });
    });
    child.once('exit', (code) => reject(new Error(`The API server exited (${code}).`)));
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
