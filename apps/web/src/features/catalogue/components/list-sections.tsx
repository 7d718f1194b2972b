import { CAROUSEL_MAX_ITEMS } from '@marquee/domain';
import { useMediaList, type TListOptions } from '../browse/use-media-list.ts';
import { MediaGrid } from './media-grid.tsx';
import { MediaRow, type TMediaRowProps } from './media-row.tsx';

// A landing's rows and grids that read their own list when drawn: StagedSections draws one section per task,
// so the first screen's task does not also read the lists of the sections below it.

/** A MediaRow of one catalogue list, cut to `rowLimit` titles. */
export function ListRow({ query, ...row }: Omit<TMediaRowProps, 'list'> & { query: TListOptions }) {
  const list = useMediaList(query, row.rowLimit);
  return <MediaRow {...row} list={list} />;
}

/** A MediaGrid of one catalogue list. */
export function ListGrid({ title, query }: { title: string; query: TListOptions }) {
  const list = useMediaList(query, CAROUSEL_MAX_ITEMS);
  return <MediaGrid title={title} list={list} />;
}
