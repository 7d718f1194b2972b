import type { FastifyRequest } from 'fastify';
import { isNonPublicAddress } from '../images/address-check.ts';

/**
 * The address of the client behind a request, for per-address limits. X-Forwarded-For is believed only from
 * a peer on a private or loopback address (a proxy in front of us): a peer on a public address is the client
 * itself, so a forged header cannot give it a fresh allowance.
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress;
  return peer && !isNonPublicAddress(peer) ? peer : request.ip;
}
