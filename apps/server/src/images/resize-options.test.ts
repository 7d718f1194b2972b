import { ZResizeQuery } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { resizeKey } from './resize-options.ts';

const keyOf = (query: Record<string, string>) => resizeKey(ZResizeQuery.parse(query));

describe('resizeKey', () => {
  it('gives equal keys to requests that differ only by defaults, field order or url', () => {
    const a = keyOf({ url: '/a', w: '100' });
    expect(keyOf({ q: '80', fit: 'cover', w: '100', url: '/b', output: 'webp', dpr: '1' })).toBe(a);
    expect(keyOf({ url: '/a', w: '101' })).not.toBe(a);
  });

  it('keeps the key of earlier versions, so images already resized on disk are found again', () => {
    expect(keyOf({ url: '/a', w: '100', crop: '1,2,3,4', bg: 'red' })).toBe(
      '[["w",100],["dpr",1],["q",80],["output","webp"],["fit","cover"],["rot",0],["bg","#ff0000ff"],["crop",{"x":1,"y":2,"w":3,"h":4}]]',
    );
  });
});
