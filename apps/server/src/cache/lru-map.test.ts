import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('keeps values up to its bound by count, dropping the least recently used first', () => {
    const map = new LruMap<string>(2);
    map.set('a', 'A');
    map.set('b', 'B');
    expect(map.get('a')).toBe('A');
    map.set('c', 'C');
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe('A');
    expect(map.get('c')).toBe('C');
    expect(map.size).toBe(2);
  });

  it('bounds the total weight, and never keeps a value heavier than the whole bound', () => {
    const map = new LruMap<string>(10, (value) => value.length);
    map.set('a', 'xxxx');
    map.set('b', 'yyyy');
    map.set('c', 'zzzz');
    expect(map.get('a')).toBeUndefined();
    expect(map.weight).toBe(8);
    map.set('huge', 'x'.repeat(11));
    expect(map.get('huge')).toBeUndefined();
    expect(map.weight).toBe(8);
  });

  it('replacing or deleting a key gives its weight back', () => {
    const map = new LruMap<string>(100, (value) => value.length);
    map.set('a', 'xxxx');
    map.set('a', 'xx');
    expect(map.weight).toBe(2);
    map.delete('a');
    expect(map.weight).toBe(0);
    map.set('b', 'xyz');
    map.clear();
    expect(map.size).toBe(0);
    expect(map.weight).toBe(0);
  });
});
