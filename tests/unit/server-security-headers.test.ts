import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../server/config.ts';
import {
  builtTagSources,
  contentSecurityPolicy,
  holdForPagePolicy,
  identityOrigins,
  inlineHashes,
  inlineScriptHashes,
  securityHeaders,
  type PolicyInputs,
} from '../../server/security-headers.ts';
import { PRODUCTION_MAIL_ENV } from '../fixtures/production-mail-env.ts';
import { airwallexProvider } from '../../commerce/payments/airwallex/provider.ts';
import { paymentRegistry } from '../../commerce/payments/registry.ts';
import type { PaymentProvider } from '../../commerce/payments/provider.ts';
import { testCardProvider } from '../../dev/test-card/provider.ts';
import type { Database } from '../../commerce/store/tables.ts';
import type { Kysely } from 'kysely';
import { contentConfig, contentImageOrigins } from '../../src/lib/config.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const inputs: PolicyInputs = {
  production: true,
  scriptHashes: [sha('a()')],
  styleHashes: [sha('p{color:red}')],
  identityOrigins: [],
};

/** The page policy's payment hosts as the server takes them: from the registered providers. */
const withProviders = (...providers: PaymentProvider[]): PolicyInputs => ({
  ...inputs,
  paymentOrigins: paymentRegistry(providers).browserOrigins(),
});
const airwallexAt = (baseUrl: string) => airwallexProvider({ baseUrl, clientId: 'id', apiKey: 'key', webhookSecret: 'secret' });
// Building the test gateway's provider touches no database: only its hosts are read here.
const testCardAt = (origin: string) => testCardProvider({} as Kysely<Database>, () => new Date(0), { origin });

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split('; ')
      .map((d) => d.split(' '))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('Content-Security-Policy (server/security-headers.ts)', () => {
  it('lists the shop itself, its inline scripts and styles by hash, and forbids framing, plugins and foreign forms', () => {
    const policy = directives(contentSecurityPolicy(inputs));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", `'${sha('a()')}'`]);
    expect(policy['style-src']).toEqual(["'self'", `'${sha('p{color:red}')}'`]);
    expect(contentSecurityPolicy(inputs)).not.toContain('unsafe-inline');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy(inputs)).not.toMatch(/unsafe-eval|\*/);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('loads editors’ pictures from Sanity’s image CDN only for a hosted project (the seed’s are the site’s own)', () => {
    expect(directives(contentSecurityPolicy(inputs))['img-src']).toEqual(["'self'", 'data:']);
    const hosted = contentImageOrigins(contentConfig({ SANITY_PROJECT_ID: 'ab12cd34' }));
    expect(directives(contentSecurityPolicy({ ...inputs, contentImageOrigins: hosted }))['img-src']).toEqual([
      "'self'",
      'data:',
      'https://cdn.sanity.io',
    ]);
    expect(contentImageOrigins(contentConfig({}))).toEqual([]);
  });

  it('allows Airwallex only when it is registered', () => {
    expect(contentSecurityPolicy(inputs)).not.toContain('airwallex');
    const policy = directives(contentSecurityPolicy(withProviders(airwallexAt('https://api.airwallex.com'))));
    // The SDK's controller from its static host, its payments bundle and card element's frame from its checkout host.
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://static.airwallex.com', 'https://checkout.airwallex.com']));
    expect(policy['frame-src']).toEqual(['https://checkout.airwallex.com']);
    const sandbox = directives(contentSecurityPolicy(withProviders(airwallexAt('https://api-demo.airwallex.com'))));
    expect(sandbox['script-src']).toEqual(
      expect.arrayContaining(['https://static-demo.airwallex.com', 'https://checkout-demo.airwallex.com']),
    );
    expect(sandbox['script-src']).not.toContain('https://static.airwallex.com');
    expect(sandbox['frame-src']).toEqual(['https://checkout-demo.airwallex.com']);
    // The test gateway's frame is named exactly, beside Airwallex's.
    const both = directives(
      contentSecurityPolicy(withProviders(airwallexAt('https://api.airwallex.com'), testCardAt('http://127.0.0.1:4326'))),
    );
    expect(both['frame-src']).toEqual(['https://checkout.airwallex.com', 'http://127.0.0.1:4326']);
    expect(directives(contentSecurityPolicy(inputs))['frame-src']).toEqual(["'none'"]);
    expect(securityHeaders(withProviders(airwallexAt('https://api.airwallex.com')))['permissions-policy']).toContain(
      'payment=(self "https://checkout.airwallex.com")',
    );
    expect(securityHeaders(inputs)['permissions-policy']).toContain('payment=()');
  });

  it('lets the browser reach the configured user pool, or the local one in development', () => {
    const production = loadServerConfig({
      NODE_ENV: 'production',
      HEARTH_CURSOR_SECRET: 'x'.repeat(32),
      ...PRODUCTION_MAIL_ENV,
      COGNITO_USER_POOL_ID: 'eu-west-2_Real123',
      COGNITO_CLIENT_ID: 'client',
      COGNITO_OAUTH_DOMAIN: 'auth.hearth.example',
    });
    expect(identityOrigins(production)).toEqual(['https://cognito-idp.eu-west-2.amazonaws.com', 'https://auth.hearth.example']);
    expect(identityOrigins(loadServerConfig({ NODE_ENV: 'development' }))).toEqual(['http://127.0.0.1:4329']);
    expect(
      identityOrigins(loadServerConfig({ NODE_ENV: 'development', HEARTH_LOCAL_COGNITO_PORT: '0', HEARTH_LOCAL_HOSTED_UI: 'on' })),
    ).toEqual(['http://127.0.0.1:*', 'https://127.0.0.1:*']);
    expect(
      identityOrigins(loadServerConfig({ NODE_ENV: 'production', HEARTH_CURSOR_SECRET: 'x'.repeat(32), ...PRODUCTION_MAIL_ENV })),
    ).toEqual([]);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS in production only, and the rest always', () => {
    const production = securityHeaders(inputs);
    expect(production['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(securityHeaders({ ...inputs, production: false })['strict-transport-security']).toBeUndefined();
    for (const headers of [production, securityHeaders({ ...inputs, production: false })]) {
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, and skips external scripts and data blocks', () => {
    const html = [
      '<script>one()</script>',
      '<script type="module">\n two() \n</script>',
      '<script src="/x.js"></script>',
      '<script type="module" src="/y.js">ignored()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>one()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('\n two() \n')]);
  });
});

describe('inlineHashes', () => {
  it('hashes inline style elements exactly as written, once each, beside the scripts', () => {
    const html =
      '<style>a{b:c}</style><link rel="stylesheet" href="/x.css"><style media="print">\n p{} \n</style><style>a{b:c}</style><script>s()</script>';
    expect(inlineHashes(html)).toEqual({ scripts: [sha('s()')], styles: [sha('a{b:c}'), sha('\n p{} \n')] });
  });
});

describe('holdForPagePolicy', () => {
  /** A server whose handler answers as Astro's does: head first, then the body in pieces. */
  async function answer(type: string, pieces: string[]) {
    const server = createServer((_req, res) => {
      res.setHeader('content-security-policy', 'the build-wide policy');
      holdForPagePolicy(res, (page) => `script-src ${page.scripts.join(' ')}; style-src ${page.styles.join(' ')}`);
      res.writeHead(200, { 'content-type': type });
      for (const piece of pieces.slice(0, -1)) res.write(piece);
      res.end(pieces.at(-1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const reply = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return { policy: reply.headers.get('content-security-policy'), body: await reply.text() };
    } finally {
      server.close();
    }
  }

  it('names the inline scripts and styles an on-demand page rendered, once the page is complete', async () => {
    const page = await answer('text/html; charset=utf-8', ['<style>p{}</sty', 'le><p>One</p><scr', 'ipt>late()</script>', '<p>Two</p>']);
    expect(page.body).toBe('<style>p{}</style><p>One</p><script>late()</script><p>Two</p>');
    expect(page.policy).toBe(`script-src ${sha('late()')}; style-src ${sha('p{}')}`);
  });

  it('leaves anything but HTML as it was', async () => {
    const json = await answer('application/json', ['{"a":', '1}']);
    expect(json).toEqual({ policy: 'the build-wide policy', body: '{"a":1}' });
  });
});

describe('Content-Security-Policy: marketing tags', () => {
  it('adds the configured tags\u2019 hosts to their directives and nothing without them', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...inputs,
        tagSources: { 'script-src': ['https://www.googletagmanager.com'], 'connect-src': ['https://*.google-analytics.com'] },
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", `'${sha('a()')}'`, 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://*.google-analytics.com']);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy(inputs))['connect-src']).toEqual(["'self'"]);
  });
});

describe('builtTagSources: the tag hosts of the build', () => {
  it('reads the built tag settings and allows only the configured tags\u2019 hosts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-tags-'));
    writeFileSync(
      join(dir, 'tag-settings.json'),
      JSON.stringify({ environment: 'production', anonymizeIp: true, tags: { metaPixel: { id: '100000000000001', environments: null } } }),
    );
    const sources = builtTagSources(dir);
    expect(sources['script-src']).toEqual(['https://connect.facebook.net']);
    expect(Object.values(sources).flat().join(' ')).not.toMatch(/google|clarity|licdn|crisp/);
  });

  it('allows no tag host when the build wrote no settings', () => {
    expect(builtTagSources(mkdtempSync(join(tmpdir(), 'hearth-tags-')))).toEqual({});
  });
});
