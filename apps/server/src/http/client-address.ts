import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { TTrustProxy } from '../config/config.ts';

/**
 * Fastify's trustProxy for TRUST_PROXY. Nobody trusted: `request.ip` is the peer and X-Forwarded-* are
 * ignored. A hop count trusts that many peers whatever their address (Fastify refuses a bare number, so it is
 * a function here): only for a server that nothing but those proxies can reach.
 */
export function trustProxyOption(
  trust: TTrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust > 0 ? (_address, hop) => hop < trust : false;
  return trust.length > 0 ? [...trust] : false;
}

/** An IPv6 client holds a whole /64 (it picks any address in it at will), so it counts as that /64. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The address of the client behind a request, for every per-address limit: the right-most address that no
 * trusted proxy wrote (Fastify's `request.ip` under TRUST_PROXY), an IPv4-mapped address as IPv4, and an
 * IPv6 address as its /64.
 */
export function clientAddress(request: FastifyRequest): string {
  const ip = request.ip;
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
