import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { parseIdSegment, seriesMeta, seriesResumeAction, type TTvDetails } from '@marquee/domain';
import { NotFoundView } from '../../errors/components/not-found-view.tsx';
import { useTitleLogo } from '../../catalogue/title-logo.ts';
import { tvDetailsQuery } from '../../catalogue/queries.ts';
import { TitleBookmarkToggle } from '../../bookmarks/components/title-bookmark-toggle.tsx';
import { FollowToggle } from '../../up-next/components/follow-toggle.tsx';
import { CreditLine } from '../components/credit-line.tsx';
import { CreditsList } from '../components/credits-list.tsx';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import { EpisodePicker } from '../components/episode-picker.tsx';
import { Overview } from '../components/overview.tsx';
import { PageHead } from '../components/page-head.tsx';
import { QueryState } from '../components/query-state.tsx';
import { defaultSeason, SeasonBrowser } from '../components/season-browser.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { SimilarRow } from '../components/similar-row.tsx';
import { TitleHero } from '../components/title-hero.tsx';
import { seriesHeroFacts } from '../components/hero-facts.ts';
import { pageMetaContext } from '../page-meta-context.ts';
import { useMountTime } from '../use-mount-time.ts';
import { useHistoryEntry } from '../../history/use-history-entry.ts';
import { UserRatingControl } from '../../user-ratings/components/user-rating-control.tsx';

/** A series' detail page (/series/{id}-{slug}). */
export default function SeriesPage() {
  const id = parseIdSegment(useParams().seriesId);
  if (id === undefined) return <NotFoundView />;
  return <SeriesDetails key={id} id={id} />;
}

function SeriesDetails({ id }: { id: number }) {
  const query = useQuery(tvDetailsQuery(id));
  return (
    <QueryState query={query} label="series" skeleton={<DetailSkeleton label="Loading series" />}>
      {(series) => <SeriesView series={series} />}
    </QueryState>
  );
}

function SeriesView({ series }: { series: TTvDetails }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const logo = useTitleLogo('tv', series.id);
  const seasons = series.seasons ?? [];
  const history = useHistoryEntry(series.id);
  const now = useMountTime();
  const resume = seriesResumeAction(history, seasons, defaultSeason(seasons) ?? 1, now);
  // The main button starts on the episode to watch next: the one left half-watched, or the one after.
  const [chosen, setChosen] = useState(
    () => resume.episode ?? { season: defaultSeason(seasons) ?? 1, episode: 1 },
  );
  // Choosing a season resets the episode to 1.
  const chooseSeason = (season: number) => setChosen({ season, episode: 1 });
  const networks = (series.networks ?? []).map((network) => network.name);
  return (
    <article className="pb-16" data-testid="series-page">
      <PageHead meta={seriesMeta(series, pageMetaContext(pathname))} />
      <TitleHero
        {...seriesHeroFacts(series)}
        logo={logo}
        actions={
          <>
            <TitleBookmarkToggle kind="tv" details={series} />
            <FollowToggle target={{ mediaType: 'tv', mediaId: series.id }} title={series.name} />
            <ShareButton title={series.name} />
          </>
        }
        main={
          <EpisodePicker
            series={series}
            season={chosen.season}
            episode={chosen.episode}
            onSeasonChange={chooseSeason}
            onEpisodeChange={(episode) => setChosen((current) => ({ ...current, episode }))}
            autoPlay={searchParams.get('play') === 'true'}
            resume={history ? resume : undefined}
          />
        }
      >
        {networks.length > 0 && (
          <dl>
            <CreditLine label="Network" names={networks} />
          </dl>
        )}
        <UserRatingControl target={{ mediaType: 'tv', mediaId: series.id }} title={series.name} />
      </TitleHero>
      <div className="mx-auto mt-8 max-w-6xl space-y-10 px-4 sm:px-6">
        <Overview text={series.overview} />
        <SeasonBrowser
          series={{ id: series.id, name: series.name }}
          seasons={seasons}
          season={chosen.season}
          onSeasonChange={chooseSeason}
        />
        <CreditsList cast={series.credits?.cast ?? []} crew={series.credits?.crew ?? []} />
        <SimilarRow title="Similar Series" items={series.similar?.results ?? []} />
      </div>
    </article>
  );
}
