import type { Params } from 'react-router';
import { parseIdSegment } from '@marquee/domain';
import { afterFirstPaint } from '../../lib/first-paint.ts';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { episodeDetailsQuery, imagesQuery, movieDetailsQuery, tvDetailsQuery } from '../catalogue/queries.ts';

/** A whole number of at least `min` from a route segment. */
function parseNumber(segment: string | undefined, min: number): number | undefined {
  if (!segment || !/^\d+$/.test(segment)) return undefined;
  const value = Number(segment);
  return Number.isSafeInteger(value) && value >= min ? value : undefined;
}

/** The series id, season (0 for specials) and episode (from 1) of an episode page's path, if they are valid. */
export function parseEpisodeParams(params: Params) {
  const id = parseIdSegment(params.seriesId);
  const season = parseNumber(params.season, 0);
  const episode = parseNumber(params.episode, 1);
  if (id === undefined || season === undefined || episode === undefined) return undefined;
  return { id, season, episode };
}

export const prefetchMoviePage: TRouteDataPrefetch = ({ params }, queryClient) => {
  const id = parseIdSegment(params.movieId);
  if (id === undefined) return;
  const details = queryClient.prefetchQuery(movieDetailsQuery(id));
  // The logo may come later (the title shows as text till then, see useTitleLogo); the details are the page.
  afterFirstPaint(() => void queryClient.prefetchQuery(imagesQuery('movie', id)));
  return details;
};

export const prefetchSeriesTitlePage: TRouteDataPrefetch = ({ params }, queryClient) => {
  const id = parseIdSegment(params.seriesId);
  if (id === undefined) return;
  const details = queryClient.prefetchQuery(tvDetailsQuery(id));
  afterFirstPaint(() => void queryClient.prefetchQuery(imagesQuery('tv', id)));
  return details;
};

export const prefetchEpisodePage: TRouteDataPrefetch = ({ params }, queryClient) => {
  const target = parseEpisodeParams(params);
  if (!target) return;
  return Promise.all([
    queryClient.prefetchQuery(episodeDetailsQuery(target.id, target.season, target.episode)),
    queryClient.prefetchQuery(tvDetailsQuery(target.id)),
  ]);
};
