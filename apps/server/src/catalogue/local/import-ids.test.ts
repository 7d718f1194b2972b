import { describe, expect, it } from 'vitest';
import {
  DERIVED_ID_BASE,
  deriveCreditId,
  deriveEpisodeId,
  derivePersonId,
  deriveSeasonId,
  generatedArtwork,
} from './import-ids.ts';

const INT_MAX = 2_147_483_647;

describe('derived ids', () => {
  it('gives a person the same id from the same name, whatever its case and spacing', () => {
    expect(derivePersonId('Bryan Cranston')).toBe(derivePersonId('  bryan   CRANSTON'));
    expect(derivePersonId('Bryan Cranston')).not.toBe(derivePersonId('Aaron Paul'));
  });

  it('keeps derived ids above TMDB ids and within a PostgreSQL integer', () => {
    const ids = [
      derivePersonId('Anna Gunn'),
      deriveSeasonId(1396, 1),
      deriveEpisodeId(1396, 1, 3),
      ...Array.from({ length: 500 }, (_, i) => derivePersonId(`Person ${i}`)),
    ];
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(DERIVED_ID_BASE);
      expect(id).toBeLessThanOrEqual(INT_MAX);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is stable across runs (a changed formula would orphan stored rows)', () => {
    expect(derivePersonId('Anna Gunn')).toMatchInlineSnapshot(`1632622017`);
    expect(deriveSeasonId(1396, 2)).toMatchInlineSnapshot(`1080083421`);
    expect(deriveEpisodeId(1396, 2, 1)).toMatchInlineSnapshot(`1433580624`);
  });

  it('tells seasons and episodes of different series apart', () => {
    expect(deriveSeasonId(1, 12)).not.toBe(deriveSeasonId(11, 2));
    expect(deriveEpisodeId(1396, 1, 12)).not.toBe(deriveEpisodeId(1396, 11, 2));
  });

  it('derives a 24-hex credit id from title, scope, person and role', () => {
    const key = {
      mediaType: 'tv',
      titleId: 1396,
      scope: 'title',
      personId: 17419,
      kind: 'cast',
      role: 'Walter White',
    } as const;
    expect(deriveCreditId(key)).toMatch(/^[0-9a-f]{24}$/);
    expect(deriveCreditId(key)).toBe(deriveCreditId({ ...key, role: ' walter white ' }));
    expect(deriveCreditId(key)).not.toBe(deriveCreditId({ ...key, scope: 's1e1' }));
    expect(deriveCreditId(key)).not.toBe(deriveCreditId({ ...key, kind: 'guest' }));
  });
});

describe('generated artwork paths', () => {
  it('names each picture the way the image service draws it', () => {
    expect(generatedArtwork.poster('movie', 603)).toBe('/movie-603-poster.jpg');
    expect(generatedArtwork.backdrop('tv', 1396)).toBe('/tv-1396-backdrop.jpg');
    expect(generatedArtwork.logo('movie', 603)).toBe('/movie-603-logo.png');
    expect(generatedArtwork.seasonPoster(1396, 2)).toBe('/tv-1396-s2-poster.jpg');
    expect(generatedArtwork.episodeStill(1396, 2, 5)).toBe('/tv-1396-s2e5-still.jpg');
    expect(generatedArtwork.profile(1528457331)).toBe('/person-1528457331-profile.jpg');
  });
});
