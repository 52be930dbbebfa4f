import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRedirectMatcher, type Redirect, redirects } from '../../redirects.config.ts';
import { parseRedirects } from '../../src/lib/redirects.ts';
import {
  builtInlineHashes,
  builtTagSources,
  contentSecurityPolicy,
  type InlineHashes,
  type PolicyInputs,
  securityHeaders,
} from '../security-headers.ts';
import { readServerErrorPage } from '../server-error-page.ts';
import { createStaticFiles } from '../static-files.ts';

export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => Promise<void>;

/** The policy inputs that belong to the server, not to a build (the build adds its hashes and tag hosts). */
export type ServerPolicyInputs = Omit<PolicyInputs, 'scriptHashes' | 'styleHashes' | 'tagSources'>;

/**
 * One build of the site, everything the server answers from it: its static files, Astro's handler
 * for the on-demand pages, its redirect table and the security headers its inline hashes and tag
 * settings decide. A request reads the site once and uses that one object throughout, so a switch
 * to a new build never mixes two builds within one answer.
 */
export interface Site {
  /** The build directory (holding client/ and server/); null for an API-only process. */
  readonly dir: string | null;
  /**
   * The build directory whose server entry was imported for `astro`: this build's own, or, when
   * this build's server files are the very files of the build it was made from (a partial rebuild
   * links them), that build's, whose handler it shares. Astro reads its 404 and 500 pages for the
   * on-demand routes from beside that entry, so the directory stays while a site in use names it.
   */
  readonly codeDir: string | null;
  /** The server entry file's identity (device and inode): equal only for the same file on disk. */
  readonly codeFile: string | null;
  readonly serveStatic: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
  readonly astro: AstroHandler;
  readonly findRedirect: (pathname: string) => Redirect | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** The policy of a page of personal data or payment: no marketing tag host. */
  readonly privatePolicy: string;
  /** The policy for an on-demand page: the build's (or the private one), widened by that page's own inline hashes. */
  readonly pagePolicy: (page: InlineHashes, isPrivate: boolean) => string;
  /** The build's 500 page, answered when the server fails a request; null without a build. */
  readonly serverErrorPage: string | null;
}

/** The build's merged table (reviewed + editors' redirects); redirects.config.ts before a build. */
function redirectTable(clientDir: string): readonly Redirect[] {
  try {
    return parseRedirects(readFileSync(join(clientDir, '_redirects'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return redirects;
    throw error;
  }
}

function policies(inputs: PolicyInputs): Pick<Site, 'headers' | 'privatePolicy' | 'pagePolicy'> {
  const headers = securityHeaders(inputs);
  const privateInputs = { ...inputs, tagSources: {} };
  const privatePolicy = contentSecurityPolicy(privateInputs);
  const builtHashes = new Set([...inputs.scriptHashes, ...inputs.styleHashes]);
  const pagePolicy = (page: InlineHashes, isPrivate: boolean) =>
    [...page.scripts, ...page.styles].every((hash) => builtHashes.has(hash))
      ? isPrivate
        ? privatePolicy
        : headers['content-security-policy']!
      : contentSecurityPolicy({
          ...(isPrivate ? privateInputs : inputs),
          scriptHashes: [...new Set([...inputs.scriptHashes, ...page.scripts])],
          styleHashes: [...new Set([...inputs.styleHashes, ...page.styles])],
        });
  return { headers, privatePolicy, pagePolicy };
}

/** Identifies a file on disk: a hard link to it has the same, a rewritten copy does not. */
function fileIdentity(path: string): string {
  const { dev, ino } = statSync(path);
  return `${dev}:${ino}`;
}

/**
 * Loads a build completely (its file list, hashes, redirects, and Astro's server entry) before
 * anything serves it. Throws when the build is incomplete; the caller keeps the site it has.
 *
 * The entry is imported from the build's own directory, so each build runs its own code, unless
 * it is the very file `sharing` (the site being served) runs: then its handler is shared. A
 * module once imported stays in memory for the life of the process, and Astro's handler also
 * registers a process listener; a partial rebuild (the server files linked, only pages new) would
 * otherwise keep one more copy of the whole server bundle for every edit, price or stock change.
 */
export async function loadSite(dir: string, server: ServerPolicyInputs, sharing?: Site): Promise<Site> {
  const clientDir = join(dir, 'client');
  const entry = join(dir, 'server', 'entry.mjs');
  const codeFile = fileIdentity(entry);
  const shared = sharing?.codeFile === codeFile ? sharing : null;
  const handler = shared ? shared.astro : ((await import(pathToFileURL(entry).href)) as { handler?: AstroHandler }).handler;
  if (typeof handler !== 'function') throw new Error(`${entry} exports no handler.`);
  const built = builtInlineHashes(clientDir);
  return {
    dir,
    codeDir: shared ? shared.codeDir : dir,
    codeFile,
    serveStatic: createStaticFiles(clientDir),
    astro: handler,
    findRedirect: createRedirectMatcher(redirectTable(clientDir)),
    serverErrorPage: readServerErrorPage(clientDir),
    ...policies({ ...server, scriptHashes: built.scripts, styleHashes: built.styles, tagSources: builtTagSources(clientDir) }),
  };
}

/** An API-only process (a scaled-out API tier, or the API benchmark): no built site, the reviewed redirects. */
export function noSite(server: ServerPolicyInputs): Site {
  return {
    dir: null,
    codeDir: null,
    codeFile: null,
    serveStatic: async () => false,
    astro: async (_req, res) => void res.writeHead(404).end(),
    findRedirect: createRedirectMatcher(redirects),
    serverErrorPage: null,
    ...policies({ ...server, scriptHashes: [], styleHashes: [], tagSources: {} }),
  };
}
