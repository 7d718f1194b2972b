import { ZResizeQuery } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { resizeKey, resizePlanOf } from './resize-options.ts';

const planOf = (query: Record<string, string>) => resizePlanOf(ZResizeQuery.parse({ url: '/a', ...query }));
const keyOf = (query: Record<string, string>) => resizeKey(planOf(query));

describe('resizePlanOf and resizeKey', () => {
  it('gives equal keys to requests that differ only by defaults, field order or url', () => {
    const a = keyOf({ w: '100' });
    expect(resizeKey(resizePlanOf(ZResizeQuery.parse({ q: '80', fit: 'cover', w: '100', url: '/b' })))).toBe(
      a,
    );
    expect(keyOf({ w: '100', output: 'webp', dpr: '1', rot: '0', con: '0' })).toBe(a);
    expect(keyOf({ w: '101' })).not.toBe(a);
  });

  it('folds dpr into the size: w=100&dpr=2 is w=200', () => {
    expect(keyOf({ w: '100', h: '50', dpr: '2' })).toBe(keyOf({ w: '200', h: '100' }));
  });

  it('leaves q out for png and gif, which ignore it, and keeps it for the lossy outputs', () => {
    for (const output of ['png', 'gif']) {
      expect(keyOf({ w: '90', output, q: '96' })).toBe(keyOf({ w: '90', output }));
    }
    for (const output of ['webp', 'jpg', 'avif']) {
      expect(keyOf({ w: '90', output, q: '96' })).not.toBe(keyOf({ w: '90', output }));
    }
  });

  it('keeps fit only when both sides are given, and bg only where a colour shows', () => {
    expect(keyOf({ w: '90', fit: 'contain', bg: 'red' })).toBe(keyOf({ w: '90' }));
    expect(keyOf({ w: '90', h: '90', fit: 'contain' })).not.toBe(keyOf({ w: '90', h: '90' }));
    expect(keyOf({ w: '90', h: '90', fit: 'contain', bg: 'red' })).not.toBe(
      keyOf({ w: '90', h: '90', fit: 'contain' }),
    );
    expect(keyOf({ w: '90', output: 'jpg', bg: 'red' })).not.toBe(keyOf({ w: '90', output: 'jpg' }));
  });

  it('caps the asked box, keeping its shape, so every larger ask shares the capped file', () => {
    expect(planOf({ w: '4096', h: '4096', output: 'gif', q: '96' })).toEqual({
      output: 'gif',
      width: 1024,
      height: 1024,
      fit: 'cover',
    });
    expect(planOf({ w: '3840' })).toMatchObject({ width: 2560 });
    expect(planOf({ w: '1920', dpr: '2' })).toMatchObject({ width: 2560 });
    expect(planOf({ w: '4000', h: '1000' })).toMatchObject({ width: 2560, height: 640 });
    expect(keyOf({ w: '4096', h: '4096' })).toBe(keyOf({ w: '2048', h: '2048', dpr: '2' }));
  });

  it('writes the plan in one fixed order, the absent fields left out', () => {
    expect(keyOf({ sat: '5', crop: '1,2,3,4', w: '100', bg: 'red', output: 'jpg' })).toBe(
      'v2 {"output":"jpg","width":100,"q":80,"crop":{"x":1,"y":2,"w":3,"h":4},"sat":5,"bg":"#ff0000ff"}',
    );
  });
});
