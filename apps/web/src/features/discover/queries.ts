import { discoverSources, type TDiscoverState } from '@marquee/domain';
import { sourceOf } from '../catalogue/components/catalogue-sources.ts';
import { mergedPagesOptions } from '../catalogue/components/infinite-media-pages.ts';

/** Keys of the discover feature's queries: ['discover', 'list', params]. */
export const discoverKeys = {
  all: ['discover'] as const,
  list: (params: object) => ['discover', 'list', params] as const,
};

/** Today as YYYY-MM-DD in the visitor's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The discover results for a state, page by page (see `discoverSources` for where they come from). */
export function discoverResultsQuery(state: TDiscoverState, today: string) {
  const sources = discoverSources(state, today);
  return mergedPagesOptions(discoverKeys.list({ ...state, sources }), sources.map(sourceOf));
}
