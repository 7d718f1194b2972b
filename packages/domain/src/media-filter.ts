import type { TMediaType } from './media-types.ts';

/** The All / Movies / TV Shows filter of the network and discover pages. */
export const MEDIA_FILTERS = ['all', 'movie', 'tv'] as const;
export type TMediaFilter = (typeof MEDIA_FILTERS)[number];

export const MEDIA_FILTER_LABELS: Readonly<Record<TMediaFilter, string>> = {
  all: 'All',
  movie: 'Movies',
  tv: 'TV Shows',
};

export function isMediaFilter(value: unknown): value is TMediaFilter {
  return typeof value === 'string' && (MEDIA_FILTERS as readonly string[]).includes(value);
}

/** A filter from the URL; anything else means All. */
export function parseMediaFilter(value: string | null | undefined): TMediaFilter {
  return isMediaFilter(value) ? value : 'all';
}

/** The catalogues a filter lists: both for All, else the one chosen. */
export function mediaTypesOf(filter: TMediaFilter): TMediaType[] {
  return filter === 'all' ? ['movie', 'tv'] : [filter];
}
