import { describe, expect, it } from 'vitest';
import { parseColour, parseResizeQuery, resizeKey } from './resize-options.ts';

describe('parseResizeQuery', () => {
  it('applies the defaults: webp, cover, quality 80, device pixel ratio 1', () => {
    expect(parseResizeQuery({ url: '/api/images/w92/movie-1-poster.jpg' })).toMatchObject({
      output: 'webp',
      fit: 'cover',
      q: 80,
      dpr: 1,
      rot: 0,
      w: undefined,
      h: undefined,
    });
  });

  it('reads every field', () => {
    const options = parseResizeQuery({
      url: '/x',
      w: '300',
      h: '200',
      dpr: '1.5',
      q: '60',
      output: 'jpeg',
      fit: 'contain',
      blur: '2.5',
      brightness: '-20',
      con: '15',
      sat: '40',
      sharp: '',
      rot: '270',
      bg: 'F0A',
      crop: '1,2,30,40',
    });
    expect(options).toEqual({
      url: '/x',
      w: 300,
      h: 200,
      dpr: 1.5,
      q: 60,
      output: 'jpg',
      fit: 'contain',
      blur: 2.5,
      brightness: -20,
      con: 15,
      sat: 40,
      sharp: 1,
      rot: 270,
      bg: '#ff00aaff',
      crop: { x: 1, y: 2, w: 30, h: 40 },
    });
  });

  it('gives equal keys to requests that differ only by defaults or field order', () => {
    const a = parseResizeQuery({ url: '/a', w: '100' });
    const b = parseResizeQuery({ q: '80', fit: 'cover', w: '100', url: '/b', output: 'webp', dpr: '1' });
    expect(resizeKey(a)).toBe(resizeKey(b));
    expect(resizeKey(a)).not.toBe(resizeKey(parseResizeQuery({ url: '/a', w: '101' })));
  });

  it.each([
    [{ url: '/x', w: '1e3' }, 'w'],
    [{ url: '/x', w: '-1' }, 'w'],
    [{ url: '/x', q: '50.5' }, 'q'],
    [{ url: '/x', rot: '-90' }, 'rot'],
    [{ url: '/x', blur: 'NaN' }, 'blur'],
    [{ url: '/x', crop: '1,2,3,4,5' }, 'crop'],
    [{ url: '/x', crop: '-1,0,3,4' }, 'crop'],
    [{ url: ['/x', '/y'] }, 'url'],
    [{ w: '10' }, 'url'],
    [{ url: '/x', callback: 'f' }, 'callback'],
  ])('refuses %o naming %s', (query, field) => {
    expect(() => parseResizeQuery(query)).toThrow(`'${field}'`);
  });
});

describe('parseColour', () => {
  it.each([
    ['000', '#000000ff'],
    ['#abc', '#aabbccff'],
    ['abcd', '#aabbccdd'],
    ['1A2B3C', '#1a2b3cff'],
    ['#1a2b3c80', '#1a2b3c80'],
    ['Black', '#000000ff'],
    ['transparent', '#00000000'],
  ])('reads %s as %s', (raw, hex) => {
    expect(parseColour(raw)).toBe(hex);
  });

  it.each(['12345', 'ggg', 'rgb(0,0,0)', 'papayawhip2', ''])('refuses %s', (raw) => {
    expect(() => parseColour(raw)).toThrow("'bg'");
  });
});
