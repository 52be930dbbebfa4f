import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/** What the Node adapter puts in yoga's server context: the request, whose socket has the peer's address. */
export interface CommerceServerContext {
  req?: { headers?: IncomingHttpHeaders; socket?: { remoteAddress?: string | undefined } | null };
}

/** The bucket for a request whose address is unknown (no socket: an in-process call that named none). */
export const UNKNOWN_IP = 'unknown';

/**
 * The caller's address, as the rate limits key it. The socket's peer, unless the server sits
 * behind `trustedProxies` proxies (HEARTH_TRUST_PROXY): then the address the nearest of them
 * appended to X-Forwarded-For. Entries to the left of that were written by the client and are
 * never believed, so a forged header only moves a caller to the address its proxy saw anyway.
 */
export function clientIp(headers: Headers, serverContext: CommerceServerContext, trustedProxies: number): string {
  const peer = serverContext.req?.socket?.remoteAddress;
  if (trustedProxies > 0) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = hops.length ? hops[Math.max(0, hops.length - trustedProxies)] : undefined;
    if (forwarded && isIP(forwarded)) return limitKeyForIp(forwarded);
  }
  return peer && isIP(peer) ? limitKeyForIp(peer) : UNKNOWN_IP;
}

/**
 * IPv4 as it is (an IPv4-mapped IPv6 address becomes plain IPv4). IPv6 by its /64: one household
 * or server is handed a whole /64, so counting single IPv6 addresses would count nothing.
 */
export function limitKeyForIp(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
