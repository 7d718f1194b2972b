import { nextEpisodeOf, type TEpisodeRef } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { tvDetailsQuery } from '../catalogue/queries.ts';
import type { TPlayerRequest } from './types.ts';

export interface TNextEpisode {
  /** The episode after this one; undefined for movies, the last episode, or until the show's seasons load. */
  target: TEpisodeRef | undefined;
  /** Closes the player and opens the next episode's page, which plays it (play=true). Once only. */
  go: () => void;
}

/** The next episode (rolling over to the next season) and the way to it. */
export function useNextEpisode(request: TPlayerRequest, close: () => void): TNextEpisode {
  const isSeries = request.mediaType === 'tv' && request.season !== undefined;
  const series = useQuery({ ...tvDetailsQuery(request.tmdbId), enabled: isSeries });
  const navigate = useNavigate();
  const hasGone = useRef(false);
  const target = useMemo(
    () =>
      isSeries && series.data
        ? nextEpisodeOf(series.data.seasons, { season: request.season ?? 1, episode: request.episode ?? 1 })
        : undefined,
    [isSeries, series.data, request.season, request.episode],
  );
  return useMemo(
    () => ({
      target,
      go: () => {
        if (!target || hasGone.current) return;
        hasGone.current = true;
        close();
        const page = paths.episode({ id: request.tmdbId, name: request.title, ...target });
        void navigate(`${page}?play=true`);
      },
    }),
    [target, close, navigate, request.tmdbId, request.title],
  );
}
