import { Fragment } from 'react';
import { ROW_LIMIT_POPULAR, ROW_LIMIT_TRENDING, ROW_LIMIT_UPCOMING } from '@marquee/domain';
import { mixHeroItems } from '../../catalogue/browse/mix-media.ts';
import { useMediaList, useMixedLists, type TMediaListState } from '../../catalogue/browse/use-media-list.ts';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { HeroCarousel } from '../../catalogue/components/hero/hero-carousel.tsx';
import { MediaGrid } from '../../catalogue/components/media-grid.tsx';
import { MediaRow } from '../../catalogue/components/media-row.tsx';
import { NetworkRail } from '../../catalogue/components/network-rail.tsx';
import { listQuery, trendingQuery } from '../../catalogue/queries.ts';
import { moviesHeroLists } from '../queries.ts';
import { StagedSections } from '../../../lib/staged-sections.tsx';

/**
 * The sections of the movies landing, once its main list (popular movies) has something to show: the first
 * screen at once, then a section per task.
 */
export function MoviesSections({ popular }: { popular: TMediaListState }) {
  const hero = useMixedLists(moviesHeroLists(), mixHeroItems);
  const featured = useMediaList(listQuery('movie/top_rated'), ROW_LIMIT_TRENDING);
  const trending = useMediaList(trendingQuery('movie'), ROW_LIMIT_TRENDING);
  const morePopular = useMediaList(listQuery('movie/popular', 2));
  const upcoming = useMediaList(listQuery('movie/upcoming'), ROW_LIMIT_UPCOMING);
  return (
    <StagedSections
      sections={[
        <Fragment key="first-screen">
          <NetworkRail compact title="Movies by network" />
          <AdSlot name="movies-top" />
          <HeroCarousel
            items={hero.items}
            isPending={hero.isPending}
            label="Movie highlights"
            className="-mx-4 sm:mx-0"
          />
        </Fragment>,
        <MediaRow key="featured" title="Featured Movies" list={featured} rowLimit={ROW_LIMIT_TRENDING} />,
        <MediaRow key="trending" title="Trending Movies" list={trending} rowLimit={ROW_LIMIT_TRENDING} />,
        <MediaRow key="popular" title="Popular Movies" list={popular} rowLimit={ROW_LIMIT_POPULAR} />,
        <MediaGrid key="more-popular" title="More Popular Movies" list={morePopular} />,
        <MediaRow key="upcoming" title="Upcoming Movies" list={upcoming} rowLimit={ROW_LIMIT_UPCOMING} />,
      ]}
    />
  );
}
