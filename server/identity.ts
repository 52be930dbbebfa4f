import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createCognitoIdTokenVerifier } from '../commerce/identity/cognito-id-token.ts';
import { storeCustomerDirectory } from '../commerce/identity/customer-directory.store.ts';
import { InvalidIdTokenError, type IdTokenVerifier } from '../commerce/identity/id-token.ts';
// A type only (erased): the local Cognito itself is loaded in development, below.
import type { LocalCognito } from '../dev/local-cognito/start-local-cognito.ts';
import { sharedSignInLimits } from '../commerce/identity/triggers/shared-sign-in-limits.ts';
import type { MailPort } from '../commerce/mail/mail-port.ts';
import type { HttpRoute } from '../commerce/http-routes.ts';
import type { Database } from '../commerce/store/tables.ts';
import type { IdentityClientConfig } from '../src/lib/identity/client-config.ts';
import type { ServerConfig } from './config.ts';
import { log } from '../commerce/log.ts';

/** The identity providers behind the hosted UI; the sign-in page offers a button for each. */
const HOSTED_UI_PROVIDERS = ['Google'];

/** The settings the browser gets; `endpoint` only for the local pool (both Amplify endpoints). */
function publishedPool(pool: {
  region: string;
  userPoolId: string;
  clientId: string;
  identityPoolId: string | null;
  endpoint: string | null;
  hostedUiDomain: string | null;
}): IdentityClientConfig {
  return {
    region: pool.region,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.clientId,
    identityPoolId: pool.identityPoolId,
    userPoolEndpoint: pool.endpoint,
    identityPoolEndpoint: pool.endpoint,
    hostedUi: pool.hostedUiDomain ? { domain: pool.hostedUiDomain, providers: HOSTED_UI_PROVIDERS } : null,
  };
}

export interface ServerIdentity {
  verifier: IdTokenVerifier | null;
  clientConfig(): Promise<IdentityClientConfig | null>;
  close(): Promise<void>;
}

/**
 * Sign-in for this server: the real user pool when configured; otherwise, in development, a
 * local Cognito started in the background (the shop opens while it starts; the first signed-in
 * request waits for it; if it cannot start, the shop runs without sign-in); else none.
 */
export function serverIdentity(config: ServerConfig, db: Kysely<Database>, mail: MailPort): ServerIdentity {
  if (config.identity) {
    const pool = config.identity;
    const clientConfig = publishedPool({
      ...pool,
      region: pool.userPoolId.split('_')[0]!,
      endpoint: null,
      hostedUiDomain: pool.oauthDomain,
    });
    return { verifier: createCognitoIdTokenVerifier(pool), clientConfig: async () => clientConfig, close: async () => {} };
  }
  // The settings give a local pool only in development; asking again here keeps a production
  // start from loading the stand-in even if they ever did not.
  if (!config.localCognito || !config.development) return { verifier: null, clientConfig: async () => null, close: async () => {} };
  const { port, hostedUi } = config.localCognito;

  // Loaded here, not imported above: a production start never loads the development stand-ins.
  const local: Promise<LocalCognito | null> = Promise.all([
    import('../dev/local-cognito/start-local-cognito.ts'),
    import('../dev/local-cognito/self-signed-tls.ts'),
    import('../dev/demo/demo-staff.ts'),
  ])
    .then(([{ startLocalCognito }, { localTlsCertificate }, { DEMO_STAFF }]) =>
      startLocalCognito({
        dataDirectory: join(config.dataDir, 'cognito'),
        port,
        customerDirectory: storeCustomerDirectory(db),
        staff: [DEMO_STAFF],
        mail,
        // The shop's limit store: shared over PostgreSQL with every API process, in memory on PGlite.
        signInLimits: sharedSignInLimits(
          config.store.kind === 'postgres' ? { kind: 'postgres', db } : { kind: 'memory' },
          config.limits.scale,
        ),
        ...(hostedUi ? localHostedUi(() => localTlsCertificate(join(config.dataDir, 'cognito'))) : {}),
        log: (line) => log.info(`[cognito] ${line}`),
        // The shop's pages call the pool from the browser: its configured origins, and this server's own.
        allowedOrigins: [
          ...new Set([
            ...config.corsOrigins,
            ...(config.port ? [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`] : []),
          ]),
        ],
      }),
    )
    .then(
      (cognito) => {
        log.info(`Local Cognito (sign-in codes are printed here and at /dev/mailbox) at ${cognito.url}`);
        return cognito;
      },
      (error: Error) => {
        log.error(`Local Cognito did not start, so signing in is off: ${error.message}`);
        return null;
      },
    );
  const localVerifier = local.then((cognito) =>
    cognito
      ? createCognitoIdTokenVerifier({
          userPoolId: cognito.userPoolId,
          clientId: cognito.clientId,
          issuer: cognito.issuer,
          development: true,
        })
      : null,
  );
  return {
    verifier: {
      async verify(token) {
        const verifier = await localVerifier;
        if (!verifier) throw new InvalidIdTokenError('Signing in is off: the local Cognito did not start.');
        return verifier.verify(token);
      },
    },
    async clientConfig() {
      const cognito = await local;
      return cognito ? publishedPool({ ...cognito, endpoint: cognito.url }) : null;
    },
    close: async () => (await local)?.close(),
  };
}

/** The hosted-UI stand-in's TLS; without openssl, sign-in with redirect is simply not offered. */
function localHostedUi(certificate: () => { key: string; cert: string }): { hostedUi?: { tls: { key: string; cert: string } } } {
  try {
    return { hostedUi: { tls: certificate() } };
  } catch (error) {
    log.error(`The local hosted UI is off: ${(error as Error).message}`);
    return {};
  }
}

/** GET /identity/config.json: the pool settings for the storefront's Amplify, or 404 without sign-in. */
export function identityConfigRoute(identity: ServerIdentity): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname !== '/identity/config.json' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const clientConfig = await identity.clientConfig();
    res.writeHead(clientConfig ? 200 : 404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(clientConfig ?? { message: 'Signing in is not available on this server.' }));
    return true;
  };
}
