// `npm start`: build the site if its inputs changed, then serve the shop on one port. In
// development it also runs a local Cognito (cognito-local behind our wrapper) for sign-in.
import { join } from 'node:path';
import { createCognitoIdTokenVerifier } from '../commerce/identity/cognito-id-token.ts';
import { InvalidIdTokenError, type IdTokenVerifier } from '../commerce/identity/id-token.ts';
import { startLocalCognito, type LocalCognito } from '../commerce/identity/local-cognito/start-local-cognito.ts';
import { loadServerConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { ensureBuild, projectRoot } from './ensure-build.ts';

process.chdir(projectRoot);
const config = loadServerConfig(process.env);
// Started first and not waited for: the shop opens while cognito-local is still starting, and
// the first signed-in request waits for it.
// If it cannot start (its port taken, say), the shop still runs, without sign-in.
const cognito: Promise<LocalCognito | null> | null = config.localCognito
  ? startLocalCognito({ dataDirectory: join(config.dataDir, 'cognito'), port: config.localCognito.port, log: (line) => console.log(`[cognito] ${line}`) }).then(
      (local) => (console.log(`Local Cognito (sign-in codes are printed here) at ${local.url}`), local),
      (error: Error) => (console.error(`Local Cognito did not start, so signing in is off: ${error.message}`), null),
    )
  : null;
const localVerifier = cognito?.then((local) =>
  local ? createCognitoIdTokenVerifier({ userPoolId: local.userPoolId, clientId: local.clientId, issuer: local.issuer, development: true }) : null,
);
const localIdTokenVerifier: IdTokenVerifier | null = localVerifier
  ? {
      async verify(token) {
        const verifier = await localVerifier;
        if (!verifier) throw new InvalidIdTokenError('Signing in is off: the local Cognito did not start.');
        return verifier.verify(token);
      },
    }
  : null;
ensureBuild();
const running = await startServer(config, { localIdTokenVerifier });
console.log(`Hearth is open at ${running.url}`);
const stop = () => void Promise.all([running.close(), cognito?.then((local) => local?.close())]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
