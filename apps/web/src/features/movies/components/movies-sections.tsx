import { Fragment } from 'react';
import { ROW_LIMIT_POPULAR, ROW_LIMIT_TRENDING, ROW_LIMIT_UPCOMING } from '@marquee/domain';
import { mixHeroItems } from '../../catalogue/browse/mix-media.ts';
import { useMixedLists, type TMediaListState } from '../../catalogue/browse/use-media-list.ts';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { HeroCarousel } from '../../catalogue/components/hero/hero-carousel.tsx';
import { ListGrid, ListRow } from '../../catalogue/components/list-sections.tsx';
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
        <ListRow
          key="featured"
          title="Featured Movies"
          query={listQuery('movie/top_rated')}
          rowLimit={ROW_LIMIT_TRENDING}
        />,
        <ListRow
          key="trending"
          title="Trending Movies"
          query={trendingQuery('movie')}
          rowLimit={ROW_LIMIT_TRENDING}
        />,
        <MediaRow key="popular" title="Popular Movies" list={popular} rowLimit={ROW_LIMIT_POPULAR} />,
        <ListGrid key="more-popular" title="More Popular Movies" query={listQuery('movie/popular', 2)} />,
        <ListRow
          key="upcoming"
          title="Upcoming Movies"
          query={listQuery('movie/upcoming')}
          rowLimit={ROW_LIMIT_UPCOMING}
        />,
      ]}
    />
  );
}
