import type { ServerConfig } from './config.ts';

/**
 * The shop's page origins: the configured ones and this server's own loopback names. A payment
 * provider sends shoppers back only to these, and the test gateway's card frame may be framed only
 * by these.
 */
export function shopPageOrigins(config: Pick<ServerConfig, 'corsOrigins' | 'port'>, port = config.port): string[] {
  return [...new Set([...config.corsOrigins, ...(port ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`] : [])])];
}
