import { describe, expect, it } from 'vitest';
import type { TCastMember, TCrewMember, TEpisode } from '@marquee/domain';
import { creditsOf } from './credits-list.tsx';
import { episodeRating } from './episode-card.tsx';
import { PLAY_LABELS } from './episode-play-controls.tsx';
import { defaultSeason, seasonRuntime } from './season-browser.tsx';

const cast = (name: string, character: string, id: string) =>
  ({ name, character, credit_id: id, profile_path: null }) as TCastMember;
const crew = (name: string, job: string, id: string) =>
  ({ name, job, credit_id: id, profile_path: null }) as TCrewMember;

describe('title page rules', () => {
  it('cast and crew: cast first, then crew, each person once per role', () => {
    const credits = creditsOf(
      [cast('Peter Lorre', 'Hans Beckert', 'a')],
      [
        crew('Fritz Lang', 'Director', 'b'),
        crew('Fritz Lang', 'Director', 'c'),
        crew('Fritz Lang', 'Writer', 'd'),
      ],
    );
    expect(credits.map((credit) => `${credit.name}/${credit.role}`)).toEqual([
      'Peter Lorre/Hans Beckert',
      'Fritz Lang/Director',
      'Fritz Lang/Writer',
    ]);
  });

  it("a season's runtime is its episodes' total, N/A when none is known", () => {
    const episodes = [{ runtime: 47 }, { runtime: null }, { runtime: 58 }] as TEpisode[];
    expect(seasonRuntime({ episodes })).toBe('1h 45m');
    expect(seasonRuntime({ episodes: [{ runtime: null }] as TEpisode[] })).toBe('N/A');
  });

  it('episode ratings to one decimal, N/A when unrated', () => {
    expect(episodeRating({ vote_average: 7.46, vote_count: 3 })).toBe('7.5');
    expect(episodeRating({ vote_average: 0, vote_count: 0 })).toBe('N/A');
  });

  it('the play button says what the source search is doing', () => {
    expect(PLAY_LABELS).toEqual({
      idle: 'Load & Play',
      searching: 'Loading sources...',
      found: 'Play Episode',
      failed: 'Not found: Click to try again',
    });
  });

  it('the season browser opens on season 1, or specials when there is nothing else', () => {
    const seasons = [{ season_number: 0 }, { season_number: 1 }] as Parameters<typeof defaultSeason>[0];
    expect(defaultSeason(seasons)).toBe(1);
    expect(defaultSeason([{ season_number: 0 }] as typeof seasons)).toBe(0);
    expect(defaultSeason([])).toBeUndefined();
  });
});
