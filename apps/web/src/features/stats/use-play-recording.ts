import { servicesRoutes } from '@marquee/contract/routes';
import { currentViewerId, type TViewerId, type TWatchedMedia } from '@marquee/domain';
import { useEffect } from 'react';
import { apiSend } from '../../lib/api-client.ts';
import { safeStorage } from '../../lib/safe-storage.ts';

/** The browser's viewer number for the stats page's active users (a random UUID, replaced every month). */
export const VIEWER_ID_KEY = 'viewer-id';
/** How often watch time is reported while a title plays. */
export const WATCH_REPORT_INTERVAL_MS = 30_000;
const MAX_REPORT_SECONDS = 60;

const storage = safeStorage('local');

function viewerId(): string {
  let stored: TViewerId | undefined;
  try {
    stored = JSON.parse(storage.get(VIEWER_ID_KEY) ?? 'null') ?? undefined;
  } catch {
    stored = undefined;
  }
  const current = currentViewerId(stored, new Date(), () => crypto.randomUUID());
  if (current !== stored) storage.set(VIEWER_ID_KEY, JSON.stringify(current));
  return current.id;
}

/**
 * Tells the server that this title (or episode) started playing, then how long it was watched, every 30 s
 * while it plays, for the stats page. Failures are ignored: the stats never get in the way of watching.
 */
export function usePlayRecording(video: HTMLVideoElement | null, media: TWatchedMedia): void {
  const mediaType = media.type === 'show' ? 'tv' : 'movie';
  const titleId = media.id;
  const episodeKey = media.episode ? `${media.episode.season}-${media.episode.number}` : '';
  useEffect(() => {
    if (!video) return;
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
        if (id) void apiSend(servicesRoutes.recordWatch, { playId: id, seconds }).catch(() => undefined);
      });
    };
    const onPlaying = () => {
      playId ??= apiSend(servicesRoutes.recordPlay, { mediaType, titleId, viewer: viewerId() }).then(
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
  }, [video, mediaType, titleId, episodeKey]);
}
