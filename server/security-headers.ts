import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  TAG_SETTINGS_FILE,
  type PolicyDirective as TagPolicyDirective,
  type TagSettings,
  tagPolicySources,
} from '../src/lib/analytics/tag-plan.ts';
import type { ProviderBrowserOrigins } from '../commerce/payments/provider.ts';
import type { ServerConfig } from './config.ts';

/** What the policy needs to know about this server: the rest is the same for every shop. */
export interface PolicyInputs {
  production: boolean;
  /** `'sha256-…'` sources of the built pages' inline scripts. */
  scriptHashes: readonly string[];
  /** `'sha256-…'` sources of the built pages' inline style elements (the build inlines each page's CSS). */
  styleHashes: readonly string[];
  /** Where the browser's sign-in library calls (the user pool, the identity pool, the hosted UI). */
  identityOrigins: readonly string[];
  /** The hosts the registered payment providers' card forms use (the registry's browserOrigins); none without. */
  paymentOrigins?: ProviderBrowserOrigins;
  /** Hosts of the marketing tags whose ID is set; none without. */
  tagSources?: Partial<Record<TagPolicyDirective, readonly string[]>>;
  /** Where editors' pictures come from: Sanity's image CDN for a hosted project; none for the seed (served by the site). */
  contentImageOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of every page: the shop's own origin, the hashes of its few inline
 * scripts and inline style elements, Cognito's endpoints when sign-in is on, a payment provider's
 * hosts only when it is registered. No 'unsafe-inline' for styles either: injected CSS can still read a page (attribute
 * selectors loading URLs). The pages have no style attributes; an island's `style` prop is set
 * through the CSSOM, which a policy does not govern.
 */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const payment = inputs.paymentOrigins;
  const tags = (directive: TagPolicyDirective) => inputs.tagSources?.[directive] ?? [];
  // The only frames a page may hold are card providers' hosted fields (and a tag's own, if it has one).
  const frames = [...(payment?.frames ?? []), ...tags('frame-src')];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inputs.scriptHashes.map((hash) => `'${hash}'`), ...(payment?.scripts ?? []), ...tags('script-src')],
    ['style-src', "'self'", ...inputs.styleHashes.map((hash) => `'${hash}'`), ...tags('style-src')],
    ['img-src', "'self'", 'data:', ...(inputs.contentImageOrigins ?? []), ...tags('img-src')],
    ['font-src', "'self'", ...tags('font-src')],
    ['connect-src', "'self'", ...inputs.identityOrigins, ...(payment?.connect ?? []), ...tags('connect-src')],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Features the shop never uses are denied to it and to any frame; copying a link is its own.
 * Reading the clipboard is left to the browser's own prompt (the browser tests read back a copied link).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers every response carries. Pages may override Referrer-Policy (the 3-D Secure page
 * keeps `same-origin`, which its form post needs): Astro's headers win over these.
 */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  const requesters = inputs.paymentOrigins?.paymentRequest ?? [];
  const payment = requesters.length > 0 ? `payment=(self "${requesters.join('" "')}")` : 'payment=()';
  return {
    'content-security-policy': contentSecurityPolicy(inputs),
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY.replace('payment=()', payment),
    'x-content-type-options': 'nosniff',
    ...(inputs.production ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** Where the browser's Amplify calls for this server's sign-in: the real pool's region, or the local stand-ins. */
export function identityOrigins(config: Pick<ServerConfig, 'identity' | 'localCognito'>): string[] {
  if (config.identity) {
    const region = config.identity.userPoolId.split('_')[0]!;
    return [
      `https://cognito-idp.${region}.amazonaws.com`,
      ...(config.identity.identityPoolId ? [`https://cognito-identity.${region}.amazonaws.com`] : []),
      ...(config.identity.oauthDomain ? [`https://${config.identity.oauthDomain}`] : []),
    ];
  }
  if (config.localCognito) {
    // Port 0 means "any free port", known only once the local Cognito listens.
    const port = config.localCognito.port === 0 ? '*' : String(config.localCognito.port);
    return [`http://127.0.0.1:${port}`, ...(config.localCognito.hostedUi ? ['https://127.0.0.1:*'] : [])];
  }
  return [];
}

// Executable inline scripts: no src, and no data type such as application/ld+json (CSP skips those).
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

const sha256Source = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

/** The CSP hash sources of a page's inline scripts and inline style elements. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}
const EXECUTABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

/** The CSP hash sources (`sha256-…`) of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(sha256Source(body));
  }
  return [...hashes];
}

/** The CSP hash sources (`sha256-…`) of a page's inline style elements. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE)].map(([, body = '']) => sha256Source(body)))];
}

export function inlineHashes(html: string): InlineHashes {
  return { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
}

/**
 * Every inline script and style hash of the built pages. The on-demand pages (cart, order,
 * account, the 3-D Secure page) use the same layout and islands, so theirs are mostly among these
 * (holdForPagePolicy adds any other); tests/e2e/headers.spec.ts checks each page against the header.
 */
export function builtInlineHashes(clientDir: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        const page = inlineHashes(readFileSync(path, 'utf8'));
        for (const hash of page.scripts) scripts.add(hash);
        for (const hash of page.styles) styles.add(hash);
      }
    }
  };
  walk(clientDir);
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/**
 * Holds back an on-demand page's answer until it is complete, so its Content-Security-Policy can
 * name the hashes of the inline scripts and styles that page rendered (Astro inlines small page
 * scripts and the page's CSS, and an on-demand page's may be on no built page). Anything but HTML passes through unchanged. The
 * pages are a few KB; the cost is that they are not streamed.
 */
export function holdForPagePolicy(res: ServerResponse, policyFor: (page: InlineHashes) => string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let head: unknown[] | null = null;
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, (encoding as BufferEncoding) ?? 'utf8')
        : Buffer.from(chunk as Uint8Array);

  const isHtml = () => {
    const headers = head?.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    const type =
      Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? res.getHeader('content-type');
    return /^text\/html/i.test(String(type ?? ''));
  };
  res.writeHead = ((...args: unknown[]) => {
    head = args;
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const done = typeof encoding === 'function' ? encoding : callback;
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (chunk !== undefined && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    const body = Buffer.concat(chunks);
    if (isHtml()) res.setHeader('content-security-policy', policyFor(inlineHashes(body.toString('utf8'))));
    res.writeHead = writeHead as typeof res.writeHead;
    res.write = write as typeof res.write;
    res.end = end as typeof res.end;
    if (head) writeHead(...head);
    return end(body, done);
  }) as typeof res.end;
}

/**
 * The policy sources of the marketing tags the build configured (dist/client/tag-settings.json,
 * written from the Studio's site settings): a tag's hosts are allowed only when its ID is set.
 * No file (an API-only server, an older build): no tag hosts.
 */
export function builtTagSources(clientDir: string): Partial<Record<TagPolicyDirective, string[]>> {
  let text: string;
  try {
    text = readFileSync(join(clientDir, TAG_SETTINGS_FILE), 'utf8');
  } catch {
    return {};
  }
  return tagPolicySources(JSON.parse(text) as TagSettings);
}
