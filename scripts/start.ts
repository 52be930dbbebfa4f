// `npm start`: build the site if its inputs changed, then serve the shop on one port. In
// development the server also runs a local Cognito (cognito-local behind our wrapper) for sign-in.
// A fresh clone has no settings, so `npm start` (only it) means development when NODE_ENV is
// unset; the server itself treats an unset NODE_ENV as production (server/config.ts). The build
// keeps the environment as it was: Vite builds production bundles whatever the server's mode.
// HEARTH_WORKERS=N (production, PostgreSQL) runs N worker processes sharing the port (node:cluster).
import cluster from 'node:cluster';
import { loadServerConfig } from '../server/config.ts';
import { serve } from '../server/serve.ts';
import { ensureBuild, projectRoot } from './ensure-build.ts';

process.chdir(projectRoot);
const config = loadServerConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' });
if (cluster.isPrimary) {
  if (config.production) console.log('Production mode: the development conveniences are off.');
  // In development the server records the demo seller; the build's contact details come from it.
  await ensureBuild(config.store, process.env, { demoCatalogue: config.development, demoSeller: config.development });
}
await serve(config);
