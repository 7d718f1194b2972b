import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isComingSoon, parseIdSegment, type TTvDetails } from '@marquee/domain';
import NotFoundPage from '../../errors/routes/not-found-page.tsx';
import { tvDetailsQuery } from '../../catalogue/queries.ts';
import { TitleBookmarkToggle } from '../../bookmarks/components/title-bookmark-toggle.tsx';
import { CastList } from '../components/cast-list.tsx';
import { CreditLine } from '../components/credit-line.tsx';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import { formatDate, formatRuntime } from '../components/format.ts';
import { Overview } from '../components/overview.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonBrowser } from '../components/season-browser.tsx';
import { SimilarRow } from '../components/similar-row.tsx';
import { TitleHero } from '../components/title-hero.tsx';

/** A series' detail page (spec §2: /series/{id}-{slug}). */
export default function ShowPage() {
  const id = parseIdSegment(useParams().seriesId);
  if (id === undefined) return <NotFoundPage />;
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
  const networks = (show.networks ?? []).map((network) => network.name);
  return (
    <article className="pb-16" data-testid="show-page">
      <title>{`${show.name} | Marquee`}</title>
      <TitleHero
        title={show.name}
        tagline={show.tagline}
        backdropPath={show.backdrop_path}
        posterPath={show.poster_path}
        genres={show.genres}
        date={formatDate(show.first_air_date)}
        dateLabel="First air date"
        comingSoon={isComingSoon(show.first_air_date)}
        rating={show.vote_average}
        actions={<TitleBookmarkToggle kind="tv" details={show} />}
        runtime={formatRuntime(show.episode_run_time?.[0])}
        seasons={show.number_of_seasons}
      >
        {networks.length > 0 && (
          <dl>
            <CreditLine label="Network" names={networks} />
          </dl>
        )}
      </TitleHero>
      <div className="mx-auto mt-8 max-w-6xl space-y-10 px-4 sm:px-6">
        <Overview text={show.overview} />
        <CastList cast={show.credits?.cast ?? []} />
        <SeasonBrowser show={{ id: show.id, name: show.name }} seasons={show.seasons ?? []} />
        <SimilarRow title="Similar Series" items={show.similar?.results ?? []} />
      </div>
    </article>
  );
}
