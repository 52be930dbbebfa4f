import { resolve } from 'node:path';
import { z } from 'zod';
import type { StoreLocation } from '../commerce/store/database.ts';
import type { LogFormat, LogLevel } from '../commerce/log.ts';
import type { ConfiguredPaymentPlugin } from '../commerce/payments/plugin.ts';
import { configurePaymentPlugins, DEVELOPMENT_PAYMENT_PLUGINS } from '../commerce/payments/plugins.ts';
import { readLimitSettings, type LimitSettings } from '../commerce/limits/limit-settings.ts';
import { readMailSettings, type MailSettings } from '../commerce/mail/mail-settings.ts';
import { readOrderMailSettings, type OrderMailSettings } from '../commerce/mail/order-mail-settings.ts';
import { readSesEventsTopic } from '../commerce/mail/ses-events-settings.ts';
import { PREVIEW_SECRET_MIN_LENGTH } from '../src/features/preview/preview-settings.ts';
import { planLinkSecret } from '../commerce/repeat-delivery/index.ts';
import { isLoopback } from '../src/lib/loopback.ts';

// An empty variable (say `DATABASE_URL=` in an env file) means "not set".
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const serverEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /** Where the embedded database keeps its files when DATABASE_URL is not set. */
  HEARTH_DATA_DIR: z.string().min(1).default('.data'),
  /** Only the exact value `development` (with a loopback HOST) turns the conveniences on; npm start sets it when unset. */
  NODE_ENV: z.preprocess(unsetIfEmpty, z.string().optional()),
  /** The storefront's public origin; the API answers browsers from it (CORS). Unset: this server on localhost. */
  PUBLIC_SITE_URL: z.preprocess(unsetIfEmpty, z.url('PUBLIC_SITE_URL must be a URL such as https://www.hearth.example').optional()),
  /** More origins whose pages may call the API, comma-separated (e.g. a preview site). */
  HEARTH_CORS_ORIGINS: z.preprocess(unsetIfEmpty, z.string().optional()),
  /** Signs order-history page links; all processes of one shop share it. */
  HEARTH_CURSOR_SECRET: z.string().min(32, 'HEARTH_CURSOR_SECRET must be at least 32 characters').optional(),
  /** Signs the skip/pause/stop links of repeat delivery mails; unset in production: the mails offer the account instead. */
  HEARTH_PLAN_LINK_SECRET: z.preprocess(
    unsetIfEmpty,
    z.string().min(32, 'HEARTH_PLAN_LINK_SECRET must be at least 32 characters').optional(),
  ),
  /** Opens the drafts preview (src/features/preview); checked here so a short one stops the start. */
  HEARTH_PREVIEW_SECRET: z.preprocess(unsetIfEmpty, z.string().optional()),
  /** The shop's public origin, for the return URLs card providers send shoppers back to. */
  HEARTH_SITE_ORIGIN: z.preprocess(unsetIfEmpty, z.url('HEARTH_SITE_ORIGIN must be a URL such as https://www.hearth.example').optional()),
  /** The Cognito user pool whose ID tokens sign customers in; unset in development: a local pool. */
  COGNITO_USER_POOL_ID: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[a-z]{2}-[a-z]+-\d_[A-Za-z0-9]+$/, 'COGNITO_USER_POOL_ID looks like eu-west-2_AbC123')
      .optional(),
  ),
  COGNITO_CLIENT_ID: z.preprocess(unsetIfEmpty, z.string().min(1).optional()),
  /** The identity pool that gives guests (and customers) AWS credentials; optional. */
  COGNITO_IDENTITY_POOL_ID: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[a-z]{2}-[a-z]+-\d:[0-9a-f-]{36}$/, 'COGNITO_IDENTITY_POOL_ID looks like eu-west-2:1a2b3c4d-…')
      .optional(),
  ),
  /** The user pool's hosted-UI domain (e.g. auth.hearth.example) for sign-in with Google; optional. */
  COGNITO_OAUTH_DOMAIN: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/, 'COGNITO_OAUTH_DOMAIN is a host name such as auth.hearth.example, without https://')
      .optional(),
  ),
  /** Development: also run a stand-in for the hosted UI (https, self-signed) to try sign-in with redirect. */
  HEARTH_LOCAL_HOSTED_UI: z.preprocess(unsetIfEmpty, z.enum(['on', 'off']).optional()),
  /** Development: run cognito-local (with our wrapper) on this port; off to run without sign-in. */
  HEARTH_LOCAL_COGNITO: z.preprocess(unsetIfEmpty, z.enum(['on', 'off']).optional()),
  HEARTH_LOCAL_COGNITO_PORT: z.coerce.number().int().min(0).max(65535).default(4329),
  /** Development without MAIL_TRANSPORT: the local SMTP server's port on 127.0.0.1. */
  HEARTH_LOCAL_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(4325),
  /** Development: the repeat delivery round job's pass every this many ms instead of five minutes (the browser tests). */
  HEARTH_PLAN_ROUNDS_EVERY_MS: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number()
      .int('HEARTH_PLAN_ROUNDS_EVERY_MS is a whole number of milliseconds such as 2000')
      .min(1000, 'HEARTH_PLAN_ROUNDS_EVERY_MS is at least 1000 (one second)')
      .max(300_000, 'HEARTH_PLAN_ROUNDS_EVERY_MS is at most 300000 (the usual five minutes)')
      .optional(),
  ),
  /** How long a stopping server waits for the requests in flight before cutting them. */
  HEARTH_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * How long a kept-alive connection may sit idle before the server closes it. Longer than the
   * idle timeout of whatever sends it requests (a load balancer's: AWS ALB 60 s), or a client
   * reusing the connection as the server closes it gets a reset instead of an answer.
   */
  HEARTH_KEEP_ALIVE_MS: z.coerce.number().int().min(1000).max(900_000).default(65_000),
  /** `npm start` in production: this many API worker processes on one port (node:cluster); 1: no cluster. */
  HEARTH_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Turns on POST /webhooks/sanity: the secret the Sanity webhook signs its deliveries with. */
  SANITY_WEBHOOK_SECRET: z.preprocess(unsetIfEmpty, z.string().min(16, 'SANITY_WEBHOOK_SECRET must be at least 16 characters').optional()),
  /** Production: a URL that starts a build when POSTed (the host's build hook); unset: rebuild in this process. */
  HEARTH_DEPLOY_HOOK_URL: z.preprocess(
    unsetIfEmpty,
    z.url('HEARTH_DEPLOY_HOOK_URL must be a URL such as https://api.netlify.com/build_hooks/…').optional(),
  ),
  /** Quiet time after the last content change before a rebuild starts (a burst of webhooks makes one build). */
  HEARTH_REBUILD_SETTLE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** The least severe log lines written. */
  HEARTH_LOG_LEVEL: z.preprocess(unsetIfEmpty, z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info')),
  /** JSON lines (production's default) or readable lines (development's default). */
  HEARTH_LOG_FORMAT: z.preprocess(unsetIfEmpty, z.enum(['json', 'pretty']).optional()),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** The storefront's public origin (PUBLIC_SITE_URL, else this server on localhost). */
  siteUrl: string;
  store: StoreLocation;
  /** Where embedded services keep their files (the embedded database, the local Cognito). */
  dataDir: string;
  /**
   * True only with NODE_ENV=development on a loopback HOST: the development conveniences (local
   * Cognito and its mailbox, the payment stand-ins, GraphiQL, introspection, the demo customer and postcodes,
   * the development cursor secret) run only then.
   */
  development: boolean;
  /** Everything that is not `development` runs as production: fail closed. */
  production: boolean;
  /** The origins whose pages may call /graphql from a browser (never with credentials). */
  corsOrigins: string[];
  /** Query text besides the storefront's persisted operations: development only (GraphiQL, ad-hoc calls). */
  arbitraryOperations: boolean;
  /** Undefined in development: the API then uses its development secret. */
  cursorSecret: string | undefined;
  /** Signs repeat delivery mail links: the environment's; the development one only in development; else null (no links). */
  planLinkSecret: string | null;
  /** Undefined: the server's own address. */
  siteOrigin: string | undefined;
  /** The real pool when configured; null: a local pool in development (see localCognito), none in production. */
  identity: { userPoolId: string; clientId: string; identityPoolId: string | null; oauthDomain: string | null } | null;
  /** Where to run the local Cognito in development, or null; `hostedUi` adds the hosted-UI stand-in. */
  localCognito: { port: number; hostedUi: boolean } | null;
  /**
   * The payment plug-ins this process takes money through, each with its settings read
   * (commerce/payments/plugins.ts): those whose settings are in the environment, and in
   * development the stand-ins not switched off.
   */
  payments: ConfiguredPaymentPlugin[];
  /** HEARTH_TRUST_PROXY and HEARTH_API_RATE_LIMIT (commerce/limits/limit-settings.ts). */
  limits: LimitSettings;
  /** The provider MAIL_TRANSPORT names; in development without one, the local SMTP server on this port. */
  mail: MailSettings | { transport: 'local'; port: number };
  /** HEARTH_ORDERS_MAIL_TO (commerce/mail/order-mail-settings.ts). */
  orderMail: OrderMailSettings;
  /** MAIL_SES_EVENTS_TOPIC_ARN (SES only): the topic whose bounces /webhooks/ses-events takes; null: none. */
  sesEventsTopicArn: string | null;
  /** How often the repeat delivery round job passes: five minutes, or HEARTH_PLAN_ROUNDS_EVERY_MS in development. */
  planRoundsEveryMs: number;
  /** HEARTH_SHUTDOWN_GRACE_MS: the bounded wait for requests in flight on SIGTERM. */
  shutdownGraceMs: number;
  /** HEARTH_KEEP_ALIVE_MS: how long an idle kept-alive connection stays open. */
  keepAliveMs: number;
  /** HEARTH_WORKERS: API worker processes `npm start` runs on one port. */
  workers: number;
  /** HEARTH_LOG_LEVEL and HEARTH_LOG_FORMAT. */
  log: { level: LogLevel; format: LogFormat };
  /** SANITY_WEBHOOK_SECRET, HEARTH_DEPLOY_HOOK_URL, HEARTH_REBUILD_SETTLE_MS (docs/content.md). */
  contentPipeline: ContentPipelineSettings;
}

export interface ContentPipelineSettings {
  /** Null: no /webhooks/sanity route at all. */
  webhookSecret: string | null;
  /** Null: a rebuild builds in this process and switches to it; set: it POSTs this URL instead. */
  deployHookUrl: string | null;
  settleMs: number;
  /** The longest a change waits for a build while changes keep coming. */
  maxWaitMs: number;
}

/** Reads the server's settings from the environment; a bad value stops start-up with its name. */
export function loadServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = serverEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Server settings are not valid: ${problems}`);
  }
  const e = parsed.data;
  const development = e.NODE_ENV === 'development' && isLoopback(e.HOST);
  const production = !development;
  const why = productionReason(e.NODE_ENV, e.HOST);
  if (production && !e.HEARTH_CURSOR_SECRET) {
    throw new Error(`Server settings are not valid: set HEARTH_CURSOR_SECRET (32+ random characters) in production (${why}).`);
  }
  // The preview itself stays shut with a short secret; saying so at start beats a silent 404.
  if (e.HEARTH_PREVIEW_SECRET !== undefined && e.HEARTH_PREVIEW_SECRET.length < PREVIEW_SECRET_MIN_LENGTH) {
    throw new Error(
      `Server settings are not valid: HEARTH_PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_LENGTH} random characters.`,
    );
  }
  const paymentStandInsAsked = developmentSwitchesAsked(env);
  if (production) {
    const asked = [...paymentStandInsAsked, ...DEVELOPMENT_ONLY.filter((name) => e[name] === 'on')];
    if (asked.length > 0) {
      throw new Error(
        `Server settings are not valid: ${asked.join(', ')} run only in development (NODE_ENV=development on a loopback HOST); ${why}.`,
      );
    }
  }
  // A quicker round job is for watching a plan's round be made in development; production keeps its rhythm.
  if (production && e.HEARTH_PLAN_ROUNDS_EVERY_MS !== undefined) {
    throw new Error(
      `Server settings are not valid: HEARTH_PLAN_ROUNDS_EVERY_MS runs only in development (NODE_ENV=development on a loopback HOST); ${why}.`,
    );
  }
  if (!!e.COGNITO_USER_POOL_ID !== !!e.COGNITO_CLIENT_ID) {
    throw new Error('Server settings are not valid: set both COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID, or neither.');
  }
  const identity =
    e.COGNITO_USER_POOL_ID && e.COGNITO_CLIENT_ID
      ? {
          userPoolId: e.COGNITO_USER_POOL_ID,
          clientId: e.COGNITO_CLIENT_ID,
          identityPoolId: e.COGNITO_IDENTITY_POOL_ID ?? null,
          oauthDomain: e.COGNITO_OAUTH_DOMAIN ?? null,
        }
      : null;
  const mail = readMailSettings(env);
  if (production && !mail) {
    throw new Error(`Server settings are not valid: set MAIL_TRANSPORT (smtp or ses) and MAIL_FROM in production (${why}).`);
  }
  if (e.HEARTH_WORKERS > 1 && (!e.DATABASE_URL || development)) {
    throw new Error(
      'Server settings are not valid: HEARTH_WORKERS above 1 needs DATABASE_URL (an embedded database belongs to one process) and production (the development services listen on fixed ports).',
    );
  }
  if (e.SANITY_WEBHOOK_SECRET && e.HEARTH_WORKERS > 1 && !e.HEARTH_DEPLOY_HOOK_URL) {
    throw new Error(
      'Server settings are not valid: with HEARTH_WORKERS above 1 a rebuild in one worker would switch only that worker: set HEARTH_DEPLOY_HOOK_URL (a host build hook) with SANITY_WEBHOOK_SECRET.',
    );
  }
  if (production && e.HEARTH_DEPLOY_HOOK_URL && new URL(e.HEARTH_DEPLOY_HOOK_URL).protocol !== 'https:') {
    throw new Error(`Server settings are not valid: HEARTH_DEPLOY_HOOK_URL must be https in production (${why}).`);
  }
  // The payment plug-ins' settings: read here so a half-set one stops start-up.
  const payments = configurePaymentPlugins(env, { production, development, siteOrigin: e.HEARTH_SITE_ORIGIN ?? null });
  // A development shop on another port links its mails to that port (PORT 0, any free port, keeps the usual one).
  const siteUrl = e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT || 4321}`;
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    store: storeLocation(e),
    dataDir: resolve(e.HEARTH_DATA_DIR),
    development,
    production,
    corsOrigins: corsOrigins(siteUrl, e.HEARTH_SITE_ORIGIN, e.HEARTH_CORS_ORIGINS),
    arbitraryOperations: development,
    cursorSecret: e.HEARTH_CURSOR_SECRET,
    planLinkSecret: planLinkSecret({ HEARTH_PLAN_LINK_SECRET: e.HEARTH_PLAN_LINK_SECRET }, development),
    siteOrigin: e.HEARTH_SITE_ORIGIN,
    identity,
    localCognito:
      !identity && development && e.HEARTH_LOCAL_COGNITO !== 'off'
        ? { port: e.HEARTH_LOCAL_COGNITO_PORT, hostedUi: e.HEARTH_LOCAL_HOSTED_UI === 'on' }
        : null,
    payments,
    limits: readLimitSettings(env, development),
    mail: mail ?? { transport: 'local', port: e.HEARTH_LOCAL_SMTP_PORT },
    orderMail: readOrderMailSettings(env),
    sesEventsTopicArn: readSesEventsTopic(env, mail?.transport ?? null),
    planRoundsEveryMs: e.HEARTH_PLAN_ROUNDS_EVERY_MS ?? PLAN_ROUNDS_EVERY_MS,
    shutdownGraceMs: e.HEARTH_SHUTDOWN_GRACE_MS,
    keepAliveMs: e.HEARTH_KEEP_ALIVE_MS,
    workers: e.HEARTH_WORKERS,
    log: { level: e.HEARTH_LOG_LEVEL, format: e.HEARTH_LOG_FORMAT ?? (development ? 'pretty' : 'json') },
    contentPipeline: readContentPipelineSettings(e),
  };
}

/**
 * How long a rebuild waits for the burst a publish can be (one webhook per document published
 * together) to end. Here a change re-renders only the pages it touches, in a second or two, so a
 * short wait keeps an edit live within seconds; a host's build (the deploy hook) costs minutes and
 * is billed per build, so there the wait is longer and gathers more of an editor's session.
 */
export const REBUILD_SETTLE_MS = { local: 3_000, deployHook: 10_000 } as const;

function readContentPipelineSettings(e: {
  SANITY_WEBHOOK_SECRET?: string;
  HEARTH_DEPLOY_HOOK_URL?: string;
  HEARTH_REBUILD_SETTLE_MS?: number;
}) {
  const deployHookUrl = e.HEARTH_DEPLOY_HOOK_URL ?? null;
  const settleMs = e.HEARTH_REBUILD_SETTLE_MS ?? (deployHookUrl ? REBUILD_SETTLE_MS.deployHook : REBUILD_SETTLE_MS.local);
  return { webhookSecret: e.SANITY_WEBHOOK_SECRET ?? null, deployHookUrl, settleMs, maxWaitMs: Math.max(60_000, settleMs * 6) };
}

/** The repeat delivery round job's usual rhythm (docs/delivery-plans.md). */
const PLAN_ROUNDS_EVERY_MS = 5 * 60_000;

/** The settings that switch on a development convenience; asking for one in production stops start-up. */
const DEVELOPMENT_ONLY = ['HEARTH_LOCAL_COGNITO', 'HEARTH_LOCAL_HOSTED_UI'] as const;

/**
 * Each development payment stand-in's switch (commerce/payments/plugins.ts): `off` leaves it out
 * in development; it takes no real money, so asking for it (`on`) in production stops start-up
 * like the other development conveniences.
 */
const switchValue = z.preprocess(unsetIfEmpty, z.enum(['on', 'off']).optional());
function developmentSwitchesAsked(env: Record<string, string | undefined>): string[] {
  return DEVELOPMENT_PAYMENT_PLUGINS.flatMap((plugin) => {
    const value = switchValue.safeParse(env[plugin.switch]);
    if (!value.success) throw new Error(`Server settings are not valid: ${plugin.switch}: must be on or off.`);
    return value.data === 'on' ? [plugin.switch] : [];
  });
}

// The same test the preview's settings make, inside the built site (src/features/preview).
export { isLoopback };

function productionReason(nodeEnv: string | undefined, host: string): string {
  if (nodeEnv === 'development') return `HOST=${host} is not a loopback address, so this runs as production`;
  if (nodeEnv === undefined) return 'NODE_ENV is not set, so this runs as production; npm start sets NODE_ENV=development';
  if (nodeEnv === 'production') return 'NODE_ENV=production';
  return `NODE_ENV=${nodeEnv} is not development, so this runs as production`;
}

function corsOrigins(siteUrl: string, siteOrigin: string | undefined, extra: string | undefined): string[] {
  const origins = new Set([new URL(siteUrl).origin]);
  if (siteOrigin) origins.add(new URL(siteOrigin).origin);
  for (const entry of (extra ?? '').split(',')) {
    const value = entry.trim();
    if (!value) continue;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, '')) {
      throw new Error(
        `Server settings are not valid: HEARTH_CORS_ORIGINS: ${JSON.stringify(value)} is not an origin such as https://preview.hearth.example`,
      );
    }
    origins.add(url.origin);
  }
  return [...origins];
}

/** Where the commerce store is, without the rest of the server's settings (the build reads only this). */
export function loadStoreLocation(env: Record<string, string | undefined>): StoreLocation {
  const parsed = serverEnv.pick({ DATABASE_URL: true, HEARTH_DATA_DIR: true }).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Server settings are not valid: ${problems}`);
  }
  return storeLocation(parsed.data);
}

function storeLocation(e: { DATABASE_URL?: string | undefined; HEARTH_DATA_DIR: string }): StoreLocation {
  return e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(e.HEARTH_DATA_DIR, 'pglite') };
}
