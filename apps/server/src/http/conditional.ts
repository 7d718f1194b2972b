// Conditional requests and content negotiation for answers whose bytes are ready in advance.

/**
 * Whether an If-None-Match header names this ETag. The comparison is weak, as RFC 9110 §13.1.2 asks for
 * If-None-Match: `W/"x"` matches `"x"`, and `*` matches any current answer.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

export type TContentEncoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none; q=0 refuses one. */
export function pickEncoding(header: string | undefined): TContentEncoding | undefined {
  if (!header) return undefined;
  let gzipOk = false;
  let starOk = false;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip') gzipOk = true;
    if (name === '*') starOk = true;
  }
  if (gzipOk) return 'gzip';
  return starOk ? 'br' : undefined;
}
