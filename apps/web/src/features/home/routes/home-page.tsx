import { Fragment } from 'react';
import { ROW_LIMIT_POPULAR, ROW_LIMIT_TRENDING, ROW_LIMIT_UPCOMING } from '@marquee/domain';
import { useMediaList, type TMediaListState } from '../../catalogue/browse/use-media-list.ts';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { LoadError } from '../../catalogue/components/load-error.tsx';
import { ListRow } from '../../catalogue/components/list-sections.tsx';
import { MediaGrid } from '../../catalogue/components/media-grid.tsx';
import { MediaRow } from '../../catalogue/components/media-row.tsx';
import { NetworkRail } from '../../catalogue/components/network-rail.tsx';
import { listQuery, trendingQuery } from '../../catalogue/queries.ts';
import { paths } from '../../../lib/paths.ts';
import { StagedSections } from '../../../lib/staged-sections.tsx';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { ContinueWatchingRow } from '../components/continue-watching-row.tsx';
import { UpNextRow } from '../../up-next/components/up-next-row.tsx';
import { HERO_BESIDE_LIST_FROM_PX, HomeHero, HomeTopToday } from '../components/home-hero.tsx';
import { usePopularSeriesAndMovies } from '../home-lists.ts';

/**
 * Home: hero carousel with today's top 10 (beside it, or after continue watching on narrower screens), two ad
 * slots, continue watching, networks, and the rows Popular Shows and Movies, Trending Movies, Trending TV Series, Popular Movies (grid), Upcoming Movies.
 * The main list is popular movies: when it fails or comes back empty, the page offers a retry instead.
 */
export default function HomePage() {
  const popularMovies = useMediaList(listQuery('movie/popular'));
  const isBroken = popularMovies.isError || (!popularMovies.isPending && popularMovies.items.length === 0);
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16 sm:px-6 sm:pt-6">
      <h1 className="sr-only">Marquee: movies and series to discover</h1>
      {isBroken ? (
        <LoadError
          title="Something went wrong."
          message="We couldn't load the content..."
          onRetry={popularMovies.retry}
          isRetrying={popularMovies.isFetching}
        />
      ) : (
        <HomeSections popularMovies={popularMovies} />
      )}
    </div>
  );
}

function HomeSections({ popularMovies }: { popularMovies: TMediaListState }) {
  const isWide = useViewportWidth() >= HERO_BESIDE_LIST_FROM_PX;
  // Each row reads its own list when it is drawn (list-sections.tsx).
  const stages = [
    <HomeHero key="hero" withTopToday={isWide} />,
    <Fragment key="top">
      {/* First under the hero for a visitor with history (it renders nothing otherwise). */}
      <ContinueWatchingRow />
      <UpNextRow />
      {!isWide && <HomeTopToday />}
      <AdSlot name="home-top" />
      <NetworkRail />
    </Fragment>,
    <PopularMixedRow key="popular" />,
    <ListRow
      key="trending-movies"
      title="Trending Movies"
      query={trendingQuery('movie')}
      rowLimit={ROW_LIMIT_TRENDING}
    />,
    <ListRow
      key="trending-series"
      title="Trending TV Series"
      query={trendingQuery('tv')}
      rowLimit={ROW_LIMIT_TRENDING}
    />,
    <Fragment key="grid">
      <AdSlot name="home-middle" />
      <MediaGrid title="Popular Movies" list={popularMovies} seeAllHref={paths.movies()} />
    </Fragment>,
    <ListRow
      key="upcoming"
      title="Upcoming Movies"
      query={listQuery('movie/upcoming')}
      rowLimit={ROW_LIMIT_UPCOMING}
    />,
  ];
  return <StagedSections sections={stages} />;
}

function PopularMixedRow() {
  const list = usePopularSeriesAndMovies();
  return <MediaRow title="Popular Shows and Movies" list={list} rowLimit={ROW_LIMIT_POPULAR} />;
}
