import type { Server, ServerResponse } from 'node:http';

export interface GracefulClose {
  /** True from the moment closing began: /readyz answers 503 so a load balancer stops sending. */
  draining(): boolean;
  /**
   * Stops accepting connections, lets the requests in flight finish (each reply tells its client
   * to close the connection, so keep-alive sockets do not linger), and after `graceMs` cuts what
   * is still open. Resolves with the number of requests cut (0 when everything finished).
   */
  close(graceMs: number): Promise<number>;
}

/** Tracks a server's requests in flight so it can be closed without failing one it accepted. */
export function gracefulClose(server: Server): GracefulClose {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // First among the request listeners, before the handler can send anything.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  let closing: Promise<number> | null = null;
  return {
    draining: () => draining,
    close(graceMs) {
      closing ??= (async () => {
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        let timer: NodeJS.Timeout | undefined;
        const graceOver = new Promise<'grace over'>((resolve) => {
          timer = setTimeout(() => resolve('grace over'), graceMs);
        });
        const outcome = await Promise.race([closed, graceOver]);
        clearTimeout(timer);
        if (outcome !== 'grace over') return 0;
        const cut = inFlight.size;
        server.closeAllConnections();
        await closed;
        return cut;
      })();
      return closing;
    },
  };
}
