import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '../commerce/log.ts';

/** Ids in a path (an order's page) are a guest's secret: the log keeps the shape of the path only. */
const ID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;

/** The path as logged: no query string (it can carry a token or a receipt key) and no ids. */
export function loggedPath(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!.replace(ID_SEGMENT, '/:id');
}

/**
 * One line per request once its reply is done (debug; warn for a 5xx): method, path as
 * loggedPath gives it, status, time and the request id (an emitter's callback runs outside the request's scope).
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, requestId: string, startedAt: number): void {
  res.once('finish', () => {
    const line = {
      requestId,
      method: req.method,
      path: loggedPath(req.url),
      status: res.statusCode,
      ms: Math.round(performance.now() - startedAt),
    };
    if (res.statusCode >= 500) log.warn(line, 'request failed');
    else log.debug(line, 'request');
  });
}
