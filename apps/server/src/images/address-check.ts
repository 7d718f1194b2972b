import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';

/** Resolves a host name to all its addresses. */
export type TLookup = (hostname: string) => Promise<string[]>;

export const systemLookup: TLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

// Addresses that are not on the public internet: this machine, private networks, link-local, unique-local,
// carrier-grade NAT, documentation, benchmarking, multicast and reserved ranges. (IPv4-mapped IPv6
// addresses such as ::ffff:10.0.0.1 are checked against the IPv4 ranges by BlockList itself.)
const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True for an IP address outside the public internet (loopback, private, link-local, unique-local...). */
export function isNonPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host name of a URL without the brackets of an IPv6 literal. */
export const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Whether a host may be contacted: an IP literal when it is public or is exactly the one the operator
 * configured (a local TMDB mirror, tests); a name only when every address it resolves to is public.
 */
export async function isPublicHost(
  hostname: string,
  trustedLiteral: string,
  lookup: TLookup,
): Promise<boolean> {
  const host = bareHost(hostname);
  if (net.isIP(host) !== 0) return host === bareHost(trustedLiteral) || !isNonPublicAddress(host);
  const addresses = await lookup(host);
  return addresses.length > 0 && addresses.every((address) => !isNonPublicAddress(address));
}
