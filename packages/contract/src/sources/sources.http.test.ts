import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sourcePaths } from './sources.http.ts';

describe('sourcePaths.libraryPathOf', () => {
  it('reads back the path any library file URL was written from', () => {
    const segment = fc.string({ minLength: 1 }).filter((part) => !part.includes('/'));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const file = segments.join('/');
        expect(sourcePaths.libraryPathOf(sourcePaths.libraryFile(file))).toBe(file);
      }),
    );
  });

  it('knows no other URL', () => {
    expect(sourcePaths.libraryPathOf(sourcePaths.demo('master.m3u8'))).toBeUndefined();
    expect(sourcePaths.libraryPathOf(sourcePaths.libraryFile('a.mkv') + '?download=a.mkv')).toBeUndefined();
    expect(sourcePaths.libraryPathOf('/api/sources/library/%E0%A4%A')).toBeUndefined();
  });
});
