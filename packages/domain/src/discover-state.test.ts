import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISCOVER_STATE,
  discoverSearch,
  discoverSources,
  parseDiscoverState,
  toggleProvider,
  yearsBefore,
} from './discover-state.ts';

const parse = (search: string) => parseDiscoverState(new URLSearchParams(search));

describe('discover URL state', () => {
  it('defaults to Trending, All and no streaming services', () => {
    expect(parse('')).toEqual(DEFAULT_DISCOVER_STATE);
    expect(discoverSearch(DEFAULT_DISCOVER_STATE)).toBe('');
  });
  it('reads mode, type and providers, ignoring unknown values', () => {
    expect(parse('mode=popular&type=tv&providers=337,8')).toEqual({
      mode: 'popular',
      type: 'tv',
      providers: [8, 337],
    });
    expect(parse('mode=weird&type=people&providers=8,999,x,8')).toEqual({
      mode: 'trending',
      type: 'all',
      providers: [8],
    });
  });
  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = { mode: 'popular', type: 'movie', providers: [1899, 8] } as const;
    const search = discoverSearch({ ...state, providers: [...state.providers] });
    expect(search).toBe('?mode=popular&type=movie&providers=8%2C1899');
    expect(parse(search.slice(1))).toEqual({ ...state, providers: [8, 1899] });
  });
  it('toggles a provider on and off', () => {
    expect(toggleProvider([], 15)).toEqual([15]);
    expect(toggleProvider([15], 8)).toEqual([8, 15]);
    expect(toggleProvider([8, 15], 8)).toEqual([15]);
  });
});

describe('discover sources', () => {
  const today = '2026-11-22';

  it('Trending without services is the trending list of the chosen type', () => {
    expect(discoverSources({ mode: 'trending', type: 'all', providers: [] }, today)).toEqual([
      { kind: 'trending', mediaType: 'all' },
    ]);
    expect(discoverSources({ mode: 'trending', type: 'tv', providers: [] }, today)).toEqual([
      { kind: 'trending', mediaType: 'tv' },
    ]);
  });
  it('Popular without services is the popular lists (both for All)', () => {
    expect(discoverSources({ mode: 'popular', type: 'all', providers: [] }, today)).toEqual([
      { kind: 'popular', mediaType: 'movie' },
      { kind: 'popular', mediaType: 'tv' },
    ]);
  });
  it("with services it discovers any of them, joined by '|'", () => {
    expect(discoverSources({ mode: 'popular', type: 'movie', providers: [337, 8] }, today)).toEqual([
      { kind: 'discover', mediaType: 'movie', providers: '8|337' },
    ]);
  });
  it('Trending with services keeps to titles of the last three years', () => {
    expect(discoverSources({ mode: 'trending', type: 'all', providers: [8] }, today)).toEqual([
      { kind: 'discover', mediaType: 'movie', providers: '8', releasedFrom: '2023-11-22' },
      { kind: 'discover', mediaType: 'tv', providers: '8', releasedFrom: '2023-11-22' },
    ]);
  });
  it('counts years back from a leap day safely', () => {
    expect(yearsBefore('2024-02-29', 3)).toBe('2021-02-28');
  });
});
