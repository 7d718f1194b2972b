import { z } from 'zod';
import type { TEndpoint } from './endpoint.ts';

/**
 * Declares one API endpoint: method, path (fastify-style `:param` segments), the zod schemas of its params,
 * query and body, and the schema of its answer. The server validates requests and serializes answers with
 * them; the web app's zod-free route table (`routes.generated.ts`) is generated from these declarations.
 */
export function endpoint<const E extends TEndpoint>(declaration: E): E {
  return declaration;
}

/**
 * The answer of an endpoint that does not answer JSON (images, media files, QR codes, server-sent events):
 * sent as it is, in one of these content types. Its schema checks nothing; it names the type handlers return.
 */
export function rawAnswer<T = Uint8Array>(contentTypes: readonly [string, ...string[]]) {
  return Object.assign(z.custom<T>(), { contentTypes });
}
