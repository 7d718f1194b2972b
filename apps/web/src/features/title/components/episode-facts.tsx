import clsx from 'clsx';
import { CalendarDays, Clock, Star } from '../../../lib/icons.tsx';
import { hasRating, isComingSoon, type TCrewMember, type TEpisode } from '@marquee/domain';
import { ComingSoonBadge } from './coming-soon-badge.tsx';
import { CreditLine } from './credit-line.tsx';
import { episodeRating } from './episode-card.tsx';
import { formatDate, formatNumber, formatRuntime } from '../../../lib/format.ts';
import { crewNames, WRITER_JOBS } from './crew-names.ts';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';

export interface TEpisodeFactsProps {
  episode: TEpisode;
  seriesName: string | undefined;
  crew: TCrewMember[];
  className?: string;
}

/**
 * An episode's heading and facts: episode and series names, season and episode numbers, air date and
 * runtime, directors and writers, rating x/10 with its votes, and 'Released On'.
 */
export function EpisodeFacts({ episode, seriesName, crew, className }: TEpisodeFactsProps) {
  const directors = crewNames(crew, ['Director']);
  const writers = crewNames(crew, WRITER_JOBS);
  const runtime = formatRuntime(episode.runtime);
  const airDate = formatDate(episode.air_date);
  const rating = episodeRating(episode);
  return (
    <header className={clsx('space-y-3', className)}>
      <p className="min-h-5 text-sm font-semibold text-zinc-600 dark:text-zinc-400">{seriesName}</p>
      <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-4xl">
        <span className="text-brand-600 dark:text-brand-400">
          S{episode.season_number} E{episode.episode_number}
        </span>{' '}
        {episode.name}
        {seriesName && <span className="sr-only"> · {seriesName}</span>}
      </h1>
      <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        Season {episode.season_number} · Episode {episode.episode_number}
      </p>
      <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-zinc-700 dark:text-zinc-300">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Air date </span>
          {airDate ?? 'N/A'}
          {isComingSoon(episode.air_date) && <ComingSoonBadge />}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Runtime </span>
          {runtime ?? 'N/A'}
        </span>
      </p>
      <dl className="space-y-1">
        <CreditLine label={directors.length > 1 ? 'Directors' : 'Director'} names={directors} />
        <CreditLine label={writers.length > 1 ? 'Writers' : 'Writer'} names={writers} />
        {hasRating(episode.vote_average, episode.vote_count) && (
          <div {...SCORE_MARK} className="text-sm">
            <dt className="inline font-semibold">Rating: </dt>
            <dd className="inline-flex items-center gap-1 text-zinc-700 dark:text-zinc-300">
              <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              {`${rating}/10`}
              {episode.vote_count !== undefined && (
                <span className="text-zinc-500 dark:text-zinc-400">
                  ({formatNumber(episode.vote_count)} {episode.vote_count === 1 ? 'vote' : 'votes'})
                </span>
              )}
            </dd>
          </div>
        )}
        <div className="text-sm">
          <dt className="inline font-semibold">Released On: </dt>
          <dd className="inline text-zinc-700 dark:text-zinc-300">{airDate ?? 'N/A'}</dd>
        </div>
      </dl>
    </header>
  );
}
