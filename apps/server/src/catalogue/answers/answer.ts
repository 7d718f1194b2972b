// A finished answer: the JSON body as sent, its compressed forms and its ETag, computed once per cached answer.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli a little above the on-the-fly default (4): an answer is compressed once and sent many times, but a
 * miss (a new search) waits for it, and past 6 the time grows many-fold for a few per cent of bytes.
 */
const BROTLI_QUALITY = 6;

/** gzip's best level costs well under a millisecond on catalogue answers. */
const GZIP_LEVEL = 9;

export interface TAnswer {
  /** The JSON body, uncompressed. */
  body: Buffer;
  /** Compressed forms, each only when smaller than the body. */
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  /** Strong ETag: a hash of the uncompressed body, the same for every encoding. */
  etag: string;
  /** When it stops being served (ms since the epoch). */
  expiresAt: number;
}

/** Serializes a value and compresses it (off the event loop, on libuv's thread pool). */
export async function buildAnswer(value: unknown, expiresAt: number): Promise<TAnswer> {
  const body = Buffer.from(JSON.stringify(value));
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: GZIP_LEVEL }),
  ]);
  return {
    body,
    br: br.length < body.length ? br : undefined,
    gzip: gz.length < body.length ? gz : undefined,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    expiresAt,
  };
}

/** The bytes an answer holds in memory. */
export function answerBytes(answer: TAnswer): number {
  return answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + answer.etag.length;
}

/** An answer as JSON-safe data, for a shared cache such as Redis. */
export interface TStoredAnswer {
  body: string;
  br: string | null;
  gzip: string | null;
  etag: string;
  expiresAt: number;
}

export function storeAnswer(answer: TAnswer): TStoredAnswer {
  return {
    body: answer.body.toString('base64'),
    br: answer.br?.toString('base64') ?? null,
    gzip: answer.gzip?.toString('base64') ?? null,
    etag: answer.etag,
    expiresAt: answer.expiresAt,
  };
}

/** Back from a shared cache; anything not shaped as a stored answer reads as a miss. */
export function restoreAnswer(stored: unknown): TAnswer | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const s = stored as Partial<TStoredAnswer>;
  if (typeof s.body !== 'string' || typeof s.etag !== 'string' || typeof s.expiresAt !== 'number') {
    return undefined;
  }
  const buffer = (text: string | null | undefined) =>
    typeof text === 'string' ? Buffer.from(text, 'base64') : undefined;
  return {
    body: Buffer.from(s.body, 'base64'),
    br: buffer(s.br),
    gzip: buffer(s.gzip),
    etag: s.etag,
    expiresAt: s.expiresAt,
  };
}
