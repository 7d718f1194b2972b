import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStream } from '@marquee/domain';
import { openPlayer } from '../player/open-player.ts';
import { loadPlayerCode } from '../player/player-code.ts';
import type { TSourceSearch } from '../sources/use-source-search.ts';
import { useOpenPlayerWhenFound, type TPlayerMedia } from './use-open-player.ts';

vi.mock('../player/open-player.ts', () => ({ openPlayer: vi.fn() }));
vi.mock('../player/player-code.ts', () => ({ loadPlayerCode: vi.fn(() => Promise.resolve()) }));
// The frame after the click's is now.
vi.mock('../../lib/first-paint.ts', () => ({ afterNextFrame: (task: () => void) => task() }));

const media: TPlayerMedia = { title: 'M', mediaType: 'movie', tmdbId: 832 };
const streams: TStream[] = [
  { id: '1-demo', name: 'Demo stream', provider: 'demo', type: 'hls', playlist: '/a.m3u8', captions: [] },
];
const search = (status: TSourceSearch['status'], found = streams): TSourceSearch => ({
  status,
  streams: status === 'found' ? found : [],
  isUserStarted: false,
  start: () => undefined,
});

describe('useOpenPlayerWhenFound', () => {
  afterEach(() => vi.clearAllMocks());

  it('opens the player once on what was found, when playing is wanted', () => {
    const { rerender } = renderHook(({ s, wanted }) => useOpenPlayerWhenFound(s, wanted, media), {
      initialProps: { s: search('searching'), wanted: true },
    });
    expect(openPlayer).not.toHaveBeenCalled();
    rerender({ s: search('found'), wanted: true });
    rerender({ s: search('found'), wanted: true });
    expect(openPlayer).toHaveBeenCalledTimes(1);
    expect(openPlayer).toHaveBeenCalledWith({ ...media, streams });
  });

  it('found sources wait for a click or play=true', () => {
    const found = search('found');
    const { rerender } = renderHook(({ wanted }) => useOpenPlayerWhenFound(found, wanted, media), {
      initialProps: { wanted: false },
    });
    expect(openPlayer).not.toHaveBeenCalled();
    rerender({ wanted: true });
    expect(openPlayer).toHaveBeenCalledTimes(1);
  });

  it("loads the player's code while a wanted search runs, not for a search nobody asked to play", () => {
    const { rerender } = renderHook(({ s, wanted }) => useOpenPlayerWhenFound(s, wanted, media), {
      initialProps: { s: search('searching'), wanted: false },
    });
    expect(loadPlayerCode).not.toHaveBeenCalled();
    rerender({ s: search('searching'), wanted: true });
    expect(loadPlayerCode).toHaveBeenCalledTimes(1);
    expect(openPlayer).not.toHaveBeenCalled();
  });
});
