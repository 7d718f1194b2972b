import { resumePosition, savedProgressOf, type TWatchedMedia } from '@marquee/domain';
import { watchHistoryStore } from '../history/watch-history-store.ts';
import type { TPlayerRequest } from './types.ts';

/** What the watch history keeps of the movie or episode a request plays. */
export function mediaOf(request: TPlayerRequest): TWatchedMedia {
  const isSeries = request.mediaType === 'tv';
  return {
    id: request.tmdbId,
    type: isSeries ? 'show' : 'movie',
    title: request.title,
    ...(request.year ? { year: request.year } : {}),
    ...(isSeries && request.season !== undefined
      ? {
          episode: {
            season: request.season,
            number: request.episode ?? 1,
            ...(request.episodeTitle ? { title: request.episodeTitle } : {}),
            ...(request.seasonId ? { seasonId: request.seasonId } : {}),
          },
        }
      : {}),
  };
}

/** Where playback of `media` starts: where the viewer left off, by the saved progress. */
export function resumeAt(media: TWatchedMedia): number {
  const episode = media.episode ? { season: media.episode.season, number: media.episode.number } : undefined;
  return resumePosition(savedProgressOf(watchHistoryStore.read(), media.id, episode), media.type);
}
