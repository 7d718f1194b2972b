import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { isComingSoon, parseIdSegment, seriesMeta, type TTvDetails } from '@marquee/domain';
import { NotFoundView } from '../../errors/components/not-found-view.tsx';
import { useTitleLogo } from '../../catalogue/title-logo.ts';
import { tvDetailsQuery } from '../../catalogue/queries.ts';
import { TitleBookmarkToggle } from '../../bookmarks/components/title-bookmark-toggle.tsx';
import { CreditLine } from '../components/credit-line.tsx';
import { CreditsList } from '../components/credits-list.tsx';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import { EpisodePicker } from '../components/episode-picker.tsx';
import { formatDate, formatRuntime } from '../../../lib/format.ts';
import { Overview } from '../components/overview.tsx';
import { PageHead } from '../components/page-head.tsx';
import { QueryState } from '../components/query-state.tsx';
import { defaultSeason, SeasonBrowser } from '../components/season-browser.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { SimilarRow } from '../components/similar-row.tsx';
import { TitleHero } from '../components/title-hero.tsx';
import { pageMetaContext } from '../page-meta-context.ts';

/** A series' detail page (spec §2: /series/{id}-{slug}). */
export default function ShowPage() {
  const id = parseIdSegment(useParams().seriesId);
  if (id === undefined) return <NotFoundView />;
  return <ShowDetails key={id} id={id} />;
}

function ShowDetails({ id }: { id: number }) {
  const query = useQuery(tvDetailsQuery(id));
  return (
    <QueryState query={query} label="series" skeleton={<DetailSkeleton label="Loading series" />}>
      {(show) => <ShowView show={show} />}
    </QueryState>
  );
}

function ShowView({ show }: { show: TTvDetails }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const logo = useTitleLogo('tv', show.id);
  const seasons = show.seasons ?? [];
  const [chosen, setChosen] = useState(() => ({ season: defaultSeason(seasons) ?? 1, episode: 1 }));
  // Spec §2: choosing a season resets the episode to 1.
  const chooseSeason = (season: number) => setChosen({ season, episode: 1 });
  const networks = (show.networks ?? []).map((network) => network.name);
  return (
    <article className="pb-16" data-testid="show-page">
      <PageHead meta={seriesMeta(show, pageMetaContext(pathname))} />
      <TitleHero
        title={show.name}
        logo={logo}
        tagline={show.tagline}
        backdropPath={show.backdrop_path}
        posterPath={show.poster_path}
        genres={show.genres}
        date={formatDate(show.first_air_date)}
        dateLabel="First air date"
        comingSoon={isComingSoon(show.first_air_date)}
        rating={show.vote_average}
        actions={
          <>
            <TitleBookmarkToggle kind="tv" details={show} />
            <ShareButton title={show.name} />
          </>
        }
        runtime={formatRuntime(show.episode_run_time?.[0])}
        seasons={show.number_of_seasons}
      >
        {networks.length > 0 && (
          <dl>
            <CreditLine label="Network" names={networks} />
          </dl>
        )}
        <EpisodePicker
          show={show}
          season={chosen.season}
          episode={chosen.episode}
          onSeasonChange={chooseSeason}
          onEpisodeChange={(episode) => setChosen((current) => ({ ...current, episode }))}
          autoPlay={searchParams.get('play') === 'true'}
        />
      </TitleHero>
      <div className="mx-auto mt-8 max-w-6xl space-y-10 px-4 sm:px-6">
        <Overview text={show.overview} />
        <SeasonBrowser
          show={{ id: show.id, name: show.name }}
          seasons={seasons}
          season={chosen.season}
          onSeasonChange={chooseSeason}
        />
        <CreditsList cast={show.credits?.cast ?? []} crew={show.credits?.crew ?? []} />
        <SimilarRow title="Similar Series" items={show.similar?.results ?? []} />
      </div>
    </article>
  );
}
