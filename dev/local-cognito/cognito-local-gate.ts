// The entry of the cognito-local child process (cognito-local-process.ts): a gate in front of
// cognito-local's HTTP server, then cognito-local's own start script. Never imported: it runs
// only as that process's entry.
//
// cognito-local answers its admin API (AdminCreateUser, AdminAddUserToGroup, ...) without
// credentials and with CORS `*`, so any page that found its port could make itself staff. Only
// our wrapper and this server's own code may talk to it: every request must carry the key the
// parent made for this run (HEARTH_COGNITO_LOCAL_KEY, taken out of the environment here so
// cognito-local never sees or logs it), and a request with an Origin header (a browser's) is
// refused whatever it carries. A refusal has no CORS headers, so a page cannot even read it.
import { timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

const KEY_HEADER = 'x-hearth-local-cognito-key';
const key = Buffer.from(process.env.HEARTH_COGNITO_LOCAL_KEY ?? '');
delete process.env.HEARTH_COGNITO_LOCAL_KEY;
if (key.length < 32) throw new Error('cognito-local needs HEARTH_COGNITO_LOCAL_KEY (32+ characters) from its parent.');

function fromTheWrapper(request: IncomingMessage): boolean {
  if (request.headers.origin !== undefined) return false;
  const given = request.headers[KEY_HEADER];
  if (typeof given !== 'string') return false;
  const buffer = Buffer.from(given);
  return buffer.length === key.length && timingSafeEqual(buffer, key);
}

// Every HTTP server in this process hands its requests out through emit('request'); cognito-local
// makes its own with node:http, so the gate sits on the prototype it inherits.
const emit = Server.prototype.emit;
Server.prototype.emit = function gatedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
  if (event === 'request') {
    const [request, response] = args as [IncomingMessage, ServerResponse];
    if (!fromTheWrapper(request)) {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ __type: 'AccessDeniedException', message: 'cognito-local answers only the local Cognito wrapper.' }));
      return true;
    }
  }
  return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
};

// Exits when the parent's end of stdin closes: however the parent ends, cognito-local goes with it.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
createRequire(import.meta.url)(process.env.HEARTH_COGNITO_LOCAL_ENTRY ?? '');
