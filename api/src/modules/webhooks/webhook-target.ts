import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be delivered (issue 17): not to private, loopback, link-local or otherwise
 * internal addresses unless WEBHOOKS_ALLOW_PRIVATE is on. The address checked is the one connected
 * to: `checkedLookup` is the socket's own DNS lookup, so a name that resolves to a public address at
 * registration and to 127.0.0.1 at delivery (DNS rebinding) is refused too.
 */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(net, prefix, 'ipv6');
}

export const TARGET_REFUSED = 'Indirizzo non ammesso: il webhook punta a una rete privata, locale o interna';

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isInternalAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A socket `lookup` that refuses internal addresses (unless allowed). */
export function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && list.some((a) => isInternalAddress(a.address))) {
        return callback(Object.assign(new Error(TARGET_REFUSED), { code: 'EWEBHOOKTARGET' }), []);
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Resolves a URL's host and tells whether every address is allowed (a literal address is checked as it is). */
export async function targetAllowed(url: URL, allowPrivate: boolean): Promise<boolean> {
  if (allowPrivate) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return !isInternalAddress(host);
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true }, (error, list) => resolve(error ? [] : list)),
  );
  return addresses.length > 0 && !addresses.some((a) => isInternalAddress(a.address));
}
