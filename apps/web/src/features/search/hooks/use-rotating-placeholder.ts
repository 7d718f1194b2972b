import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  DEFAULT_SEARCH_PLACEHOLDER,
  PLACEHOLDER_FADE_MS,
  PLACEHOLDER_ROTATE_MS,
  displayTitle,
  type TMediaItem,
} from '@marquee/domain';
import { useIsIdle } from '../../../lib/when-idle.ts';
import { listQuery } from '../../catalogue/queries.ts';
import { useRotatingText, type TRotatingText } from './use-rotating-text.ts';

/** Movie and series titles taken in turn, each once. */
function interleaveTitles(movies: readonly TMediaItem[], series: readonly TMediaItem[]): string[] {
  const titles = new Set<string>();
  for (let i = 0; i < Math.max(movies.length, series.length); i++) {
    for (const item of [movies[i], series[i]]) {
      if (item) titles.add(displayTitle(item));
    }
  }
  return [...titles];
}

/** Logs a failed popular-list fetch; the visitor sees no message for it. */
function useLogFailure(error: Error | null, list: string): void {
  useEffect(() => {
    if (error) console.error(`Could not load ${list} for the search placeholder:`, error.message);
  }, [error, list]);
}

/**
 * The search box placeholder: titles of popular movies and series, rotating every 5000 ms with a 300 ms fade,
 * and the default text until they have loaded.
 */
export function useRotatingPlaceholder(): TRotatingText {
  // Asked for once the page is idle: the first title shows only after the first 5 s, and till then these two
  // lists would only share the connection with what the first screen shows.
  const isIdle = useIsIdle();
  const movies = useQuery({ ...listQuery('movie/popular'), retry: false, enabled: isIdle });
  const series = useQuery({ ...listQuery('tv/popular'), retry: false, enabled: isIdle });
  useLogFailure(movies.error, 'popular movies');
  useLogFailure(series.error, 'popular series');
  // Both lists settle first, so the rotation starts once on the final list of titles.
  const isSettled = !movies.isPending && !series.isPending;
  const titles = useMemo(
    () => (isSettled ? interleaveTitles(movies.data?.results ?? [], series.data?.results ?? []) : []),
    [isSettled, movies.data, series.data],
  );
  return useRotatingText(titles, DEFAULT_SEARCH_PLACEHOLDER, PLACEHOLDER_ROTATE_MS, PLACEHOLDER_FADE_MS);
}
