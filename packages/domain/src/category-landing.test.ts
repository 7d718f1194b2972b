import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.ts';
import { heroCategories, highlightCategories, representativeBackdrops } from './category-landing.ts';

describe('categories landing', () => {
  it('features eight known genres in the hero and the first six in highlights', () => {
    const hero = heroCategories();
    expect(hero).toHaveLength(8);
    for (const category of hero) expect(CATEGORIES).toContain(category);
    expect(highlightCategories()).toEqual(hero.slice(0, 6));
  });
  it("picks each genre's top backdrop, skipping one an earlier genre already shows", () => {
    const a = { id: 1, title: 'A', backdrop_path: '/a.jpg' };
    const b = { id: 2, title: 'B', backdrop_path: '/b.jpg' };
    const none = { id: 3, title: 'C', backdrop_path: null };
    expect(representativeBackdrops([[a, b], [none, a, b], [a], []])).toEqual([
      '/a.jpg',
      '/b.jpg',
      '/a.jpg',
      undefined,
    ]);
  });
});
