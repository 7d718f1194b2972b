import { describe, expect, it } from 'vitest';
import {
  isNextEpisodeShown,
  isSkipIntroShown,
  nextEpisodeOf,
  resumePosition,
  shouldAutoAdvance,
  skipIntroTarget,
} from './episode-rules.ts';

describe('Skip Intro', () => {
  it('shows under 3% of the video and under 30 s', () => {
    expect(isSkipIntroShown(0, 2400)).toBe(true);
    expect(isSkipIntroShown(29.9, 2400)).toBe(true);
    expect(isSkipIntroShown(30, 2400)).toBe(false); // 3% would be 72 s: the 30 s limit applies
    expect(isSkipIntroShown(1.1, 40)).toBe(true);
    expect(isSkipIntroShown(1.2, 40)).toBe(false); // 3% of 40 s
    expect(isSkipIntroShown(skipIntroTarget(40) - 0.001, 40)).toBe(false); // where Skip Intro lands
    expect(isSkipIntroShown(0, 0)).toBe(false);
  });

  it('jumps to 3% of the duration', () => {
    expect(skipIntroTarget(2400)).toBeCloseTo(72);
    expect(skipIntroTarget(Number.NaN)).toBe(0);
  });
});

describe('Next Episode and auto-advance', () => {
  it('Next Episode shows after 93%', () => {
    expect(isNextEpisodeShown(93, 100)).toBe(false);
    expect(isNextEpisodeShown(93.1, 100)).toBe(true);
  });

  it('moves on after 99.5% only while playing', () => {
    expect(shouldAutoAdvance(99.6, 100, true)).toBe(true);
    expect(shouldAutoAdvance(99.6, 100, false)).toBe(false);
    expect(shouldAutoAdvance(99.5, 100, true)).toBe(false);
  });
});

describe('resume', () => {
  it('starts from the saved position', () => {
    expect(resumePosition({ watched: 600, duration: 2400 }, 'show')).toBe(600);
    expect(resumePosition({ watched: 600, duration: 2400 }, 'movie')).toBe(600);
  });

  it('starts over past 93% for episodes and 94% for movies', () => {
    expect(resumePosition({ watched: 93.5, duration: 100 }, 'show')).toBe(0);
    expect(resumePosition({ watched: 93.5, duration: 100 }, 'movie')).toBe(93.5);
    expect(resumePosition({ watched: 94.5, duration: 100 }, 'movie')).toBe(0);
  });

  it('starts at 0 with nothing usable saved', () => {
    expect(resumePosition(undefined, 'movie')).toBe(0);
    expect(resumePosition({ watched: 5, duration: 0 }, 'movie')).toBe(0);
    expect(resumePosition({ watched: -3, duration: 10 }, 'movie')).toBe(0);
  });
});

describe('nextEpisodeOf', () => {
  const seasons = [
    { season_number: 0, episode_count: 3, air_date: '2007-01-01' },
    { season_number: 1, episode_count: 7, air_date: '2008-01-20' },
    { season_number: 2, episode_count: 13, air_date: '2009-03-08' },
    { season_number: 3, episode_count: 10, air_date: '2099-01-01' },
  ];
  const now = Date.parse('2026-01-01');

  it('is the next episode of the same season', () => {
    expect(nextEpisodeOf(seasons, { season: 1, episode: 3 }, now)).toEqual({ season: 1, episode: 4 });
  });

  it('rolls over to the next season after its last episode', () => {
    expect(nextEpisodeOf(seasons, { season: 1, episode: 7 }, now)).toEqual({ season: 2, episode: 1 });
  });

  it('never rolls into an unreleased season, and ends after the last', () => {
    expect(nextEpisodeOf(seasons, { season: 2, episode: 13 }, now)).toBeUndefined();
  });

  it('rolls from specials into season 1 but never into specials', () => {
    expect(nextEpisodeOf(seasons, { season: 0, episode: 3 }, now)).toEqual({ season: 1, episode: 1 });
  });
});
