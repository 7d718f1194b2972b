import { Fragment } from 'react';
import { ROW_LIMIT_POPULAR, ROW_LIMIT_TRENDING, SERIES_TOP_LIST } from '@marquee/domain';
import { useMediaList, type TMediaListState } from '../../catalogue/browse/use-media-list.ts';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { CategoryRow } from '../../catalogue/components/category-row.tsx';
import { ListGrid, ListRow } from '../../catalogue/components/list-sections.tsx';
import { MediaRow } from '../../catalogue/components/media-row.tsx';
import { TopList } from '../../catalogue/components/top-list.tsx';
import { listQuery, trendingQuery } from '../../catalogue/queries.ts';
import { useUpcomingSeries } from '../series-lists.ts';
import { StagedSections } from '../../../lib/staged-sections.tsx';

/**
 * The sections of the series landing, once its popular list has something to show: the first screen at once,
 * then a section per task.
 */
export function SeriesSections({ popular }: { popular: TMediaListState }) {
  const topThisWeek = useMediaList(trendingQuery('tv', 'week'), SERIES_TOP_LIST);
  return (
    <StagedSections
      sections={[
        <Fragment key="first-screen">
          <CategoryRow type="tv" title="Series by category" />
          <AdSlot name="series-top" />
          <TopList title="Top Series This Week" list={topThisWeek} priorityCount={5} />
        </Fragment>,
        <ListRow
          key="featured"
          title="Featured Series"
          query={listQuery('tv/top_rated')}
          rowLimit={ROW_LIMIT_TRENDING}
        />,
        <ListRow
          key="trending"
          title="Trending Series"
          query={trendingQuery('tv')}
          rowLimit={ROW_LIMIT_TRENDING}
        />,
        <MediaRow key="popular" title="Popular Series" list={popular} rowLimit={ROW_LIMIT_POPULAR} />,
        <UpcomingSeriesRow key="upcoming" />,
        <ListGrid key="more-popular" title="More Popular Series" query={listQuery('tv/popular', 2)} />,
      ]}
    />
  );
}

function UpcomingSeriesRow() {
  const upcoming = useUpcomingSeries();
  return <MediaRow title="Upcoming Series" list={upcoming} rowLimit={ROW_LIMIT_TRENDING} />;
}
