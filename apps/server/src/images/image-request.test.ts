import { describe, expect, it } from 'vitest';
import { HttpError } from '../shared/errors.ts';
import { parseImageRest } from './image-request.ts';

const refusal = (rest: string) => {
  try {
    parseImageRest(rest);
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error);
  }
  return 'accepted';
};

describe('parseImageRest (the /{size}/{file} of an image URL given to /img)', () => {
  it('reads the size as a width, a height or the original, and the format from the extension', () => {
    expect(parseImageRest('/w342/movie-550-poster.jpg')).toEqual({
      size: { name: 'w342', width: 342 },
      path: '/movie-550-poster.jpg',
      format: 'jpeg',
    });
    expect(parseImageRest('/h632/person-1-profile.jpg').size).toEqual({ name: 'h632', height: 632 });
    expect(parseImageRest('/original/logo.svg')).toMatchObject({ size: { name: 'original' }, format: 'svg' });
    expect(parseImageRest('/w500/movie-1-logo.png').format).toBe('png');
  });

  it.each(['/w342', '/w342/a/b.jpg', 'w342/a.jpg', '/w342/../a.jpg/x'])(
    'refuses %s as not shaped /{size}/{file}',
    (rest) => {
      expect(refusal(rest)).toMatch(/^400 Image paths look like/);
    },
  );

  it('checks size and file with the contract schema of /api/images, naming what is wrong', () => {
    expect(refusal('/w343/a.jpg')).toMatch(
      /^400 Invalid image path '\/w343\/a.jpg': size must be one of w45/,
    );
    expect(refusal('/w342/a%2F..jpg')).toMatch(/file must be a file name/);
    expect(refusal('/w342/..')).toMatch(/file must be a file name/);
  });
});
