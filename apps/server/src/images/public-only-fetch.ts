import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';
import { isNonPublicAddress } from './address-check.ts';

type TLookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The name lookup of the sockets below: refuses a name that resolves to any address outside the public
 * internet. Checked when the connection is made, so a name cannot pass an earlier check and then resolve to
 * this machine or the private network (DNS rebinding).
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: TLookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => isNonPublicAddress(entry.address))) {
      const refusal: NodeJS.ErrnoException = new Error(`${hostname} does not resolve to a public address`);
      refusal.code = 'ENOTPUBLIC';
      return callback(refusal, []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

const publicOnlyAgent = new Agent({ connect: { lookup: publicOnlyLookup } });

/**
 * fetch for addresses that outsiders choose (add-ons' caption files): connects only to public addresses.
 * IP literals skip the name lookup, so callers still refuse non-public literals before fetching.
 */
export const publicOnlyFetch: typeof fetch = (input, init) =>
  undiciFetch(input as Parameters<typeof undiciFetch>[0], {
    ...(init as Parameters<typeof undiciFetch>[1]),
    dispatcher: publicOnlyAgent,
  }) as unknown as Promise<Response>;
