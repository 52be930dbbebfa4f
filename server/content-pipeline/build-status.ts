import type { HttpRoute } from '../../commerce/http-routes.ts';

export const BUILD_STATUS_PATH = '/build-status';

/**
 * `requested`: the host's build hook took the request (the host builds and deploys; its own
 * dashboard says how that went).
 */
export type BuildResult = 'running' | 'succeeded' | 'failed' | 'requested';

/** Short and fixed: what a stranger may read. The error itself goes to the log. */
export type BuildFailure = 'the build failed' | 'the new build did not load' | 'the deploy hook refused' | 'the deploy hook did not answer';

export interface BuildStatus {
  startedAt: string;
  durationMs: number | null;
  result: BuildResult;
  /** Who asked, in a few words ("Sanity: article changed"); several joined when a build covered them. */
  trigger: string;
  reason?: BuildFailure;
  /** A built site's extent: `full` (everything built) or `partial` (only the pages the change touches rendered again). */
  scope?: BuildScope;
}

export type BuildScope = 'full' | 'partial';

export interface BuildStatusBoard {
  begin(trigger: string, at: Date): void;
  finish(result: Exclude<BuildResult, 'running'>, at: Date, reason?: BuildFailure, scope?: BuildScope): void;
  read(): { last: BuildStatus | null; lastSucceededAt: string | null };
}

/** This process's record of its builds (the process that builds is the one that knows). */
export function createBuildStatusBoard(): BuildStatusBoard {
  let last: BuildStatus | null = null;
  let startedAtMs = 0;
  let lastSucceededAt: string | null = null;
  return {
    begin(trigger, at) {
      startedAtMs = at.getTime();
      last = { startedAt: at.toISOString(), durationMs: null, result: 'running', trigger: trigger.slice(0, 200) };
    },
    finish(result, at, reason, scope) {
      if (!last) return;
      last = { ...last, durationMs: at.getTime() - startedAtMs, result, ...(reason ? { reason } : {}), ...(scope ? { scope } : {}) };
      if (result === 'succeeded' || result === 'requested') lastSucceededAt = last.startedAt;
    },
    read: () => ({ last, lastSucceededAt }),
  };
}

/**
 * `GET /build-status`: the last build's start, duration, result, trigger and a short reason, for
 * the Studio's build badge. Nothing in it is private (no error text, no paths), so any origin may
 * read it: the Studio runs on its own (sanity.studio, or localhost:3333).
 */
export function buildStatusRoute(board: BuildStatusBoard): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname !== BUILD_STATUS_PATH) return false;
    const headers = { 'cache-control': 'no-store', 'access-control-allow-origin': '*' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, allow: 'GET, HEAD' });
      res.end();
      return true;
    }
    res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(board.read()));
    return true;
  };
}
