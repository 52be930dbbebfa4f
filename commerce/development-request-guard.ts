import type { IncomingHttpHeaders } from 'node:http';
import { forwardedHeaderIn } from './proxy-headers.ts';

/** What the guard reads of a request: its headers and the address of its socket's peer. */
export interface DevelopmentRequest {
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string | undefined };
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** A Host header naming this machine only: localhost, 127.x.x.x or [::1], with an optional port. */
const LOOPBACK_HOST = new RegExp(`^(localhost|127(\\.${OCTET}){3}|\\[::1\\])(:\\d{1,5})?$`, 'i');
/** A socket peer on this machine: 127.0.0.0/8 (also written IPv4-mapped) or ::1. */
const LOOPBACK_PEER = new RegExp(`^((::ffff:)?127(\\.${OCTET}){3}|::1)$`, 'i');

export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

export function isLoopbackPeer(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK_PEER.test(address);
}

/**
 * Why a development convenience (the dev mailbox, local Cognito, a payment stand-in's card frames) must not
 * answer this request, or null when it may. Each holds what only the developer may see (other
 * people's sign-in codes, a pool that makes staff), so it answers only a request that is from
 * this machine on every count: a Host that names only this machine (not a DNS-rebinding name),
 * a socket peer on loopback (not a port forward from another host, whatever Host it claims), and
 * no header any proxy, CDN or load balancer adds (a proxy on this machine makes a visitor's
 * request look local; forwardedHeaderIn fails closed on any name that looks like one).
 * `what` names the convenience in the reply.
 */
export function developmentRequestRefusal(request: DevelopmentRequest, what: string): string | null {
  const forwarded = forwardedHeaderIn(request.headers);
  if (forwarded) return `${what} does not answer through a proxy (the request carries ${forwarded}).`;
  if (!isLoopbackHost(request.headers.host)) return `${what} answers only at a loopback address (localhost, 127.0.0.1, [::1]).`;
  if (!isLoopbackPeer(request.socket.remoteAddress)) return `${what} answers only requests from this machine.`;
  return null;
}
