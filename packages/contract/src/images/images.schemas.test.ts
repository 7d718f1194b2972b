import { describe, expect, it } from 'vitest';
import { ZArtworkParams, ZResizeQuery } from './images.schemas.ts';

/** The issues of a refused query as `field: message`, the field empty for the object itself. */
const refusals = (query: Record<string, unknown>) => {
  const result = ZResizeQuery.safeParse(query);
  expect(result.success, JSON.stringify(query)).toBe(false);
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
};

describe('ZResizeQuery', () => {
  it('applies the defaults: output webp, fit cover, quality 80, device pixel ratio 1, no rotation', () => {
    expect(ZResizeQuery.parse({ url: '/api/images/w92/movie-1-poster.jpg' })).toEqual({
      url: '/api/images/w92/movie-1-poster.jpg',
      dpr: 1,
      q: 80,
      output: 'webp',
      fit: 'cover',
      rot: 0,
    });
  });

  it('reads every field: w, h, q, output, fit, blur, brightness, con, sat, sharp, rot, bg, crop (and dpr)', () => {
    const options = ZResizeQuery.parse({
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

  it('gives blur and sharp without a value their default strengths (5 and 1)', () => {
    expect(ZResizeQuery.parse({ url: '/x', blur: '', sharp: '' })).toMatchObject({ blur: 5, sharp: 1 });
  });

  it.each(['webp', 'jpg', 'png', 'avif', 'gif'])('accepts output %s', (output) => {
    expect(ZResizeQuery.parse({ url: '/x', output }).output).toBe(output);
  });

  it.each(['cover', 'contain', 'fill', 'inside', 'outside'])('accepts fit %s', (fit) => {
    expect(ZResizeQuery.parse({ url: '/x', fit }).fit).toBe(fit);
  });

  it('accepts the edges of every range', () => {
    const low = {
      url: '/x',
      w: '1',
      h: '1',
      q: '1',
      dpr: '1',
      blur: '0.3',
      sharp: '0.3',
      brightness: '-100',
    };
    const high = {
      url: '/x',
      w: '4096',
      h: '4096',
      q: '100',
      dpr: '4',
      blur: '100',
      sharp: '10',
      sat: '100',
    };
    expect(ZResizeQuery.safeParse(low).success).toBe(true);
    expect(ZResizeQuery.safeParse(high).success).toBe(true);
  });

  it('puts the options in one order whatever the order of the query, so equal requests key alike', () => {
    const a = ZResizeQuery.parse({ url: '/a', w: '100', q: '80', fit: 'cover' });
    const b = ZResizeQuery.parse({ fit: 'cover', q: '80', w: '100', url: '/a' });
    expect(JSON.stringify(Object.entries(a))).toBe(JSON.stringify(Object.entries(b)));
  });

  it.each([
    [{ url: '/x', w: '1e3' }, 'w: must be an integer from 1 to 4096'],
    [{ url: '/x', w: '0' }, 'w: must be an integer from 1 to 4096'],
    [{ url: '/x', w: '4097' }, 'w: must be an integer from 1 to 4096'],
    [{ url: '/x', w: '12.5' }, 'w: must be an integer from 1 to 4096'],
    [{ url: '/x', h: 'abc' }, 'h: must be an integer from 1 to 4096'],
    [{ url: '/x', h: '0x10' }, 'h: must be an integer from 1 to 4096'],
    [{ url: '/x', q: '50.5' }, 'q: must be an integer from 1 to 100'],
    [{ url: '/x', q: '101' }, 'q: must be an integer from 1 to 100'],
    [{ url: '/x', dpr: '9' }, 'dpr: must be a number from 1 to 4'],
    [{ url: '/x', output: 'bmp' }, 'output: must be one of webp, jpg, png, avif, gif'],
    [{ url: '/x', fit: 'stretch' }, 'fit: must be one of cover, contain, fill, inside, outside'],
    [{ url: '/x', blur: 'NaN' }, 'blur: must be a number from 0.3 to 100'],
    [{ url: '/x', blur: '0.1' }, 'blur: must be a number from 0.3 to 100'],
    [{ url: '/x', sharp: '50' }, 'sharp: must be a number from 0.3 to 10'],
    [{ url: '/x', brightness: '150' }, 'brightness: must be a number from -100 to 100'],
    [{ url: '/x', con: 'x' }, 'con: must be a number from -100 to 100'],
    [{ url: '/x', sat: '-101' }, 'sat: must be a number from -100 to 100'],
    [{ url: '/x', rot: '-90' }, 'rot: must be one of 0, 90, 180, 270'],
    [{ url: '/x', rot: '45' }, 'rot: must be one of 0, 90, 180, 270'],
    [
      { url: '/x', crop: '1,2,3,4,5' },
      'crop: must be x,y,w,h: whole pixels of the source image (such as 0,0,500,300)',
    ],
    [
      { url: '/x', crop: '-1,0,3,4' },
      'crop: must be x,y,w,h: whole pixels of the source image (such as 0,0,500,300)',
    ],
    [{ url: '/x', crop: '0,0,0,10' }, 'crop: must have a width and height of at least 1'],
    [
      { url: '/x', bg: 'not-a-colour' },
      'bg: must be a hex colour (such as 000 or #1a1a1aff) or a colour name (such as black)',
    ],
    [{ url: ['/x', '/y'] }, 'url: must be given once'],
    [{ url: '/x', w: ['10', '20'] }, 'w: must be given once'],
    [{ w: '10' }, 'url: is required'],
    [{ url: '' }, 'url: is required'],
  ])('refuses %o: %s', (query, message) => {
    expect(refusals(query)).toEqual([message]);
  });

  it('refuses unknown fields, naming them and the known ones', () => {
    const [message] = refusals({ url: '/x', callback: 'f' });
    expect(message).toBe(
      ": 'callback' is not known; use url, w, h, dpr, q, output, fit, blur, brightness, con, sat, sharp, rot, bg, crop",
    );
    expect(refusals({ url: '/x', a: '1', b: '2', c: '3', d: '4' })[0]).toMatch(
      /^: 'a', 'b', 'c' and more are not known/,
    );
  });
});

describe('ZArtworkParams (/api/images/{size}/{file})', () => {
  it.each(['w45', 'w92', 'w154', 'w185', 'w300', 'w342', 'w500', 'w780', 'w1280', 'h632', 'original'])(
    "accepts TMDB's size %s",
    (size) => {
      expect(ZArtworkParams.safeParse({ size, file: 'kqjL17yufvn9OVLyXYpvtyrFfak.jpg' }).success).toBe(true);
    },
  );

  it.each(['movie-550-poster.jpg', 'movie-550-logo.png', 'logo_x.svg'])('accepts the file %s', (file) => {
    expect(ZArtworkParams.parse({ size: 'w342', file })).toEqual({ size: 'w342', file });
  });

  it.each([
    [{ size: 'w343', file: 'a.jpg' }, 'size'],
    [{ size: 'W342', file: 'a.jpg' }, 'size'],
    [{ size: 'w342', file: '' }, 'file'],
    [{ size: 'w342', file: 'posters/a.jpg' }, 'file'],
    [{ size: 'w342', file: '../../etc/passwd' }, 'file'],
    [{ size: 'w342', file: 'a.b.jpg' }, 'file'],
    [{ size: 'w342', file: 'a.gif' }, 'file'],
    [{ size: 'w342', file: 'a.jpg\u0000.png' }, 'file'],
    [{ size: 'w342', file: `${'a'.repeat(101)}.jpg` }, 'file'],
  ])('refuses %o naming %s', (params, field) => {
    const result = ZArtworkParams.safeParse(params);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
