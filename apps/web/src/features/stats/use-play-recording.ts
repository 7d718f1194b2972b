import { statsRoutes } from '@marquee/contract/routes';
import type { TWatchedMedia } from '@marquee/domain';
import { useEffect } from 'react';
import { apiSend } from '../../lib/api-client.ts';
import { currentViewerNumber } from './viewer-id.ts';

/** How often watch time is reported while a title plays. */
export const WATCH_REPORT_INTERVAL_MS = 30_000;
const MAX_REPORT_SECONDS = 60;

/**
 * Tells the server that this title (or episode) started playing, with the play token its source search gave,
 * then how long it was watched, every 30 s while it plays, for the stats page. Without a token nothing is
 * sent (the server would not count it); failures are ignored: the stats never get in the way of watching.
 */
export function usePlayRecording(
  video: HTMLVideoElement | null,
  media: TWatchedMedia,
  playToken: string | undefined,
): void {
  const mediaType = media.type === 'show' ? 'tv' : 'movie';
  const titleId = media.id;
  const episodeKey = media.episode ? `${media.episode.season}-${media.episode.number}` : '';
  useEffect(() => {
    if (!video || !playToken) return;
    let playId: Promise<string | undefined> | undefined;
    let playingSince: number | undefined;
    let watchedMs = 0;

    const report = () => {
      const now = performance.now();
      if (playingSince !== undefined) {
        watchedMs += now - playingSince;
        playingSince = now;
      }
      const seconds = Math.min(MAX_REPORT_SECONDS, Math.round(watchedMs / 1000));
      if (!playId || seconds < 1) return;
      watchedMs = 0;
      void playId.then((id) => {
        if (id) void apiSend(statsRoutes.recordWatch, { playId: id, seconds }).catch(() => undefined);
      });
    };
    const onPlaying = () => {
      const viewer = currentViewerNumber();
      playId ??= apiSend(statsRoutes.recordPlay, { mediaType, titleId, viewer, token: playToken }).then(
        (answer) => answer.playId,
        () => undefined,
      );
      playingSince ??= performance.now();
    };
    const onStop = () => {
      if (playingSince !== undefined) watchedMs += performance.now() - playingSince;
      playingSince = undefined;
    };
    if (!video.paused && video.readyState > 2) onPlaying();
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onStop);
    video.addEventListener('waiting', onStop);
    video.addEventListener('ended', onStop);
    const timer = window.setInterval(report, WATCH_REPORT_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('waiting', onStop);
      video.removeEventListener('ended', onStop);
      report();
    };
  }, [video, mediaType, titleId, episodeKey, playToken]);
}
