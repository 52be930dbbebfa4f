// `npm start`: build the site if its inputs changed, then serve the shop on one port.
import { loadServerConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { ensureBuild, projectRoot } from './ensure-build.ts';

process.chdir(projectRoot);
const config = loadServerConfig(process.env);
ensureBuild();
const running = await startServer(config);
console.log(`Hearth is open at ${running.url}`);
const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
