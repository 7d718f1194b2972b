import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TSeasonSummary } from '@marquee/domain';
import { seasonDetailsQuery } from '../../catalogue/queries.ts';
import { EpisodeList } from './episode-list.tsx';
import { QueryState } from './query-state.tsx';

export interface TSeasonBrowserProps {
  show: { id: number; name: string };
  seasons: TSeasonSummary[];
}

/** The first real season (number 1 or more), else whatever comes first (specials). */
export function defaultSeason(seasons: TSeasonSummary[]): number | undefined {
  return (seasons.find((season) => season.season_number >= 1) ?? seasons[0])?.season_number;
}

/** A season selector over the chosen season's episode list. */
export function SeasonBrowser({ show, seasons }: TSeasonBrowserProps) {
  const [chosen, setChosen] = useState(() => defaultSeason(seasons));
  const selectId = useId();
  if (chosen === undefined) return null;
  return (
    <section aria-labelledby={`${selectId}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${selectId}-heading`} className="text-xl font-bold">
          Seasons
        </h2>
        <label htmlFor={selectId} className="sr-only">
          Season
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
          className="rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm font-medium dark:border-zinc-700 dark:bg-zinc-900"
        >
          {seasons.map((season) => (
            <option key={season.id} value={season.season_number}>
              {season.name || `Season ${season.season_number}`} ({season.episode_count} episodes)
            </option>
          ))}
        </select>
      </div>
      <SeasonEpisodes key={chosen} show={show} season={chosen} />
    </section>
  );
}

function SeasonEpisodes({ show, season }: { show: { id: number; name: string }; season: number }) {
  const query = useQuery(seasonDetailsQuery(show.id, season));
  return (
    <QueryState
      query={query}
      label="season"
      notFound={<p className="text-sm text-zinc-600 dark:text-zinc-400">This season has no episodes.</p>}
      skeleton={
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading episodes</span>
          {[0, 1, 2].map((key) => (
            <div
              key={key}
              className="shimmer h-20 rounded-xl bg-zinc-200 dark:bg-zinc-800"
              aria-hidden="true"
            />
          ))}
        </div>
      }
    >
      {(details) => <EpisodeList show={show} episodes={details.episodes} />}
    </QueryState>
  );
}
