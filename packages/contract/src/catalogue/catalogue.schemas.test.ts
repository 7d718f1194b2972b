import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './catalogue-fields.ts';
import {
  ZDiscoverQuery,
  ZEpisodeParams,
  ZIdParams,
  ZListQuery,
  ZSearchMovieQuery,
  ZSearchQuery,
  ZSeasonParams,
} from './catalogue.schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('catalogue ids', () => {
  it('takes plain positive decimal integers within int32', () => {
    expect(ZIdParams.parse({ id: '550' })).toEqual({ id: 550 });
    expect(ZIdParams.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    expect(ZIdParams.parse({ id: 550 })).toEqual({ id: 550 });
  });

  it.each(['0x226', ' 550', '550.0', '0550', '+550', '5e2', '0', '-1', '2147483648', '', 'abc', '550 '])(
    'refuses %j',
    (value) => {
      const result = ZIdParams.safeParse({ id: value });
      expect(result.success).toBe(false);
      expect(messages(result).join()).toContain('positive whole number');
    },
  );

  it('takes season 0 (specials) and episode numbers from 0', () => {
    expect(ZSeasonParams.parse({ id: '1', season: '0' })).toEqual({ id: 1, season: 0 });
    expect(ZEpisodeParams.safeParse({ id: '1', season: '1', episode: '2147483648' }).success).toBe(false);
    expect(ZEpisodeParams.safeParse({ id: '1', season: '01', episode: '1' }).success).toBe(false);
  });
});

describe('catalogue query fields', () => {
  it('keeps page within TMDB’s 1..500 and refuses it repeated', () => {
    expect(ZListQuery.parse({})).toEqual({ page: 1 });
    expect(ZListQuery.safeParse({ page: '501' }).success).toBe(false);
    expect(ZListQuery.safeParse({ page: '1.5' }).success).toBe(false);
    expect(messages(ZListQuery.safeParse({ page: ['1', '2'] }))).toEqual(['must be given once']);
  });

  it('range-checks id lists and vote counts to the integer columns', () => {
    expect(ZDiscoverQuery.parse({ with_genres: '12,16|28' }).with_genres).toBe('12,16|28');
    for (const bad of ['4294967296', '1,2147483648', '1,,2', '0', '1e10', '1.5', ',1']) {
      expect(ZDiscoverQuery.safeParse({ with_genres: bad }).success, bad).toBe(false);
      expect(ZDiscoverQuery.safeParse({ with_watch_providers: bad }).success, bad).toBe(false);
    }
    for (const bad of ['1.5', '1e10', '4294967296', '-1']) {
      expect(ZDiscoverQuery.safeParse({ 'vote_count.gte': bad }).success, bad).toBe(false);
    }
    expect(ZDiscoverQuery.parse({ 'vote_count.gte': '200' })['vote_count.gte']).toBe(200);
  });

  it('takes real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '2020-02-30',
      '2020-13-45',
      '0000-00-00',
      '2020-04-31',
      '1799-12-31',
      '20-01-01',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
      expect(ZDiscoverQuery.safeParse({ 'first_air_date.lte': bad }).success, bad).toBe(false);
    }
  });

  it('refuses NUL and other control characters in every text field', () => {
    for (const [field, value] of [
      ['query', 'a\u0000b'],
      ['query', 'a\u001bb'],
      ['language', 'en\u0085'],
    ] as const) {
      const result = ZSearchQuery.safeParse({ [field]: value });
      expect(messages(result), field).toContain('must not contain control characters');
    }
  });

  it('bounds a search query in characters and words, whatever characters it holds', () => {
    expect(ZSearchQuery.parse({ query: '-'.repeat(40) }).query).toBe('-'.repeat(40));
    expect(messages(ZSearchQuery.safeParse({ query: 'x'.repeat(101) }))).toEqual([
      'must be at most 100 characters',
    ]);
    expect(messages(ZSearchQuery.safeParse({ query: 'a '.repeat(16) }))).toEqual([
      'must have at most 15 words',
    ]);
    expect(ZSearchMovieQuery.parse({ query: 'heat', year: '1995' })).toMatchObject({ year: 1995 });
    expect(ZSearchMovieQuery.safeParse({ query: 'heat', year: '95' }).success).toBe(false);
  });
});
