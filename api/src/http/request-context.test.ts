import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config.ts';
import { arrivedOverTls, bearerToken, proxyTrust } from './request-context.ts';

function request(peer: string, forwardedFor?: string, proto?: string): IncomingMessage {
  const headers: Record<string, string> = {};
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
  if (proto !== undefined) headers['x-forwarded-proto'] = proto;
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}
const clientIp = (setting: TrustProxy, peer: string, forwardedFor?: string) =>
  proxyTrust(setting).clientIp(request(peer, forwardedFor));

describe('proxyTrust: the client address behind trusted proxies', () => {
  it('no TRUST_PROXY: the peer is the client, X-Forwarded-For is ignored', () => {
    expect(clientIp(null, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(clientIp(null, '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('hops: the right-most entry not added by one of our proxies; what the client wrote is never believed', () => {
    expect(clientIp({ hops: 1 }, '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    // The client sent X-Forwarded-For: 1.2.3.4 itself; our one proxy appended the real address.
    expect(clientIp({ hops: 1 }, '10.0.0.1', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(clientIp({ hops: 2 }, '10.0.0.1', '1.2.3.4, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    // Fewer entries than hops: the left-most there is.
    expect(clientIp({ hops: 3 }, '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(clientIp({ hops: 1 }, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('addresses and CIDRs: trusted entries are skipped from the right, IPv4 and IPv6', () => {
    const setting = { addresses: ['10.0.0.0/8', '192.168.1.5', '2001:db8::/32'] };
    expect(clientIp(setting, '10.1.2.3', '1.2.3.4, 198.51.100.7, 192.168.1.5')).toBe('198.51.100.7');
    expect(clientIp(setting, '::ffff:10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    expect(clientIp(setting, '2001:db8::1', '2001:db9::5')).toBe('2001:db9::5');
    // An untrusted peer: its X-Forwarded-For counts for nothing.
    expect(clientIp(setting, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    expect(proxyTrust(setting).peerTrusted(request('192.168.1.6'))).toBe(false);
    expect(proxyTrust(setting).peerTrusted(request('10.255.0.1'))).toBe(true);
  });

  it('a malformed entry written by a trusted proxy is capped as a throttling key', () => {
    expect(clientIp({ hops: 1 }, '10.0.0.1', 'x'.repeat(300))).toHaveLength(100);
  });

  it('X-Forwarded-Proto counts only from a trusted proxy, its first value', () => {
    expect(arrivedOverTls(request('10.0.0.1', undefined, 'https'), proxyTrust({ hops: 1 }))).toBe(true);
    expect(arrivedOverTls(request('10.0.0.1', undefined, 'https, http'), proxyTrust({ hops: 1 }))).toBe(true);
    expect(arrivedOverTls(request('10.0.0.1', undefined, 'http, https'), proxyTrust({ hops: 1 }))).toBe(false);
    expect(arrivedOverTls(request('10.0.0.1', undefined, 'https'), proxyTrust(null))).toBe(false);
  });

  it('bearerToken reads "Bearer <token>" only', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});
