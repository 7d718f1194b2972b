import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from '../../../lib/icons.tsx';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { episodeMeta, seriesStreamRequest, type TEpisodeDetails, type TTvDetails } from '@marquee/domain';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { episodeDetailsQuery, tvDetailsQuery } from '../../catalogue/queries.ts';
import { CreditsList } from '../components/credits-list.tsx';
import { EpisodeFacts } from '../components/episode-facts.tsx';
import { EpisodeNotFound } from '../components/episode-not-found.tsx';
import { EpisodePlayControls } from '../components/episode-play-controls.tsx';
import { EpisodeSkeleton } from '../components/episode-skeleton.tsx';
import { EpisodeStill } from '../components/episode-still.tsx';
import { EpisodeStills } from '../components/episode-stills.tsx';
import { GuestStars } from '../components/guest-stars.tsx';
import { MissingParameters } from '../components/missing-parameters.tsx';
import { Overview } from '../components/overview.tsx';
import { PageHead } from '../components/page-head.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonBrowser } from '../components/season-browser.tsx';
import { pageMetaContext } from '../page-meta-context.ts';
import { parseEpisodeParams } from '../queries.ts';

/** An episode that could not be loaded (other than not found). */
export const EPISODE_LOAD_FAILED = 'Failed to load episode information. Please try again later.';

/** An episode's page (/series/{id}-{slug}/{season}/{episode}). */
export default function EpisodePage() {
  const target = parseEpisodeParams(useParams());
  if (!target) return <MissingParameters />;
  const { id, season, episode } = target;
  return <EpisodeDetails key={`${id}/${season}/${episode}`} id={id} season={season} episode={episode} />;
}

function EpisodeDetails({ id, season, episode }: { id: number; season: number; episode: number }) {
  const query = useQuery(episodeDetailsQuery(id, season, episode));
  const series = useQuery(tvDetailsQuery(id));
  const seriesName = series.data?.name;
  const seriesHref = paths.seriesTitle({ id, ...(seriesName ? { name: seriesName } : {}) });
  return (
    <QueryState
      query={query}
      label="episode"
      skeleton={<EpisodeSkeleton />}
      notFound={<EpisodeNotFound seriesHref={seriesHref} />}
      failure={{ title: EPISODE_LOAD_FAILED, message: '' }}
    >
      {(details) => (
        <EpisodeView episode={details} series={series.data} seriesId={id} seriesHref={seriesHref} />
      )}
    </QueryState>
  );
}

interface TEpisodeViewProps {
  episode: TEpisodeDetails;
  series: TTvDetails | undefined;
  seriesId: number;
  seriesHref: string;
}

function EpisodeView({ episode, series, seriesId, seriesHref }: TEpisodeViewProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [browsedSeason, setBrowsedSeason] = useState(episode.season_number);
  const seriesName = series?.name;
  const origin = pageMetaContext(seriesHref);
  const meta = episodeMeta(
    episode,
    series ? { name: series.name, url: origin.url, backdropPath: series.backdrop_path } : undefined,
    pageMetaContext(pathname),
  );
  const guests = episode.guest_stars?.length ? episode.guest_stars : (episode.credits?.guest_stars ?? []);
  const cast = episode.credits?.cast?.length ? episode.credits.cast : (series?.credits?.cast ?? []);
  const crew = [...(episode.crew ?? []), ...(episode.credits?.crew ?? [])];
  return (
    <article
      className="mx-auto max-w-6xl space-y-10 px-4 pt-4 pb-16 sm:px-6 sm:pt-6"
      data-testid="episode-page"
    >
      <PageHead meta={meta} />
      <div className="space-y-4">
        <PrefetchLink
          to={seriesHref}
          className="inline-flex h-5 items-center gap-2 rounded-full text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {seriesName ? `Back to ${seriesName}` : 'Back to series'}
        </PrefetchLink>
        {/* Phones: title, still and play, then the overview; wide screens: still and play beside title and overview. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start">
          <div className="order-2 space-y-4 lg:order-none lg:row-span-2">
            <EpisodeStill episode={episode} />
            <EpisodePlayControls
              request={series ? seriesStreamRequest(series, episode) : undefined}
              autoPlay={searchParams.get('play') === 'true'}
              media={{
                title: series?.name ?? '',
                mediaType: 'tv',
                tmdbId: seriesId,
                season: episode.season_number,
                episode: episode.episode_number,
                episodeTitle: episode.name,
              }}
            />
          </div>
          <EpisodeFacts
            episode={episode}
            seriesName={seriesName}
            crew={crew}
            className="order-1 lg:order-none"
          />
          <div className="order-3 lg:order-none" data-testid="episode-overview">
            <Overview text={episode.overview} />
          </div>
        </div>
      </div>
      <GuestStars stars={guests} />
      <EpisodeStills stills={episode.images?.stills ?? []} name={episode.name} />
      {series && (
        <SeasonBrowser
          series={{ id: seriesId, name: series.name }}
          seasons={series.seasons ?? []}
          season={browsedSeason}
          onSeasonChange={setBrowsedSeason}
          {...(browsedSeason === episode.season_number ? { currentEpisode: episode.episode_number } : {})}
        />
      )}
      <CreditsList cast={cast} crew={crew} />
    </article>
  );
}
