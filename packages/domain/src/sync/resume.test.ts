import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { episodeProgress, movieResumeAction, seriesResumeAction } from './resume.ts';
import { historyEntryArb } from './sync.arbitraries.ts';
import type { THistoryEntry } from './watch-history.ts';

const SEASONS = [
  { season_number: 1, episode_count: 3 },
  { season_number: 2, episode_count: 3 },
];
const NOW = Date.parse('2026-06-01');

const liveEpisodes = (entry: THistoryEntry) =>
  entry.deletedAt !== undefined && entry.deletedAt >= entry.updatedAt
    ? []
    : Object.values(entry.episodes ?? {}).filter(
        (e) => e.deletedAt === undefined || e.deletedAt < e.updatedAt,
      );

describe('movieResumeAction', () => {
  it('resumes inside the video and never past 94%; starts over otherwise', () => {
    fc.assert(
      fc.property(historyEntryArb(1), (entry) => {
        const action = movieResumeAction(entry);
        if (action.kind === 'resume') {
          expect(action.position).toBeGreaterThan(0);
          expect(action.position / action.duration).toBeLessThanOrEqual(0.94);
        } else expect(action.kind).toBe('start');
      }),
    );
  });

  it('reads "Resume" after 12 s of a movie, "start" with nothing watched', () => {
    const entry = {
      id: 1,
      type: 'movie' as const,
      title: 'M',
      updatedAt: 1,
      progress: { watched: 12, duration: 6000 },
    };
    expect(movieResumeAction(entry)).toEqual({ kind: 'resume', position: 12, duration: 6000 });
    expect(movieResumeAction(undefined)).toEqual({ kind: 'start' });
  });
});

describe('seriesResumeAction', () => {
  it('offers the episode watched last, or one strictly after it once that one is finished', () => {
    fc.assert(
      fc.property(historyEntryArb(2), (entry) => {
        const action = seriesResumeAction(entry, SEASONS, 1, NOW);
        const episodes = liveEpisodes(entry);
        const latest = episodes.sort((a, b) => b.updatedAt - a.updatedAt)[0];
        if (!latest) {
          expect(action).toEqual({ kind: 'start', episode: { season: 1, episode: 1 } });
          return;
        }
        const last = { season: latest.seasonNumber, episode: latest.number };
        if (action.kind === 'next') {
          expect(latest.progress.watched / latest.progress.duration).toBeGreaterThan(0.93);
          const { season, episode } = action.episode;
          expect(season > last.season || (season === last.season && episode === last.episode + 1)).toBe(true);
        } else {
          expect(action.episode).toEqual(last);
        }
      }),
    );
  });

  it('rolls from a finished season finale to the next season, and resumes a half-watched episode', () => {
    const finale = {
      id: 's1e3',
      number: 3,
      seasonNumber: 1,
      updatedAt: 5,
      progress: { watched: 99, duration: 100 },
    };
    const show = { id: 2, type: 'show' as const, title: 'S', updatedAt: 5, episodes: { s1e3: finale } };
    expect(seriesResumeAction(show, SEASONS, 1, NOW)).toEqual({
      kind: 'next',
      episode: { season: 2, episode: 1 },
    });
    const half = { ...finale, progress: { watched: 40, duration: 100 } };
    expect(seriesResumeAction({ ...show, episodes: { s1e3: half } }, SEASONS, 1, NOW)).toEqual({
      kind: 'resume',
      position: 40,
      duration: 100,
      episode: { season: 1, episode: 3 },
    });
  });
});

describe('episodeProgress', () => {
  it('marks a live episode watched exactly when its resume starts over, with a share between 0 and 1', () => {
    fc.assert(
      fc.property(
        historyEntryArb(3),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 3 }),
        (entry, s, e) => {
          const progress = episodeProgress(entry, s, e);
          const live = liveEpisodes(entry).find(
            (episode) => episode.seasonNumber === s && episode.number === e,
          );
          if (!live || live.progress.watched <= 0) {
            expect(progress).toBeUndefined();
            return;
          }
          expect(progress?.share).toBeGreaterThan(0);
          expect(progress?.share).toBeLessThanOrEqual(1);
          expect(progress?.isWatched).toBe(
            seriesResumeAction({ ...entry, episodes: { [live.id]: live } }, [], s, NOW).kind !== 'resume',
          );
        },
      ),
    );
  });

  it('reads half-watched and watched episodes, and nothing for one never started', () => {
    const episode = (watched: number) => ({
      id: 's1e2',
      number: 2,
      seasonNumber: 1,
      updatedAt: 5,
      progress: { watched, duration: 100 },
    });
    const show = (watched: number) => ({
      id: 2,
      type: 'show' as const,
      title: 'S',
      updatedAt: 5,
      episodes: { s1e2: episode(watched) },
    });
    expect(episodeProgress(show(40), 1, 2)).toEqual({ share: 0.4, isWatched: false });
    expect(episodeProgress(show(99), 1, 2)).toEqual({ share: 0.99, isWatched: true });
    expect(episodeProgress(show(40), 1, 3)).toBeUndefined();
    expect(episodeProgress({ ...show(40), deletedAt: 6 }, 1, 2)).toBeUndefined();
  });
});
