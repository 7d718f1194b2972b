import { describe, expect, it } from 'vitest';
import { firstBackdrop, heroPreloadTags } from './hero-head.ts';

describe('firstBackdrop', () => {
  it("is the first result's backdrop that exists, as the hero's first slide", () => {
    expect(
      firstBackdrop([null, { id: 1, backdrop_path: null }, { id: 2 }, { id: 3, backdrop_path: '/b.jpg' }]),
    ).toBe('/b.jpg');
  });

  it('is nothing for results without backdrops', () => {
    for (const results of [[], ['x', 3], [{ backdrop_path: '' }]]) {
      expect(firstBackdrop(results)).toBeUndefined();
    }
  });
});

describe('heroPreloadTags', () => {
  it('one high-priority preload per kind of screen, every attribute escaped', () => {
    const tags = heroPreloadTags('/a"b.jpg', 'full');
    expect(tags).toHaveLength(3);
    for (const tag of tags) {
      expect(tag).toMatch(
        /^<link rel="preload" as="image" fetchpriority="high" media="[^"]+" imagesrcset="[^"]+"/,
      );
      expect(tag).not.toContain('a"b');
      expect(tag).toContain('&amp;w=');
    }
  });
});
