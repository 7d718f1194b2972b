import { Fragment } from 'react';
import { ROW_LIMIT_POPULAR, ROW_LIMIT_TRENDING, ROW_LIMIT_UPCOMING } from '@marquee/domain';
import { useMediaList } from '../../catalogue/browse/use-media-list.ts';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { LoadError } from '../../catalogue/components/load-error.tsx';
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

function HomeSections({ popularMovies }: { popularMovies: ReturnType<typeof useMediaList> }) {
  const popularMixed = usePopularSeriesAndMovies();
  const trendingMovies = useMediaList(trendingQuery('movie'), ROW_LIMIT_TRENDING);
  const trendingSeries = useMediaList(trendingQuery('tv'), ROW_LIMIT_TRENDING);
  const upcomingMovies = useMediaList(listQuery('movie/upcoming'), ROW_LIMIT_UPCOMING);
  const isWide = useViewportWidth() >= HERO_BESIDE_LIST_FROM_PX;
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
    <MediaRow
      key="popular"
      title="Popular Shows and Movies"
      list={popularMixed}
      rowLimit={ROW_LIMIT_POPULAR}
    />,
    <MediaRow
      key="trending-movies"
      title="Trending Movies"
      list={trendingMovies}
      rowLimit={ROW_LIMIT_TRENDING}
    />,
    <MediaRow
      key="trending-series"
      title="Trending TV Series"
      list={trendingSeries}
      rowLimit={ROW_LIMIT_TRENDING}
    />,
    <Fragment key="grid">
      <AdSlot name="home-middle" />
      <MediaGrid title="Popular Movies" list={popularMovies} seeAllHref={paths.movies()} />
    </Fragment>,
    <MediaRow key="upcoming" title="Upcoming Movies" list={upcomingMovies} rowLimit={ROW_LIMIT_UPCOMING} />,
  ];
  return <StagedSections sections={stages} />;
}
