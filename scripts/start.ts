// `npm start`: build the site if its inputs changed, then serve the shop on one port. In
// development it also runs a local Cognito (cognito-local behind our wrapper) for sign-in.
import { join } from 'node:path';
import { startLocalCognito, type LocalCognito } from '../commerce/identity/local-cognito/start-local-cognito.ts';
import { loadServerConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { ensureBuild, projectRoot } from './ensure-build.ts';

process.chdir(projectRoot);
const config = loadServerConfig(process.env);
const dataDir = process.env.HEARTH_DATA_DIR || '.data';
// Started first: it runs in its own process while the site builds.
const cognito: Promise<LocalCognito | null> = config.localCognito
  ? startLocalCognito({ dataDirectory: join(dataDir, 'cognito'), port: config.localCognito.port, log: (line) => console.log(`[cognito] ${line}`) })
  : Promise.resolve(null);
ensureBuild();
const identity = await cognito;
const running = await startServer(config, {
  localIdentity: identity ? { userPoolId: identity.userPoolId, clientId: identity.clientId, issuer: identity.issuer } : null,
});
console.log(`Hearth is open at ${running.url}`);
if (identity) console.log(`Local Cognito (sign-in codes are printed here) at ${identity.url}`);
const stop = () => void Promise.all([running.close(), identity?.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
