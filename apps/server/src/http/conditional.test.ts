import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, pickEncoding } from './conditional.ts';

describe('matchesIfNoneMatch', () => {
  const etag = '"abc123"';

  it('matches the same tag, its weak form, a list naming it, and *', () => {
    expect(matchesIfNoneMatch('"abc123"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc123"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"other", W/"abc123"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match other tags, an unquoted tag, or no header', () => {
    expect(matchesIfNoneMatch('"abc124"', etag)).toBe(false);
    expect(matchesIfNoneMatch('abc123', etag)).toBe(false);
    expect(matchesIfNoneMatch('"a", "b"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers br, then gzip, else none', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
  });

  it('never picks an encoding the client refuses with q=0', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('br;q=0.5')).toBe('br');
  });

  it('takes * as any encoding', () => {
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('BR')).toBe('br');
  });
});
