import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canPageFetch,
  contentSecurityPolicy,
  inlineScriptHashes,
  matchesSource,
} from './security-headers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script, and skips scripts loaded by src', () => {
    const theme = "\n      (function () { document.documentElement.classList.add('dark'); })();\n    ";
    const html = `<head><script>${theme}</script>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <SCRIPT type="text/javascript">var a = 1;</SCRIPT></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(theme), sha256('var a = 1;')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><div id="root"></div>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin and the hashed ones only, never inline scripts at large', () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });
});

describe('what a page of this site may fetch (connect-src)', () => {
  const self = ['https://marquee.example.org'];

  it('fetches paths of this site and its own origin, nothing of another site', () => {
    expect(canPageFetch('/api/sources/demo/720p/index.m3u8', self)).toBe(true);
    expect(canPageFetch('https://marquee.example.org/api/sources/demo/master.m3u8', self)).toBe(true);
    expect(canPageFetch('https://cdn.example.org/film/index.m3u8', self)).toBe(false);
    expect(canPageFetch('http://marquee.example.org/x.m3u8', self)).toBe(false);
    expect(canPageFetch('//cdn.example.org/x.m3u8', self)).toBe(false);
    expect(canPageFetch('not a url', self)).toBe(false);
  });

  it.each([
    ["'self'", 'https://marquee.example.org/a', true],
    ['*', 'https://any.example.net/a', true],
    ['https:', 'https://any.example.net/a', true],
    ['https:', 'http://any.example.net/a', false],
    ['https://cdn.example.org', 'https://cdn.example.org/x.m3u8', true],
    ['https://cdn.example.org', 'https://cdn.example.org:8443/x.m3u8', false],
    ['https://cdn.example.org:8443', 'https://cdn.example.org:8443/x.m3u8', true],
    ['https://cdn.example.org:*', 'https://cdn.example.org:8443/x.m3u8', true],
    ['cdn.example.org', 'https://cdn.example.org/x', true],
    ['*.example.org', 'https://a.b.example.org/x', true],
    ['*.example.org', 'https://example.org/x', false],
    ['https://cdn.example.org', 'https://cdn.example.org.evil.example/x', false],
    ["'none'", 'https://marquee.example.org/a', false],
  ])('the source %s allows %s: %s', (source, url, allowed) => {
    expect(matchesSource(new URL(url), source, self)).toBe(allowed);
  });
});
