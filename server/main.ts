import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { rmSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCorsHeaders } from '../commerce/cors.ts';
import { proxiedDevelopmentWarning } from '../commerce/proxy-headers.ts';
import { createCommerceApi } from '../commerce/server.ts';
import { createRateLimits, RATE_LIMITS, scaledRules, withApiBudget } from '../commerce/limits/rate-limits.ts';
import { openDatabase } from '../commerce/store/database.ts';
import { databaseBehindError, migrateToLatest, pendingMigrations } from '../commerce/store/migrate.ts';
import { readSeller } from '../commerce/catalogue/seller.store.ts';
import { recordBankHolidays } from '../commerce/shop-setup/shop-setup.store.ts';
import { shopSetUpWarning } from '../commerce/shop-setup/shop-readiness.ts';
import { paymentRegistry } from '../commerce/payments/registry.ts';
import { recheckRefundsOfPayment } from '../commerce/desk/index.ts';
import type { HttpRoute } from '../commerce/http-routes.ts';
import { startPaymentPlugins } from '../commerce/payments/plugins.ts';
import type { ServerConfig } from './config.ts';
import { identityConfigRoute, serverIdentity } from './identity.ts';
import { startServerMail } from './mail.ts';
import { needsWasm, withWasm } from './search-policy.ts';
import { isPrivatePage } from '../src/lib/analytics/private-pages.ts';
import { startStockAlertSweep } from '../commerce/stock-alerts/stock-alert-sweep.ts';
import { stockAlertUnsubscribeRoute } from '../commerce/stock-alerts/unsubscribe-route.ts';
import { planLinkRoute, startRoundJob } from '../commerce/repeat-delivery/index.ts';
import { holdForPagePolicy, identityOrigins } from './security-headers.ts';
import { createLiveSite, type LiveSite } from './site/live-site.ts';
import { type ContentPipeline, startContentPipeline } from './content-pipeline/content-pipeline.ts';
import { deployHookBuilder, localSiteBuilder, type SiteBuilder } from './content-pipeline/site-builders.ts';
import { writeBuildFacts } from './content-pipeline/build-facts.ts';
import { describeCatalogueChange, watchCatalogueChanges } from '../commerce/catalogue/catalogue-changes.ts';
import { siteChangeOf } from './content-pipeline/affected-pages.ts';
import { DEFAULT_SHOP_CHANNEL, parseShopChannel } from '../src/lib/channel.ts';
import { loadSite, noSite, type ServerPolicyInputs } from './site/site.ts';
import { shopPageOrigins } from './shop-page-origins.ts';
import { gracefulClose } from './graceful-close.ts';
import { healthRoutes } from './health.ts';
import { startPaymentSweep } from './payment-sweep.ts';
import type { AddressLookup } from '../commerce/customers/address-lookup.store.ts';
import type { SellerIdentity } from '../commerce/domain/seller.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../commerce/store/tables.ts';
import { startMailOutbox } from '../commerce/order-mail/order-mail-outbox.ts';
import { httpsGet, sesEventsRoute } from '../commerce/mail/ses-events-route.ts';
import { configureLog, consoleLike, log, withRequestId } from '../commerce/log.ts';
import { randomUUID } from 'node:crypto';
import { logRequest } from './request-log.ts';
import { contentConfig, contentImageOrigins } from '../src/lib/config.ts';
import { previewSessionRoute } from './preview-session-route.ts';
import { answerServerError } from './server-error-page.ts';
import { setOnDocuments, splitSecurityHeaders } from './document-headers.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
const distDir = `${projectRoot}dist/`;

/** Production has no UK address service wired in yet: a postcode finds nothing, the shopper types the address. */
const noAddressLookup: AddressLookup = { findByPostcode: async () => [] };

/** GET and HEAD for pages, POST for the API and forms, OPTIONS for the API's CORS preflight. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** The largest request the API reads: the biggest real call (a full checkout) is a few KB. */
export const MAX_API_BODY_BYTES = 100 * 1024;

/**
 * Refuses an API request body that is too large before anything reads it. Node's parser never
 * delivers more than the declared Content-Length, so a body must declare one.
 */
function refuseBody(req: IncomingMessage): { status: number; code: string; message: string } | null {
  if (req.method !== 'POST') return null;
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    return { status: 411, code: 'LENGTH_REQUIRED', message: 'Send the request with a Content-Length header.' };
  }
  if (Number(declared) > MAX_API_BODY_BYTES) {
    return {
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: `The request body is larger than the API accepts (${MAX_API_BODY_BYTES / 1024} KB).`,
    };
  }
  return null;
}

export interface RunningServer {
  url: string;
  /** By payment plug-in id: the origin of a server of its own, where it runs one (a development stand-in's card frame). */
  paymentOrigins: Readonly<Record<string, string>>;
  /** The content rebuilds; null in an API-only process without a deploy hook. */
  contentPipeline: ContentPipeline | null;
  /** The store connection: tests and benchmarks change the catalogue through it as the desk would. */
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * The shop on one port: the commerce API at /graphql, the redirects, the built site's files,
 * and Astro's handler for on-demand pages and the 404 page.
 */
export interface StartOptions {
  serveSite?: boolean;
  /** False: no sign-in at all, not even a local Cognito (the API benchmark). */
  identity?: boolean;
  /** The build to serve first (holding client/ and server/); the project's dist/ unless set. */
  siteDir?: string;
  /** Where content rebuilds get their new directories; the project's .builds/ unless set. */
  buildsDir?: string;
  /** Replaces the rebuild (tests: a builder that makes a small build, or fails). */
  siteBuilder?: SiteBuilder;
  /** The environment a local rebuild runs with; the process's unless set. */
  buildEnv?: Record<string, string | undefined>;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const serveSite = options.serveSite ?? true;
  configureLog(config.log);
  const db = openDatabase(config.store);
  await bringSchemaCurrent(db, config);
  if (config.development) {
    // The demo shop, on a developer's machine only: loaded on demand, so a production start never
    // even imports it (its made-up reviews, live coupons and public demo customer stay out).
    const { loadDemoShop } = await import('../dev/demo/load.ts');
    await loadDemoShop(db, new Date(), config.siteUrl);
  } else {
    // Only the calendar moves on by itself: next years' bank holidays, for shops already set up.
    await recordBankHolidays(db, new Date());
  }
  const notSetUp = await shopSetUpWarning(db);
  if (notSetUp) log.warn(notSetUp);

  const now = () => new Date();
  // The payment providers this process takes money through: those of each plug-in whose settings
  // were read (commerce/payments/plugins.ts, one line each). A development stand-in is loaded
  // through import() only in development, so a production start never even imports it; one that
  // runs its own server (a card frame) keeps it on its own origin, never the shop's.
  const shopOrigins = shopPageOrigins(config);
  const paymentPlugins = await startPaymentPlugins(config.payments, { db, now, shopOrigins, limitScale: config.limits.scale });
  const payments = paymentRegistry(paymentPlugins.providers, { siteOrigin: config.siteOrigin ?? null, shopOrigins });
  const mail = await startServerMail(config);
  const identity = serverIdentity(options.identity === false ? { ...config, identity: null, localCognito: null } : config, db, mail.port);
  const idTokenVerifier = identity.verifier;
  // Over PostgreSQL every API process shares the counts; PGlite is this process's alone.
  const rateLimits = createRateLimits(
    config.store.kind === 'postgres' ? { kind: 'postgres', db } : { kind: 'memory' },
    scaledRules(withApiBudget(RATE_LIMITS, config.limits.apiPerMinute ?? RATE_LIMITS.api.points), config.limits.scale),
  );
  const api = createCommerceApi({
    db,
    now,
    payments,
    idTokenVerifier,
    graphiql: config.development,
    introspection: config.development,
    arbitraryOperations: config.arbitraryOperations,
    getRequests: config.development,
    exposeErrors: config.development,
    allowedOrigins: config.corsOrigins,
    rateLimits,
    apiBudget: config.limits.apiPerMinute !== null,
    trustedProxies: config.limits.trustedProxies,
    // No UK address service is wired in yet: production offers no look-up, shoppers type the address.
    ...(config.development ? {} : { addressLookup: noAddressLookup }),
    ...(config.cursorSecret ? { cursorSecret: config.cursorSecret } : {}),
  });
  let draining = () => false;
  const routes: HttpRoute[] = [
    healthRoutes({ db, draining: () => draining() }),
    identityConfigRoute(identity),
    ...mail.routes,
    // Each provider's events (its webhook), under /webhooks/.
    ...payments.webhookRoutes({
      context: { db, now, payments, recheckRefunds: recheckRefundsOfPayment },
      rateLimits,
      trustedProxies: config.limits.trustedProxies,
    }),
    // SES's later bounces and complaints, only where SES sends and its events topic is set.
    ...(config.mail.transport === 'ses' && config.sesEventsTopicArn
      ? [sesEventsRoute({ db, now, topicArn: config.sesEventsTopicArn, httpsGet, log: consoleLike() })]
      : []),
    stockAlertUnsubscribeRoute({ db, trustedProxies: config.limits.trustedProxies }),
    planLinkRoute({ db, now, secret: config.planLinkSecret, rateLimits, trustedProxies: config.limits.trustedProxies }),
    previewSessionRoute({ env: process.env, production: config.production, trustedProxies: config.limits.trustedProxies }),
  ];
  // "Email me when it's back": owes one mail per alert once its product has stock again.
  const stockAlerts = startStockAlertSweep({ db, now, log: consoleLike() });
  // Repeat delivery plans: each round's basket made and mailed before its date; unpaid ones marked missed.
  const planRounds = startRoundJob({
    db,
    now,
    linkSecret: config.planLinkSecret,
    seller: (tenantId) => readSeller(db, tenantId),
    shared: config.store.kind === 'postgres',
    intervalMs: config.planRoundsEveryMs,
    onError: (error) => log.error({ err: error }, 'The delivery plan rounds failed.'),
  });
  // Payments nobody came back for are settled in the background, so their stock goes back on sale.
  const sweep = startPaymentSweep({
    context: { db, now, payments },
    shared: config.store.kind === 'postgres',
    onError: (error) => log.error({ err: error }, 'Settling stale payments failed.'),
  });
  // Every API process may run it: claims skip what another process holds (commerce/mail/outbox-worker.ts).
  const mailOutbox = startMailOutbox({
    db,
    now,
    mail: mail.port,
    seller: (tenantId) => recordedSeller(db, tenantId),
    ordersMailTo: config.orderMail.ordersMailTo,
  });
  const serverPolicy: ServerPolicyInputs = {
    production: config.production,
    identityOrigins: options.identity === false ? [] : identityOrigins(config),
    paymentOrigins: payments.browserOrigins(),
    contentImageOrigins: contentImageOrigins(contentConfig(process.env)),
  };
  // An API-only process (a scaled-out API tier, or the API benchmark) needs no built site.
  const live = createLiveSite(serveSite ? await loadSite(options.siteDir ?? distDir, serverPolicy) : noSite(serverPolicy));
  const contentPipeline = startServerContentPipeline({ config, options, db, now, live, serverPolicy });
  if (contentPipeline) routes.push(...contentPipeline.routes);
  // A price, stock state or published review the static pages print changed in the store: the
  // same debounced rebuild as a publish (LISTEN/NOTIFY, migration 0017).
  const catalogueWatch = contentPipeline
    ? await watchCatalogueChanges(
        { db, store: config.store },
        (change) => contentPipeline.requestRebuild(describeCatalogueChange(change), siteChangeOf(change)),
        { tenant: parseShopChannel(process.env.PUBLIC_SHOP_CHANNEL ?? DEFAULT_SHOP_CHANNEL).tenant },
      )
    : null;

  const warnIfProxied = config.development ? proxiedDevelopmentWarning((line) => log.warn(line)) : () => {};
  const server = createServer((req, res) => {
    // One id per request, on its reply and on every log line written while it is handled.
    const requestId = randomUUID();
    res.setHeader('x-request-id', requestId);
    logRequest(req, res, requestId, performance.now());
    void withRequestId(requestId, () => handle(req, res));
  });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    warnIfProxied(req.headers);
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!ALLOWED_METHODS.includes(req.method ?? '') || (req.method === 'OPTIONS' && url.pathname !== '/graphql')) {
        res.writeHead(405, { allow: ALLOWED_METHODS.join(', '), 'content-type': 'text/plain; charset=utf-8' });
        return void res.end('Method not allowed');
      }
      // One build answers the whole request, even if a new one is switched in meanwhile.
      const site = live.current();
      const { everyReply, documentOnly } = splitSecurityHeaders(site.headers);
      for (const [name, value] of Object.entries(everyReply)) res.setHeader(name, value);
      // Pages of personal data or payment name no marketing tag host: no tag runs there. The search
      // (and its worker) compiles WebAssembly. GraphiQL (development only) loads its page from a CDN.
      const isPrivate = isPrivatePage(url.pathname);
      const { 'content-security-policy': buildPolicy, ...framing } = documentOnly;
      const policy = isPrivate ? site.privatePolicy : needsWasm(url.pathname) ? withWasm(buildPolicy!) : buildPolicy!;
      setOnDocuments(res, url.pathname, url.pathname === '/graphql' ? framing : { ...framing, 'content-security-policy': policy });
      if (url.pathname === '/graphql') {
        const refusal = refuseBody(req);
        if (refusal) {
          res.writeHead(refusal.status, {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
            ...apiCorsHeaders(req.headers.origin ?? null, config.corsOrigins),
          });
          return void res.end(JSON.stringify({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] }));
        }
        return void (await api(req, res));
      }
      for (const route of routes) if (await route(req, res, url)) return;
      const redirect = site.findRedirect(url.pathname);
      if (redirect) {
        const status = redirect.status ?? 301;
        res.writeHead(status, {
          location: redirect.to + url.search,
          'cache-control': status === 301 ? 'public, max-age=3600' : 'no-cache',
        });
        return void res.end();
      }
      if (await site.serveStatic(req, res, url.pathname)) return;
      holdForPagePolicy(res, (page) => site.pagePolicy(page, isPrivate));
      await site.astro(req, res);
    } catch (error) {
      log.error({ err: error }, 'The request failed.');
      answerServerError(res, live.current().serverErrorPage);
    }
  };

  // Node's default (5 s) is shorter than a load balancer's idle timeout: the balancer would send
  // a request down a connection the server is closing, and the shopper would get a 502.
  server.keepAliveTimeout = config.keepAliveMs;
  const closer = gracefulClose(server);
  draining = closer.draining;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host}:${port}`,
    paymentOrigins: paymentPlugins.origins,
    contentPipeline,
    db,
    async close() {
      // Stop taking requests and finish those in flight; then the background work (a payment
      // attempt still open is left to the next sweep, in this or another process); then the pool.
      const cut = await closer.close(config.shutdownGraceMs);
      if (cut > 0) log.warn(`Shutdown: ${cut} request(s) still running after ${config.shutdownGraceMs} ms were cut.`);
      stockAlerts.stop();
      await catalogueWatch?.stop();
      await Promise.all([sweep.stop(), planRounds.stop(), mailOutbox.stop(), contentPipeline?.stop()]);
      await identity.close();
      await paymentPlugins.close();
      await mail.close();
      await db.destroy();
    },
  };
}

/**
 * Development (and a test's in-memory store) migrates on start. Production does not: migrations
 * run once per release through `npm run migrate`, and a server whose database is behind refuses
 * to start rather than serve a schema it does not match.
 */
async function bringSchemaCurrent(db: Kysely<Database>, config: ServerConfig): Promise<void> {
  const inMemory = config.store.kind === 'pglite' && config.store.dataDir === undefined;
  if (config.development || inMemory) return migrateToLatest(db);
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    await db.destroy();
    throw databaseBehindError(pending);
  }
}

/** The seller a mail is signed with; a row removed since start-up leaves the mail to be retried. */
async function recordedSeller(db: Kysely<Database>, tenantId: string): Promise<SellerIdentity> {
  const seller = await readSeller(db, tenantId);
  if (!seller) throw new Error(`No seller is recorded for tenant ${tenantId}: its order mail waits until one is.`);
  return seller;
}

/**
 * The content pipeline this process runs: rebuilding in-process needs a site it serves; with a
 * deploy hook any process may call the hook. An API-only process without a hook has none.
 */
function startServerContentPipeline(inputs: {
  config: ServerConfig;
  options: StartOptions;
  db: Kysely<Database>;
  now: () => Date;
  live: LiveSite;
  serverPolicy: ServerPolicyInputs;
}): ContentPipeline | null {
  const { config, options, db } = inputs;
  const serveSite = options.serveSite ?? true;
  const { deployHookUrl } = config.contentPipeline;
  if (!serveSite && !deployHookUrl && !options.siteBuilder) return null;
  // Several workers would each need their own switch, and only the one holding the lock would
  // build: without a host to deploy, they serve the build they started with (config.ts refuses
  // the webhook secret then).
  if (config.workers > 1 && !deployHookUrl && !options.siteBuilder) return null;
  const buildsDir = resolve(options.buildsDir ?? `${projectRoot}.builds`);
  const buildEnv = options.buildEnv ?? process.env;
  const builder =
    options.siteBuilder ??
    (deployHookUrl
      ? deployHookBuilder(deployHookUrl)
      : localSiteBuilder({ projectRoot, buildsDir, env: buildEnv, prepare: () => writeBuildFacts(projectRoot, db, buildEnv) }));
  // Builds left by an earlier run are served by no one now (a start serves dist/). Clearing them
  // is housekeeping: another server started from the same folder may be writing a build there at
  // this moment (ENOTEMPTY), and that must not stop this one from starting.
  if (!options.siteBuilder && !deployHookUrl) {
    try {
      rmSync(buildsDir, { recursive: true, force: true, maxRetries: 2 });
    } catch (error) {
      log.warn({ err: error, buildsDir }, 'Old content builds could not all be removed; they are left on disk.');
    }
  }
  return startContentPipeline({
    settings: config.contentPipeline,
    db,
    now: inputs.now,
    live: inputs.live,
    builder,
    loadSite: (dir, sharing) => loadSite(dir, inputs.serverPolicy, sharing),
    shared: config.store.kind === 'postgres',
    trustedProxies: config.limits.trustedProxies,
    ownsDir: (dir) => resolve(dir).startsWith(`${buildsDir}${sep}`),
    log: { info: (message) => log.info(message), error: (err, message) => log.error({ err }, message) },
  });
}
