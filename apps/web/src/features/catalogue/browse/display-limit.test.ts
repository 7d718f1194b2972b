import { describe, expect, it } from 'vitest';
import { carouselDisplayLimit, isNarrowViewport, limitRow, topListSize } from './display-limit.ts';

describe('carousel display limits', () => {
  it('shows 15 cards on wide screens and 10 under 700 px', () => {
    expect(carouselDisplayLimit(isNarrowViewport(1280))).toBe(15);
    expect(carouselDisplayLimit(isNarrowViewport(700))).toBe(15);
    expect(carouselDisplayLimit(isNarrowViewport(699))).toBe(10);
    expect(carouselDisplayLimit(isNarrowViewport(390))).toBe(10);
    expect(isNarrowViewport(699.5)).toBe(true);
  });

  it('ranks 15 series in the top list, 10 on phones', () => {
    expect(topListSize(isNarrowViewport(1280))).toBe(15);
    expect(topListSize(isNarrowViewport(390))).toBe(10);
  });
});

describe('row limits', () => {
  const items = Array.from({ length: 150 }, (_, i) => i);

  it('keeps a row to its own limit: 30 popular, 15 trending and upcoming', () => {
    expect(limitRow(items, 30)).toHaveLength(30);
    expect(limitRow(items, 15)).toEqual(items.slice(0, 15));
  });

  it('never holds more than 100 items', () => {
    expect(limitRow(items, 500)).toHaveLength(100);
  });

  it('keeps short lists whole', () => {
    expect(limitRow([1, 2], 15)).toEqual([1, 2]);
    expect(limitRow(items, -1)).toEqual([]);
  });
});
