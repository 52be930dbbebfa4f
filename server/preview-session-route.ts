import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { clientIp } from '../commerce/limits/client-ip.ts';
import { type HttpRoute, readBody } from '../commerce/http-routes.ts';
import { createPreviewTryLimiter, type PreviewTry } from '../src/features/preview/preview-limits.ts';
import { previewAddress, previewPath } from '../src/features/preview/preview-paths.ts';
import { issuePreviewSession, PREVIEW_COOKIE, PREVIEW_SESSION_SECONDS, secretMatches } from '../src/features/preview/preview-session.ts';
import { previewSettings } from '../src/features/preview/preview-settings.ts';

/** Where the enter page's form sends the secret. */
export const PREVIEW_SESSION_PATH = '/preview/session';

export interface PreviewSessionRouteOptions {
  /** Read on each request, as the preview pages read it. */
  env: Record<string, string | undefined>;
  /** Production marks the cookie Secure (the shop is on https there). */
  production: boolean;
  trustedProxies: number;
  now?: () => Date;
  takeTry?: (callerKey: string) => Promise<PreviewTry>;
}

const offeredSecret = z.string().min(1).max(512);

const redirect = (res: ServerResponse, location: string, headers: Record<string, string> = {}) =>
  void res.writeHead(303, { location, 'cache-control': 'no-store', ...headers }).end();

/**
 * The preview's door (POST /preview/session), here rather than in an Astro page because only the
 * server knows the caller's real address (HEARTH_TRUST_PROXY), whether it runs in production, and
 * the public origin a browser posts from (Astro's own origin check sees the server's local address).
 * The secret arrives in the body, is compared in constant time, and becomes an HttpOnly cookie
 * under /preview for an hour; a wrong one goes back to the form. Preview off: not this route's
 * (the site's 404).
 */
export function previewSessionRoute(options: PreviewSessionRouteOptions): HttpRoute {
  const takeTry = options.takeTry ?? createPreviewTryLimiter();
  const now = options.now ?? (() => new Date());
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (url.pathname !== PREVIEW_SESSION_PATH || req.method !== 'POST') return false;
    const settings = previewSettings(options.env);
    if (!settings.enabled) return false;
    const turn = await takeTry(clientIp(new Headers(req.headers as Record<string, string>), { req }, options.trustedProxies));
    if (!turn.allowed) {
      const minutes = Math.ceil(turn.retryAfterSeconds / 60);
      res.writeHead(429, {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': String(turn.retryAfterSeconds),
        'cache-control': 'no-store',
      });
      res.end(`Too many tries. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      return true;
    }
    const body = await readBody(req, 4096);
    const fields = new URLSearchParams(body ?? '');
    // The path the editor came for survives a refusal, so the form can send them on after all.
    const path = previewPath(fields.get('path')?.slice(0, 300)) ?? '';
    const secret = offeredSecret.safeParse(fields.get('secret'));
    if (!secret.success || !secretMatches(secret.data, settings.secret)) {
      redirect(res, `/preview/enter?${new URLSearchParams({ path, refused: 'secret' })}`);
      return true;
    }
    const cookie = [
      `${PREVIEW_COOKIE}=${issuePreviewSession(settings.secret, now())}`,
      'Path=/preview',
      `Max-Age=${PREVIEW_SESSION_SECONDS}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(options.production ? ['Secure'] : []),
    ].join('; ');
    redirect(res, previewAddress(path), { 'set-cookie': cookie });
    return true;
  };
}
