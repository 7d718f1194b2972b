import { afterEach, describe, expect, it } from 'vitest';
import { fetchLaterCode, forgetLaterCode } from './later-code.ts';

function putMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'marquee-later-code';
  meta.content = content;
  document.head.append(meta);
}

const prefetches = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  for (const node of document.head.querySelectorAll(
    'meta[name="marquee-later-code"], link[rel="prefetch"]',
  )) {
    node.remove();
  }
  forgetLaterCode();
});

describe('fetchLaterCode', () => {
  it('prefetches each listed script once, in the mode a module import asks for it', () => {
    putMeta('/assets/player-overlay-a1.js /assets/dist-b2.js');
    fetchLaterCode();
    fetchLaterCode();
    expect(prefetches()).toEqual([
      { href: '/assets/player-overlay-a1.js', crossOrigin: 'anonymous' },
      { href: '/assets/dist-b2.js', crossOrigin: 'anonymous' },
    ]);
  });

  it("fetches nothing without the tag, and nothing that is not one of the site's script files", () => {
    fetchLaterCode();
    expect(prefetches()).toEqual([]);
    putMeta('https://elsewhere.example/x.js /assets/../secret.js /assets/a.css javascript:alert(1)');
    fetchLaterCode();
    expect(prefetches()).toEqual([]);
  });
});
