import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLaterCode, forgetLaterCode } from './later-code.ts';

function putMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'marquee-later-code';
  meta.content = content;
  document.head.append(meta);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  for (const node of document.head.querySelectorAll(
    'meta[name="marquee-later-code"], link[rel="modulepreload"]',
  )) {
    node.remove();
  }
  forgetLaterCode();
  vi.unstubAllGlobals();
});

describe('fetchLaterCode', () => {
  it('preloads each listed module once (fetched and compiled, not run), in the mode an import asks for it', () => {
    putMeta('/assets/player-overlay-a1.js /assets/dist-b2.js');
    fetchLaterCode();
    fetchLaterCode();
    expect(preloads()).toEqual([
      { href: '/assets/player-overlay-a1.js', crossOrigin: 'anonymous' },
      { href: '/assets/dist-b2.js', crossOrigin: 'anonymous' },
    ]);
  });

  it("fetches nothing without the tag, and nothing that is not one of the site's script files", () => {
    fetchLaterCode();
    expect(preloads()).toEqual([]);
    putMeta('https://elsewhere.example/x.js /assets/../secret.js /assets/a.css javascript:alert(1)');
    fetchLaterCode();
    expect(preloads()).toEqual([]);
  });

  it('fetches nothing for a visitor saving data or on a 2G line', () => {
    putMeta('/assets/player-overlay-a1.js');
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true, effectiveType: '4g' } });
    fetchLaterCode();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false, effectiveType: 'slow-2g' } });
    fetchLaterCode();
    expect(preloads()).toEqual([]);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false, effectiveType: '3g' } });
    fetchLaterCode();
    expect(preloads()).toHaveLength(1);
  });
});
