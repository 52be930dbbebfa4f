// `npm run start:api`: the commerce API tier alone (/graphql, /webhooks/, /healthz, /readyz), no
// site and no build: for the processes behind a load balancer when the static site is on a CDN.
// The settings are the server's own (an unset NODE_ENV is production); HEARTH_WORKERS=N runs N
// workers on one port, as `npm start` does.
import { loadServerConfig } from '../server/config.ts';
import { serve } from '../server/serve.ts';
import { projectRoot } from './ensure-build.ts';

process.chdir(projectRoot);
await serve(loadServerConfig(process.env), { serveSite: false });
