import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled } from './shuffle.ts';

describe('shuffle', () => {
  const items = Array.from({ length: 30 }, (_, i) => i);

  it('keeps every item exactly once and leaves the input alone', () => {
    const copy = [...items];
    const result = shuffled(items, seededRandom(42));
    expect(result).toHaveLength(items.length);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(copy);
  });
  it('changes the order', () => {
    expect(shuffled(items, seededRandom(7))).not.toEqual(items);
  });
  it('gives the same order for the same seed (one shuffle per visit) and another for another seed', () => {
    expect(shuffled(items, seededRandom(1))).toEqual(shuffled(items, seededRandom(1)));
    expect(shuffled(items, seededRandom(1))).not.toEqual(shuffled(items, seededRandom(2)));
  });
  it('handles empty and single lists', () => {
    expect(shuffled([])).toEqual([]);
    expect(shuffled(['a'])).toEqual(['a']);
  });
  it('draws numbers in [0, 1)', () => {
    const random = seededRandom(123);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
