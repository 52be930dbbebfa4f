// The entry of the cognito-local child process (cognito-local-process.ts): a gate in front of
// cognito-local's HTTP server, then cognito-local's own start script.
//
// cognito-local answers its admin API (AdminCreateUser, AdminAddUserToGroup, ...) without
// credentials and with CORS `*`, so any page that found its port could make itself staff. Only
// our wrapper and this server's own code may talk to it: every request must carry the key the
// parent made for this run (HEARTH_COGNITO_LOCAL_KEY, taken out of the environment here so
// cognito-local never sees or logs it), and a request with an Origin header (a browser's) is
// refused whatever it carries. A refusal has no CORS headers, so a page cannot even read it.
'use strict';
const http = require('node:http');
const { timingSafeEqual } = require('node:crypto');

const KEY_HEADER = 'x-hearth-local-cognito-key';
const key = Buffer.from(process.env.HEARTH_COGNITO_LOCAL_KEY ?? '');
delete process.env.HEARTH_COGNITO_LOCAL_KEY;
if (key.length < 32) throw new Error('cognito-local needs HEARTH_COGNITO_LOCAL_KEY (32+ characters) from its parent.');

function fromTheWrapper(request) {
  if (request.headers.origin !== undefined) return false;
  const given = request.headers[KEY_HEADER];
  if (typeof given !== 'string') return false;
  const buffer = Buffer.from(given);
  return buffer.length === key.length && timingSafeEqual(buffer, key);
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function gatedEmit(event, request, response, ...rest) {
  if (event === 'request' && !fromTheWrapper(request)) {
    response.writeHead(403, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ __type: 'AccessDeniedException', message: 'cognito-local answers only the local Cognito wrapper.' }));
    return true;
  }
  return emit.call(this, event, request, response, ...rest);
};

// Exits when the parent's end of stdin closes: however the parent ends, cognito-local goes with it.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
require(process.env.HEARTH_COGNITO_LOCAL_ENTRY);
