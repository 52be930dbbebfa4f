import { describe, expect, it } from 'vitest';
import { developmentRequestRefusal, isLoopbackHost, isLoopbackPeer } from '../../commerce/development-request-guard.ts';
import { isForwardedHeaderName } from '../../commerce/proxy-headers.ts';

/** A request as a browser or tool on this machine sends it to a development server. */
const local = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => ({
  headers: { host: 'localhost:4321', accept: 'text/html', ...headers },
  socket: { remoteAddress },
});

describe('the development request guard', () => {
  it('lets a request from this machine, to a loopback name, with no proxy header through', () => {
    for (const host of [
      'localhost',
      'localhost:4321',
      'LOCALHOST:80',
      '127.0.0.1',
      '127.0.0.1:4321',
      '127.1.2.3:9',
      '[::1]',
      '[::1]:4321',
    ]) {
      for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        expect(developmentRequestRefusal(local({ host }, peer), 'The dev mailbox'), `${host} from ${peer}`).toBeNull();
      }
    }
    // What browsers send on their own is no proxy header.
    const browser = {
      origin: 'http://localhost:4321',
      referer: 'http://localhost:4321/',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-ch-ua': '"Chromium";v="140"',
      'user-agent': 'Mozilla/5.0',
      'accept-language': 'en-GB',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      'x-amz-user-agent': 'aws-amplify/6',
      'cache-control': 'no-cache',
    };
    expect(developmentRequestRefusal(local(browser), 'The dev mailbox')).toBeNull();
  });

  it.each([
    'Forwarded',
    'X-Forwarded-For',
    'X-Forwarded-Host',
    'X-Forwarded-Proto',
    'X-Forwarded-Port',
    'X-Forwarded-Server',
    'Via',
    'X-Real-IP',
    'X-Client-IP',
    'Fastly-Client-IP',
    'X-Cluster-Client-IP',
    'X-Original-Forwarded-For',
    'X-Original-Host',
    'X-Original-URL',
    'True-Client-IP',
    'CF-Connecting-IP',
    'CF-Connecting-IPv6',
    'X-Real-Port',
    'X-ProxyUser-Ip-Via',
    'X-Azure-ClientIP',
    'X-Appengine-Remote-Addr-Forwarded',
  ])('refuses a request carrying %s, however local its Host and peer', (name) => {
    expect(isForwardedHeaderName(name)).toBe(true);
    const refusal = developmentRequestRefusal(local({ [name.toLowerCase()]: '203.0.113.9' }), 'The dev mailbox');
    expect(refusal).toBe(`The dev mailbox does not answer through a proxy (the request carries ${name.toLowerCase()}).`);
  });

  it.each([
    ['no Host', undefined],
    ['a public name', 'shop.example'],
    ['a rebinding name', 'localhost.evil.example'],
    ['a name that starts like loopback', '127.0.0.1.nip.io'],
    ['another machine', '192.168.1.20:4321'],
    ['all addresses', '0.0.0.0:4321'],
    ['an IPv6 address that is not loopback', '[::]:4321'],
    ['an impossible loopback address', '127.0.0.256'],
    ['a bare IPv6 loopback (a Host writes it in brackets)', '::1'],
  ])('refuses a Host that is not a loopback name (%s)', (_name, host) => {
    const request = { headers: { host }, socket: { remoteAddress: '127.0.0.1' } };
    expect(developmentRequestRefusal(request, 'Local Cognito')).toBe(
      'Local Cognito answers only at a loopback address (localhost, 127.0.0.1, [::1]).',
    );
  });

  it.each([
    ['another machine', '192.0.2.10'],
    ['this machine’s own network address', '10.0.0.5'],
    ['an IPv6 peer', 'fd00::2'],
    ['an IPv4-mapped outside address', '::ffff:198.51.100.7'],
    ['no address (a socket already closed)', undefined],
  ])('refuses a peer that is not loopback (%s), even with a loopback Host and no proxy header', (_name, peer) => {
    const request = { headers: { host: 'localhost:4321' }, socket: { remoteAddress: peer } };
    expect(developmentRequestRefusal(request, 'The dev mailbox')).toBe('The dev mailbox answers only requests from this machine.');
  });

  it('knows loopback hosts and peers exactly', () => {
    expect(isLoopbackHost('127.255.255.255:65535')).toBe(true);
    expect(isLoopbackHost('127.0.0.1:')).toBe(false);
    expect(isLoopbackPeer('127.0.0.1')).toBe(true);
    expect(isLoopbackPeer('::ffff:127.0.0.2')).toBe(true);
    expect(isLoopbackPeer('::2')).toBe(false);
    expect(isLoopbackPeer('128.0.0.1')).toBe(false);
  });
});
