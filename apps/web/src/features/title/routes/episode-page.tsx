import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Clock, Star } from 'lucide-react';
import { useParams } from 'react-router';
import { formatRating, isComingSoon, type TEpisodeDetails } from '@marquee/domain';
import { Artwork } from '../../../lib/artwork.tsx';
import { responsiveBackdrop } from '../../../lib/artwork-sources.ts';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import NotFoundPage from '../../errors/routes/not-found-page.tsx';
import { episodeDetailsQuery, tvDetailsQuery } from '../../catalogue/queries.ts';
import { ComingSoonBadge } from '../components/coming-soon-badge.tsx';
import { CreditLine } from '../components/credit-line.tsx';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import { EpisodeNotFound } from '../components/episode-not-found.tsx';
import { crewNames, formatDate, formatRuntime, WRITER_JOBS } from '../components/format.ts';
import { GuestStars } from '../components/guest-stars.tsx';
import { Overview } from '../components/overview.tsx';
import { QueryState } from '../components/query-state.tsx';
import { parseEpisodeParams } from '../queries.ts';

/** An episode's page (spec §2: /series/{id}-{slug}/{season}/{episode}). */
export default function EpisodePage() {
  const target = parseEpisodeParams(useParams());
  if (!target) return <NotFoundPage />;
  const { id, season, episode } = target;
  return <EpisodeDetails key={`${id}/${season}/${episode}`} id={id} season={season} episode={episode} />;
}

function EpisodeDetails({ id, season, episode }: { id: number; season: number; episode: number }) {
  const query = useQuery(episodeDetailsQuery(id, season, episode));
  const show = useQuery(tvDetailsQuery(id));
  const seriesName = show.data?.name;
  const seriesHref = paths.show({ id, ...(seriesName ? { name: seriesName } : {}) });
  return (
    <QueryState
      query={query}
      label="episode"
      skeleton={<DetailSkeleton label="Loading episode" />}
      notFound={<EpisodeNotFound seriesHref={seriesHref} />}
    >
      {(details) => <EpisodeView episode={details} seriesName={seriesName} seriesHref={seriesHref} />}
    </QueryState>
  );
}

interface TEpisodeViewProps {
  episode: TEpisodeDetails;
  seriesName: string | undefined;
  seriesHref: string;
}

function EpisodeView({ episode, seriesName, seriesHref }: TEpisodeViewProps) {
  const crew = [...(episode.crew ?? []), ...(episode.credits?.crew ?? [])];
  const directors = crewNames(crew, ['Director']);
  const writers = crewNames(crew, WRITER_JOBS);
  const guests = episode.guest_stars?.length ? episode.guest_stars : (episode.credits?.guest_stars ?? []);
  const code = `S${episode.season_number} E${episode.episode_number}`;
  const runtime = formatRuntime(episode.runtime);
  return (
    <article
      className="mx-auto max-w-5xl space-y-8 px-4 pt-4 pb-16 sm:px-6 sm:pt-6"
      data-testid="episode-page"
    >
      <title>{`${code} ${episode.name}${seriesName ? ` · ${seriesName}` : ''} | Marquee`}</title>
      <PrefetchLink
        to={seriesHref}
        className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {seriesName ? `Back to ${seriesName}` : 'Back to series'}
      </PrefetchLink>
      <Artwork
        image={responsiveBackdrop(episode.still_path)}
        alt={`${episode.name} still`}
        aspect="16 / 9"
        className="w-full rounded-2xl shadow-lg"
        priority
        sizes="(min-width: 1024px) 960px, 100vw"
      />
      <header className="space-y-3">
        {seriesName && <p className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">{seriesName}</p>}
        <h1 className="text-2xl font-extrabold leading-tight tracking-tight sm:text-4xl">
          <span className="text-brand-600 dark:text-brand-400">{code}</span> {episode.name}
        </h1>
        <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-zinc-700 dark:text-zinc-300">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {formatDate(episode.air_date) ?? 'Air date unknown'}
            {isComingSoon(episode.air_date) && <ComingSoonBadge />}
          </span>
          {runtime && (
            <span className="inline-flex items-center gap-1.5">
              <Clock className="h-4 w-4" aria-hidden="true" />
              {runtime}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            <span className="sr-only">Rating </span>
            {episode.vote_average ? formatRating(episode.vote_average) : 'N/A'}
          </span>
        </p>
        {(directors.length > 0 || writers.length > 0) && (
          <dl className="space-y-1">
            <CreditLine label={directors.length > 1 ? 'Directors' : 'Director'} names={directors} />
            <CreditLine label={writers.length > 1 ? 'Writers' : 'Writer'} names={writers} />
          </dl>
        )}
      </header>
      <Overview text={episode.overview} />
      <GuestStars stars={guests} />
    </article>
  );
}
