import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId } from 'react';
import { episodeProgress, type TSeasonDetails, type TSeasonSummary } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { sizedArtwork } from '@marquee/contract/routes';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { seasonDetailsQuery } from '../../catalogue/queries.ts';
import { EpisodeCard } from './episode-card.tsx';
import { useHistoryEntry } from '../../history/use-history-entry.ts';
import { formatDate, formatRuntime } from '../../../lib/format.ts';
import { QueryState } from './query-state.tsx';

export interface TSeasonBrowserProps {
  series: { id: number; name: string };
  seasons: TSeasonSummary[];
  /** The chosen season's number, and how to choose another. */
  season: number;
  onSeasonChange: (season: number) => void;
  /** The episode whose page this is (marked in the grid). */
  currentEpisode?: number;
}

/** The first real season (number 1 or more), else whatever comes first (specials). */
export function defaultSeason(seasons: TSeasonSummary[]): number | undefined {
  return (seasons.find((season) => season.season_number >= 1) ?? seasons[0])?.season_number;
}

/** The sum of the episodes' runtimes as '7h 10m', N/A when none is known. */
export function seasonRuntime(details: Pick<TSeasonDetails, 'episodes'>): string {
  const total = details.episodes.reduce((sum, episode) => sum + (episode.runtime ?? 0), 0);
  return formatRuntime(total) ?? 'N/A';
}

/**
 * The season browser: every season with its name and poster; for the chosen one its overview, air date,
 * total runtime and episode count, and a grid of its episodes.
 */
export function SeasonBrowser({
  series,
  seasons,
  season,
  onSeasonChange,
  currentEpisode,
}: TSeasonBrowserProps) {
  const headingId = useId();
  // Below the first screen: its posters, episode cards and stills are built when it comes near the viewport
  // (see useNearViewport), so they hold up neither the first paint nor its first requests.
  const { setElement, isNear } = useNearViewport<HTMLElement>();
  if (seasons.length === 0) return null;
  const summary = seasons.find((entry) => entry.season_number === season);
  return (
    <section
      ref={setElement}
      aria-labelledby={headingId}
      aria-busy={!isNear}
      className="space-y-5"
      data-testid="season-browser"
    >
      <h2 id={headingId} className="text-xl font-bold">
        Seasons
      </h2>
      {isNear ? (
        <>
          <ul aria-label="Seasons" className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
            {seasons.map((entry) => {
              const isChosen = entry.season_number === season;
              return (
                <li key={entry.id} className="w-24 shrink-0 sm:w-28">
                  <button
                    type="button"
                    aria-pressed={isChosen}
                    onClick={() => onSeasonChange(entry.season_number)}
                    className={clsx(
                      'block w-full space-y-1.5 rounded-xl p-1 text-left outline-none transition focus-visible:ring-2 focus-visible:ring-brand-500',
                      isChosen
                        ? 'bg-brand-600/15 ring-2 ring-brand-500'
                        : 'hover:bg-zinc-100 dark:hover:bg-zinc-900',
                    )}
                  >
                    <Artwork
                      image={sizedArtwork(entry.poster_path, 112, 'poster')}
                      alt=""
                      aspect="2 / 3"
                      className="w-full rounded-lg"
                    />
                    <span className="line-clamp-2 block text-xs font-semibold">
                      {entry.name || `Season ${entry.season_number}`}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <ChosenSeason
            key={season}
            series={series}
            summary={summary}
            season={season}
            currentEpisode={currentEpisode}
          />
        </>
      ) : (
        <>
          <SeasonPostersSkeleton />
          <SeasonSkeleton count={Math.min(summary?.episode_count ?? 6, 6)} isStill />
        </>
      )}
    </section>
  );
}

interface TChosenSeasonProps {
  series: { id: number; name: string };
  summary: TSeasonSummary | undefined;
  season: number;
  currentEpisode: number | undefined;
}

function ChosenSeason({ series, summary, season, currentEpisode }: TChosenSeasonProps) {
  const query = useQuery(seasonDetailsQuery(series.id, season));
  const history = useHistoryEntry(series.id);
  return (
    <QueryState
      query={query}
      label="season"
      notFound={<p className="text-sm text-zinc-600 dark:text-zinc-400">This season has no episodes.</p>}
      skeleton={<SeasonSkeleton count={Math.min(summary?.episode_count ?? 6, 6)} />}
    >
      {(details) => (
        <div className="space-y-4" data-testid="season-details">
          <div className="space-y-2">
            <h3 className="text-lg font-bold">{details.name || summary?.name || `Season ${season}`}</h3>
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300">
              <Fact label="Air date">{formatDate(details.air_date) ?? 'N/A'}</Fact>
              <Fact label="Runtime">{seasonRuntime(details)}</Fact>
              <Fact label="Episodes">{details.episodes.length}</Fact>
            </dl>
            <p
              data-testid="season-overview"
              className="max-w-3xl text-sm leading-relaxed text-zinc-700 dark:text-zinc-300"
            >
              {details.overview?.trim() || 'No overview available.'}
            </p>
          </div>
          {details.episodes.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">This season has no episodes.</p>
          ) : (
            <ol aria-label="Episodes" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {details.episodes.map((episode) => (
                <li key={episode.id}>
                  <EpisodeCard
                    series={series}
                    episode={episode}
                    isCurrent={episode.episode_number === currentEpisode}
                    progress={episodeProgress(history, season, episode.episode_number)}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </QueryState>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="font-semibold">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The row of season posters before it is built: one still poster with a line of name under it gives the row its
 * height (a two-line season name adds a line), so the section barely grows when it is built.
 */
function SeasonPostersSkeleton() {
  return (
    <div aria-hidden="true" data-testid="season-posters-skeleton" className="pb-2">
      <div className="w-24 space-y-1.5 p-1 sm:w-28">
        <div className="aspect-[2/3] rounded-lg bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-4 text-xs" />
      </div>
    </div>
  );
}

/** The chosen season's placeholder, of its final size; `isStill` where it waits off the screen (no shimmer). */
function SeasonSkeleton({ count, isStill = false }: { count: number; isStill?: boolean }) {
  const block = clsx(!isStill && 'shimmer', 'bg-zinc-200 dark:bg-zinc-800');
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading episodes</span>
      <div className="space-y-2" aria-hidden="true">
        <div className={clsx(block, 'h-7 w-40 rounded')} />
        <div className={clsx(block, 'h-5 w-72 max-w-full rounded')} />
        <div className={clsx(block, 'h-10 w-full max-w-3xl rounded')} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={clsx(block, 'aspect-[16/13] rounded-xl')} />
        ))}
      </div>
    </div>
  );
}
