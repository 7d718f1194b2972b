import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  certificationsOfContentRatings,
  certificationsOfReleaseDates,
  isTitleAllowed,
  KIDS_RATING_LIMIT,
  NO_RATING_LIMIT,
  RATING_LIMIT_FOR_FILTER,
  RATING_SCALES,
  ratingLimitKey,
  ratingLimitOfFilter,
  usLevelOf,
  type TCertifications,
  type TRatingCountry,
} from './content-rating.ts';

describe('rating limits', () => {
  it('gives each distinct limit its own key and "all" only to no limit', () => {
    const keys = [NO_RATING_LIMIT, KIDS_RATING_LIMIT, ...Object.values(RATING_LIMIT_FOR_FILTER)].map(
      ratingLimitKey,
    );
    expect(keys[0]).toBe('all');
    expect(new Set(keys.slice(1, 4)).size).toBe(3);
    expect(ratingLimitKey({ movie: null, tv: null, unrated: 'block' })).not.toBe('all');
  });

  it('names only certifications of the US scale in its preset limits', () => {
    for (const limit of [KIDS_RATING_LIMIT, ...Object.values(RATING_LIMIT_FOR_FILTER)]) {
      if (limit.movie !== null) expect(RATING_SCALES.US.movie).toContain(limit.movie);
      if (limit.tv !== null) expect(RATING_SCALES.US.tv).toContain(limit.tv);
    }
  });
});

const kinds = ['movie', 'tv'] as const;
const anyCertification = (kind: 'movie' | 'tv') =>
  fc.oneof(fc.constantFrom(...RATING_SCALES.US[kind]), fc.constantFrom('', 'NR', 'Unrated', 'X', '18'));
const anyLimit = fc.record({
  movie: fc.option(fc.constantFrom(...RATING_SCALES.US.movie), { nil: null }),
  tv: fc.option(fc.constantFrom(...RATING_SCALES.US.tv), { nil: null }),
  unrated: fc.constantFrom('allow' as const, 'block' as const),
});

describe('isTitleAllowed', () => {
  it('lets an R movie and a TV-MA series through no filter, moderate blocks them, strict and kids too', () => {
    const r = { US: 'R' };
    const ma = { US: 'TV-MA' };
    expect(isTitleAllowed(r, 'movie', NO_RATING_LIMIT)).toBe(true);
    expect(isTitleAllowed(ma, 'tv', NO_RATING_LIMIT)).toBe(true);
    for (const limit of [
      RATING_LIMIT_FOR_FILTER.moderate,
      RATING_LIMIT_FOR_FILTER.strict,
      KIDS_RATING_LIMIT,
    ]) {
      expect(isTitleAllowed(r, 'movie', limit)).toBe(false);
      expect(isTitleAllowed(ma, 'tv', limit)).toBe(false);
    }
    expect(isTitleAllowed({ US: 'PG-13' }, 'movie', RATING_LIMIT_FOR_FILTER.moderate)).toBe(true);
    expect(isTitleAllowed({ US: 'PG-13' }, 'movie', RATING_LIMIT_FOR_FILTER.strict)).toBe(false);
    expect(isTitleAllowed({ US: 'TV-PG' }, 'tv', RATING_LIMIT_FOR_FILTER.strict)).toBe(true);
    expect(isTitleAllowed({ US: 'TV-PG' }, 'tv', KIDS_RATING_LIMIT)).toBe(false);
    expect(isTitleAllowed({ US: 'G' }, 'movie', KIDS_RATING_LIMIT)).toBe(true);
  });

  it('reads the certification of the operator country only, and the scale of the title kind', () => {
    expect(isTitleAllowed({ GB: 'U', US: 'R' }, 'movie', RATING_LIMIT_FOR_FILTER.strict)).toBe(false);
    expect(isTitleAllowed({ GB: '18' }, 'movie', RATING_LIMIT_FOR_FILTER.moderate)).toBe(true);
    // A movie certification on a series is not on the series scale: unrated.
    expect(isTitleAllowed({ US: 'G' }, 'tv', KIDS_RATING_LIMIT)).toBe(false);
  });

  it('shows unrated titles (none, empty, NR) under moderate and hides them under strict and kids', () => {
    const unrated: (TCertifications | null | undefined)[] = [undefined, null, {}, { US: '' }, { US: 'NR' }];
    for (const certifications of unrated) {
      expect(isTitleAllowed(certifications, 'movie', RATING_LIMIT_FOR_FILTER.moderate)).toBe(true);
      expect(isTitleAllowed(certifications, 'movie', RATING_LIMIT_FOR_FILTER.strict)).toBe(false);
      expect(isTitleAllowed(certifications, 'tv', KIDS_RATING_LIMIT)).toBe(false);
    }
  });

  it('never lets a rated title above the limit through, and always lets one at or below it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), anyLimit, (kind, limit) => {
        const scale: readonly string[] = RATING_SCALES.US[kind];
        const highest = limit[kind];
        scale.forEach((certification, rank) => {
          const allowed = isTitleAllowed({ US: certification }, kind, limit);
          expect(allowed).toBe(highest === null || rank <= scale.indexOf(highest));
        });
      }),
    );
  });

  it('is monotone: whatever a stricter limit allows, a looser one allows too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        anyLimit,
        fc.nat({ max: 5 }),
        fc.constantFrom('movie' as const, 'tv' as const).chain(anyCertification),
        (kind, limit, loosenBy, certification) => {
          const scale: readonly string[] = RATING_SCALES.US[kind];
          const highest = limit[kind];
          const looserRank = highest === null ? null : scale.indexOf(highest) + loosenBy;
          const looser = {
            ...limit,
            [kind]: looserRank === null || looserRank >= scale.length ? null : scale[looserRank],
            unrated: 'allow' as const,
          };
          const certs = { US: certification };
          if (isTitleAllowed(certs, kind, limit)) expect(isTitleAllowed(certs, kind, looser)).toBe(true);
        },
      ),
    );
  });

  it('fails closed on a limit off the scale: no rated title passes', () => {
    const odd = { movie: 'PG-15', tv: null, unrated: 'allow' as const };
    expect(isTitleAllowed({ US: 'G' }, 'movie', odd)).toBe(false);
  });
});

describe('ratingLimitOfFilter', () => {
  it('maps the content filtering choices and limits nothing for a missing or unknown value', () => {
    expect(ratingLimitOfFilter('strict')).toEqual(RATING_LIMIT_FOR_FILTER.strict);
    expect(ratingLimitOfFilter('moderate')).toEqual(RATING_LIMIT_FOR_FILTER.moderate);
    for (const value of [undefined, '', 'toString', '__proto__', 'STRICT']) {
      expect(ratingLimitOfFilter(value)).toEqual(NO_RATING_LIMIT);
    }
  });
});

describe('certifications from TMDB parts', () => {
  it('takes the theatrical certification of each country, else the first one given', () => {
    const releaseDates = {
      results: [
        {
          iso_3166_1: 'US',
          release_dates: [
            { certification: '', type: 1 },
            { certification: 'NR', type: 4 },
            { certification: 'R', type: 3 },
          ],
        },
        { iso_3166_1: 'GB', release_dates: [{ certification: ' 15 ', type: 5 }] },
        { iso_3166_1: 'FR', release_dates: [{ certification: '', type: 3 }] },
      ],
    };
    expect(certificationsOfReleaseDates(releaseDates)).toEqual({ US: 'R', GB: '15' });
    expect(certificationsOfReleaseDates(undefined)).toEqual({});
  });

  it('takes each country rating of a series, leaving out empty ones', () => {
    const ratings = {
      results: [
        { iso_3166_1: 'US', rating: 'TV-MA' },
        { iso_3166_1: 'DE', rating: '' },
      ],
    };
    expect(certificationsOfContentRatings(ratings)).toEqual({ US: 'TV-MA' });
  });
});

const countries = Object.keys(RATING_SCALES) as TRatingCountry[];
const { moderate, strict } = RATING_LIMIT_FOR_FILTER;

describe('country scales', () => {
  it('places every certification of every scale on the US one, never milder than the one before it', () => {
    for (const country of countries) {
      for (const kind of kinds) {
        const scale: readonly string[] = RATING_SCALES[country][kind];
        const us: readonly string[] = RATING_SCALES.US[kind];
        const ranks = scale.map((mark) => us.indexOf(usLevelOf(mark, kind, country) ?? ''));
        expect(ranks.every((rank) => rank >= 0)).toBe(true);
        ranks.forEach((rank, i) => expect(rank).toBeGreaterThanOrEqual(ranks[i - 1] ?? 0));
      }
    }
  });

  it('falls each content filtering tier where the brief puts it, in GB and DE', () => {
    const allowed = (country: TRatingCountry, kind: 'movie' | 'tv', limit = moderate) =>
      (RATING_SCALES[country][kind] as readonly string[]).filter((mark) =>
        isTitleAllowed({ [country]: mark }, kind, limit, country),
      );
    expect(allowed('GB', 'movie')).toEqual(['U', 'PG', '12A', '12']);
    expect(allowed('GB', 'movie', strict)).toEqual(['U', 'PG']);
    expect(allowed('GB', 'movie', KIDS_RATING_LIMIT)).toEqual(['U', 'PG']);
    expect(allowed('GB', 'tv')).toEqual(['U', 'PG', '12A', '12']);
    expect(allowed('GB', 'tv', strict)).toEqual(['U', 'PG']);
    expect(allowed('GB', 'tv', KIDS_RATING_LIMIT)).toEqual(['U']);
    expect(allowed('DE', 'movie')).toEqual(['0', '6', '12']);
    expect(allowed('DE', 'movie', strict)).toEqual(['0', '6']);
    expect(allowed('DE', 'movie', KIDS_RATING_LIMIT)).toEqual(['0', '6']);
    expect(allowed('DE', 'tv', strict)).toEqual(['0', '6']);
    expect(allowed('DE', 'tv', KIDS_RATING_LIMIT)).toEqual(['0', '6']);
    expect(allowed('DE', 'movie', NO_RATING_LIMIT)).toEqual(RATING_SCALES.DE.movie);
  });

  it("judges a title by the country's certification when it has one, not by its US one", () => {
    expect(isTitleAllowed({ GB: '18', US: 'PG' }, 'movie', moderate, 'GB')).toBe(false);
    expect(isTitleAllowed({ GB: 'PG', US: 'R' }, 'movie', strict, 'GB')).toBe(true);
    expect(isTitleAllowed({ DE: '16', US: 'PG-13' }, 'movie', moderate, 'DE')).toBe(false);
    expect(isTitleAllowed({ DE: '6', GB: '15' }, 'tv', KIDS_RATING_LIMIT, 'DE')).toBe(true);
  });

  const anyCountry = fc.constantFrom(...countries);
  const anyMark = fc.constantFrom(
    ...new Set(countries.flatMap((c) => [...RATING_SCALES[c].movie, ...RATING_SCALES[c].tv])),
    'NR',
    'X',
    '',
  );

  it('never lets a title through above the limit on the US level of the rating it is judged by, in any country', () => {
    fc.assert(
      fc.property(
        anyCountry,
        fc.constantFrom(...kinds),
        anyLimit,
        anyMark,
        anyMark,
        (country, kind, limit, own, us) => {
          const certs = { [country]: own, ...(country === 'US' ? {} : { US: us }) };
          const level = usLevelOf(own, kind, country) ?? usLevelOf(certs.US, kind, 'US');
          const scale: readonly string[] = RATING_SCALES.US[kind];
          const highest = limit[kind];
          const expected =
            level === undefined
              ? limit.unrated === 'allow'
              : highest === null || scale.indexOf(level) <= scale.indexOf(highest);
          expect(isTitleAllowed(certs, kind, limit, country)).toBe(expected);
        },
      ),
    );
  });

  it('judges a title without a certification of the country (or one off its scale) by its US one', () => {
    fc.assert(
      fc.property(
        anyCountry.filter((c) => c !== 'US'),
        fc.constantFrom(...kinds).chain((kind) => fc.tuple(fc.constant(kind), anyCertification(kind))),
        anyLimit,
        fc.constantFrom(undefined, '', 'NR', 'X', 'Unrated'),
        (country, [kind, us], limit, offScale) => {
          const certs = offScale === undefined ? { US: us } : { US: us, [country]: offScale };
          expect(isTitleAllowed(certs, kind, limit, country)).toBe(isTitleAllowed({ US: us }, kind, limit));
        },
      ),
    );
  });
});
