// `npm start`: build the site if its inputs changed, then serve the shop on one port. In
// development the server also runs a local Cognito (cognito-local behind our wrapper) for sign-in.
import { loadServerConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { ensureBuild, projectRoot } from './ensure-build.ts';

process.chdir(projectRoot);
const config = loadServerConfig(process.env);
await ensureBuild(config.store);
const running = await startServer(config);
console.log(`Hearth is open at ${running.url}`);
const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
