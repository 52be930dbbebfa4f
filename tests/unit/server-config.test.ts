import { describe, expect, it } from 'vitest';
import type { AirwallexConfig } from '../../commerce/payments/airwallex/config.ts';
import { isLoopback, loadServerConfig, loadStoreLocation, type ServerConfig } from '../../server/config.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';

const SECRET = 'x'.repeat(32);

/** Every development convenience the config switches, as one object to compare. */
function conveniences(env: Record<string, string | undefined>) {
  const config = loadServerConfig(env);
  return {
    development: config.development,
    // The development payment stand-ins (the test card gateway) among the plug-ins to start.
    testCards: config.payments.some((plugin) => plugin.id === 'test-card'),
    localCognito: config.localCognito !== null,
    // Query text besides the storefront's persisted operations.
    arbitraryOperations: config.arbitraryOperations,
  };
}

const NONE = { development: false, testCards: false, localCognito: false, arbitraryOperations: false };

describe('Development conveniences fail closed (server/config.ts)', () => {
  it('run with NODE_ENV=development on a loopback host, as npm start sets it', () => {
    for (const HOST of [undefined, 'localhost', '127.0.0.1', '::1', '[::1]']) {
      expect(conveniences({ NODE_ENV: 'development', HOST })).toEqual({
        development: true,
        testCards: true,
        localCognito: true,
        arbitraryOperations: true,
      });
    }
    expect(loadServerConfig({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it('are all off in production, which never falls back to the development cursor secret', () => {
    expect(conveniences({ NODE_ENV: 'production', HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV })).toEqual(NONE);
    expect(loadServerConfig({ NODE_ENV: 'production', HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV }).production).toBe(true);
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(/HEARTH_CURSOR_SECRET/);
  });

  it('are refused by name when production asks for one', () => {
    for (const name of ['HEARTH_TEST_CARDS', 'HEARTH_LOCAL_COGNITO', 'HEARTH_LOCAL_HOSTED_UI']) {
      expect(() =>
        loadServerConfig({ NODE_ENV: 'production', HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV, [name]: 'on' }),
      ).toThrow(new RegExp(`${name} run only in development`));
    }
    // Saying "off" is always fine.
    expect(
      conveniences({ NODE_ENV: 'production', HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV, HEARTH_TEST_CARDS: 'off' }),
    ).toEqual(NONE);
  });

  it('are off for development on a host other machines can reach', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'shop.example', 'localhost.example.com', '127.0.0.1.nip.io']) {
      expect(conveniences({ NODE_ENV: 'development', HOST, HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV })).toEqual(NONE);
      expect(() => loadServerConfig({ NODE_ENV: 'development', HOST })).toThrow(/HEARTH_CURSOR_SECRET.*not a loopback address/);
    }
  });

  it('are off for an unset or unknown NODE_ENV, which runs as production', () => {
    for (const NODE_ENV of [undefined, '', 'staging', 'prod', 'test', 'Development', 'development ']) {
      expect(conveniences({ NODE_ENV, HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV })).toEqual(NONE);
      expect(() => loadServerConfig({ NODE_ENV })).toThrow(/HEARTH_CURSOR_SECRET/);
    }
    expect(() => loadServerConfig({})).toThrow(/NODE_ENV is not set/);
  });

  it('stop a production start that configures half of sign-in or of Airwallex, naming what is missing', () => {
    const production = { NODE_ENV: 'production', HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV };
    expect(() => loadServerConfig({ ...production, COGNITO_USER_POOL_ID: 'eu-west-2_Abc123' })).toThrow(/COGNITO_CLIENT_ID/);
    expect(() => loadServerConfig({ ...production, AIRWALLEX_CLIENT_ID: 'id' })).toThrow(/AIRWALLEX_BASE_URL.*AIRWALLEX_API_KEY/);
    // The test card gateway's switch takes only on or off, in development too.
    expect(() => loadServerConfig({ NODE_ENV: 'development', HEARTH_TEST_CARDS: 'yes' })).toThrow(/HEARTH_TEST_CARDS: must be on or off/);
  });

  it('stop a production start whose Airwallex base URL is plain http; development may use a local http stand-in', () => {
    const airwallex = {
      HEARTH_SITE_ORIGIN: 'https://shop.example',
      AIRWALLEX_BASE_URL: 'http://api.airwallex.com',
      AIRWALLEX_CLIENT_ID: 'id',
      AIRWALLEX_API_KEY: 'key',
      AIRWALLEX_WEBHOOK_SECRET: 'secret',
    };
    const production = { NODE_ENV: 'production', HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV, ...airwallex };
    expect(() => loadServerConfig(production)).toThrow(/AIRWALLEX_BASE_URL must be https in production/);
    const airwallexSettings = (config: ServerConfig) =>
      config.payments.find((plugin) => plugin.id === 'airwallex')?.settings as AirwallexConfig | undefined;
    expect(airwallexSettings(loadServerConfig({ ...production, AIRWALLEX_BASE_URL: 'https://api.airwallex.com' }))?.baseUrl).toBe(
      'https://api.airwallex.com',
    );
    const local = loadServerConfig({ NODE_ENV: 'development', ...airwallex, AIRWALLEX_BASE_URL: 'http://127.0.0.1:4010' });
    expect(airwallexSettings(local)?.baseUrl).toBe('http://127.0.0.1:4010');
    // Unset: no Airwallex plug-in among those to start.
    expect(airwallexSettings(loadServerConfig({ NODE_ENV: 'development' }))).toBeUndefined();
  });
});

describe('isLoopback', () => {
  it('knows the loopback names and addresses, and nothing else', () => {
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '', '10.0.0.1', '127.0.0.1.example', 'localhost.example'].some(isLoopback)).toBe(false);
  });
});

describe('CORS origins', () => {
  const production = { NODE_ENV: 'production', HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV };

  it("are the site's own origin, HEARTH_SITE_ORIGIN and the HEARTH_CORS_ORIGINS list", () => {
    expect(loadServerConfig({ NODE_ENV: 'development' }).corsOrigins).toEqual(['http://localhost:4321']);
    expect(
      loadServerConfig({
        ...production,
        PUBLIC_SITE_URL: 'https://www.hearth.example/',
        HEARTH_CORS_ORIGINS: 'https://preview.hearth.example, https://staging.hearth.example/',
      }).corsOrigins,
    ).toEqual(['https://www.hearth.example', 'https://preview.hearth.example', 'https://staging.hearth.example']);
  });

  it("follow the server's own port when PUBLIC_SITE_URL is unset, as the shop's address its mails link to", () => {
    const onPort = loadServerConfig({ NODE_ENV: 'development', PORT: '4398' });
    expect(onPort.siteUrl).toBe('http://localhost:4398');
    expect(onPort.corsOrigins).toEqual(['http://localhost:4398']);
    // Any free port (the tests' 0) keeps the usual address; a set PUBLIC_SITE_URL always wins.
    expect(loadServerConfig({ NODE_ENV: 'development', PORT: '0' }).siteUrl).toBe('http://localhost:4321');
    expect(loadServerConfig({ NODE_ENV: 'development', PORT: '4398', PUBLIC_SITE_URL: 'https://www.hearth.example' }).siteUrl).toBe(
      'https://www.hearth.example',
    );
  });

  it('refuse an entry that is not an origin, naming the variable', () => {
    for (const bad of ['*', 'hearth.example', 'https://hearth.example/path', 'ftp://hearth.example']) {
      expect(() => loadServerConfig({ ...production, HEARTH_CORS_ORIGINS: bad })).toThrow(/HEARTH_CORS_ORIGINS/);
    }
  });
});

describe('Mail settings (MAIL_TRANSPORT)', () => {
  const production = { NODE_ENV: 'production', HEARTH_CURSOR_SECRET: SECRET };

  it('stop a production start without mail, naming the variables to set', () => {
    expect(() => loadServerConfig(production)).toThrow(
      /set MAIL_TRANSPORT \(smtp or ses\) and MAIL_FROM in production \(NODE_ENV=production\)/,
    );
  });

  it('stop a start with one variable of a transport missing, by its name', () => {
    expect(() => loadServerConfig({ ...production, MAIL_TRANSPORT: 'smtp', MAIL_SMTP_URL: 'smtp://mail.example' })).toThrow(
      /set MAIL_FROM/,
    );
    expect(() => loadServerConfig({ ...production, MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'orders@hearth.example' })).toThrow(
      /set MAIL_SMTP_URL/,
    );
    expect(() => loadServerConfig({ ...production, MAIL_TRANSPORT: 'ses', MAIL_FROM: 'orders@hearth.example' })).toThrow(
      /set MAIL_SES_REGION/,
    );
    expect(() => loadServerConfig({ ...production, MAIL_TRANSPORT: 'sendgrid' })).toThrow(/MAIL_TRANSPORT is smtp or ses/);
    expect(() => loadServerConfig({ NODE_ENV: 'development', MAIL_FROM: 'orders@hearth.example' })).toThrow(
      /set MAIL_TRANSPORT .* to use MAIL_FROM/,
    );
  });

  it('refuse a malformed sender or SMTP URL without repeating the password', () => {
    const smtp = { ...production, MAIL_TRANSPORT: 'smtp', MAIL_SMTP_URL: 'smtps://shop:s3cret@smtp.example:465' };
    expect(() => loadServerConfig({ ...smtp, MAIL_FROM: 'Hearth <orders@>' })).toThrow(/MAIL_FROM must be one address/);
    expect(() => loadServerConfig({ ...smtp, MAIL_FROM: 'a@hearth.example, b@hearth.example' })).toThrow(/MAIL_FROM must be one address/);
    let refusal: Error | undefined;
    try {
      loadServerConfig({ ...smtp, MAIL_FROM: 'orders@hearth.example', MAIL_SMTP_URL: 'https://shop:s3cret@smtp.example' });
    } catch (error) {
      refusal = error as Error;
    }
    expect(refusal?.message).toMatch(/MAIL_SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(refusal?.message).not.toContain('s3cret');
  });

  it('read the provider; development without one runs the local SMTP server (port from HEARTH_LOCAL_SMTP_PORT)', () => {
    expect(
      loadServerConfig({ ...production, MAIL_TRANSPORT: 'ses', MAIL_FROM: 'Hearth <orders@Hearth.example>', AWS_REGION: 'eu-west-2' }).mail,
    ).toEqual({
      transport: 'ses',
      region: 'eu-west-2',
      from: { header: 'Hearth <orders@Hearth.example>', address: 'orders@Hearth.example', domain: 'hearth.example' },
    });
    expect(loadServerConfig({ ...production, ...PRODUCTION_MAIL_ENV }).mail).toMatchObject({
      transport: 'smtp',
      smtpUrl: PRODUCTION_MAIL_ENV.MAIL_SMTP_URL,
    });
    expect(loadServerConfig({ NODE_ENV: 'development' }).mail).toEqual({ transport: 'local', port: 4325 });
    expect(loadServerConfig({ NODE_ENV: 'development', HEARTH_LOCAL_SMTP_PORT: '0' }).mail).toEqual({ transport: 'local', port: 0 });
  });
});

describe('loadStoreLocation', () => {
  it('reads only the store settings, so a build needs no server secrets', () => {
    expect(loadStoreLocation({ DATABASE_URL: 'postgres://db/shop' })).toEqual({ kind: 'postgres', url: 'postgres://db/shop' });
    expect(loadStoreLocation({}).kind).toBe('pglite');
  });
});

describe('Process settings (server/config.ts)', () => {
  const PRODUCTION = { NODE_ENV: 'production', HEARTH_CURSOR_SECRET: SECRET, ...PRODUCTION_MAIL_ENV };
  const DATABASE_URL = 'postgres://shop@db.internal/hearth';

  it('runs several workers only in production over PostgreSQL', () => {
    expect(loadServerConfig(PRODUCTION).workers).toBe(1);
    expect(loadServerConfig({ ...PRODUCTION, DATABASE_URL, HEARTH_WORKERS: '4' }).workers).toBe(4);
    expect(() => loadServerConfig({ ...PRODUCTION, HEARTH_WORKERS: '2' })).toThrow(/HEARTH_WORKERS above 1 needs DATABASE_URL/);
    expect(() => loadServerConfig({ NODE_ENV: 'development', DATABASE_URL, HEARTH_WORKERS: '2' })).toThrow(/and production/);
    expect(() => loadServerConfig({ ...PRODUCTION, HEARTH_WORKERS: '0' })).toThrow(/HEARTH_WORKERS/);
  });

  it('logs JSON in production and readable lines in development, at the level asked for', () => {
    expect(loadServerConfig(PRODUCTION).log).toEqual({ level: 'info', format: 'json' });
    expect(loadServerConfig({ NODE_ENV: 'development' }).log).toEqual({ level: 'info', format: 'pretty' });
    expect(loadServerConfig({ ...PRODUCTION, HEARTH_LOG_LEVEL: 'debug', HEARTH_LOG_FORMAT: 'pretty' }).log).toEqual({
      level: 'debug',
      format: 'pretty',
    });
    expect(() => loadServerConfig({ ...PRODUCTION, HEARTH_LOG_LEVEL: 'loud' })).toThrow(/HEARTH_LOG_LEVEL/);
  });

  it('bounds the shutdown grace', () => {
    expect(loadServerConfig(PRODUCTION).shutdownGraceMs).toBe(10_000);
    expect(loadServerConfig({ ...PRODUCTION, HEARTH_SHUTDOWN_GRACE_MS: '30000' }).shutdownGraceMs).toBe(30_000);
    expect(() => loadServerConfig({ ...PRODUCTION, HEARTH_SHUTDOWN_GRACE_MS: '600000' })).toThrow(/HEARTH_SHUTDOWN_GRACE_MS/);
  });

  it('passes the delivery plan round job every five minutes; a quicker pass only in development, within bounds', () => {
    expect(loadServerConfig(PRODUCTION).planRoundsEveryMs).toBe(300_000);
    expect(loadServerConfig({ NODE_ENV: 'development' }).planRoundsEveryMs).toBe(300_000);
    expect(loadServerConfig({ NODE_ENV: 'development', HEARTH_PLAN_ROUNDS_EVERY_MS: '2000' }).planRoundsEveryMs).toBe(2000);
    expect(() => loadServerConfig({ ...PRODUCTION, HEARTH_PLAN_ROUNDS_EVERY_MS: '2000' })).toThrow(
      /HEARTH_PLAN_ROUNDS_EVERY_MS runs only in development/,
    );
    expect(() =>
      loadServerConfig({ ...PRODUCTION, NODE_ENV: 'development', HOST: '0.0.0.0', HEARTH_PLAN_ROUNDS_EVERY_MS: '2000' }),
    ).toThrow(/HEARTH_PLAN_ROUNDS_EVERY_MS runs only in development/);
    expect(() => loadServerConfig({ NODE_ENV: 'development', HEARTH_PLAN_ROUNDS_EVERY_MS: '10' })).toThrow(/at least 1000/);
    expect(() => loadServerConfig({ NODE_ENV: 'development', HEARTH_PLAN_ROUNDS_EVERY_MS: 'soon' })).toThrow(/HEARTH_PLAN_ROUNDS_EVERY_MS/);
  });

  it('keeps an idle connection open longer than a load balancer does (AWS ALB: 60 s), within bounds', () => {
    expect(loadServerConfig(PRODUCTION).keepAliveMs).toBe(65_000);
    expect(loadServerConfig({ ...PRODUCTION, HEARTH_KEEP_ALIVE_MS: '620000' }).keepAliveMs).toBe(620_000);
    expect(() => loadServerConfig({ ...PRODUCTION, HEARTH_KEEP_ALIVE_MS: '500' })).toThrow(/HEARTH_KEEP_ALIVE_MS/);
    expect(() => loadServerConfig({ ...PRODUCTION, HEARTH_KEEP_ALIVE_MS: '1000000' })).toThrow(/HEARTH_KEEP_ALIVE_MS/);
  });
});
