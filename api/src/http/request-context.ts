import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config.ts';

/** The request id travels with the async work of a request, so a masked error can name it. */
export const requestStore = new AsyncLocalStorage<{ requestId: string }>();

export function newRequestId(): string {
  return randomUUID().slice(0, 8);
}

export function currentRequestId(): string {
  return requestStore.getStore()?.requestId ?? 'unknown';
}

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plain(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

function listEntries(header: string | string[] | undefined): string[] {
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  return joined
    .split(',')
    .map((entry) => plain(entry))
    .filter(Boolean);
}

/** Decides, once per server, whether an address is one of our own proxies (TRUST_PROXY). */
export interface ProxyTrust {
  /** Is the connection's peer a trusted proxy (so its X-Forwarded-* headers count)? */
  peerTrusted(req: IncomingMessage): boolean;
  /** The caller's address. */
  clientIp(req: IncomingMessage): string;
}

export function proxyTrust(setting: TrustProxy): ProxyTrust {
  let trusted: (address: string, position: number) => boolean = () => false;
  if (setting && 'hops' in setting) {
    // position 0 is the peer, 1 the address the peer appended to X-Forwarded-For, and so on.
    trusted = (_address, position) => position < setting.hops;
  } else if (setting) {
    const list = new BlockList();
    for (const entry of setting.addresses) {
      const [address, prefix] = entry.split('/') as [string, string | undefined];
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    trusted = (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    };
  }
  const peer = (req: IncomingMessage): string => plain(req.socket.remoteAddress ?? 'unknown');

  return {
    peerTrusted: (req) => trusted(peer(req), 0),
    /**
     * The right-most address not added by one of our proxies: the client controls everything left of
     * it (it may send any X-Forwarded-For it likes), so the left-most entry is never believed.
     */
    clientIp(req) {
      const chain = [...listEntries(req.headers['x-forwarded-for']), peer(req)];
      let index = chain.length - 1;
      while (index > 0 && trusted(chain[index]!, chain.length - 1 - index)) index -= 1;
      // A malformed entry can only sit here if a trusted proxy wrote it; cap it as a throttling key.
      return chain[index]!.slice(0, 100);
    },
  };
}

/** X-Forwarded-Proto counts only from a trusted proxy (its first value, as the edge proxy set it). */
export function arrivedOverTls(req: IncomingMessage, trust: ProxyTrust): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust.peerTrusted(req)) return false;
  return listEntries(req.headers['x-forwarded-proto'])[0]?.toLowerCase() === 'https';
}

export function bearerToken(header: string | string[] | undefined | null): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match?.[1] ?? null;
}
