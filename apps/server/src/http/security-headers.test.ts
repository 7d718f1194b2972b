import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';

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
