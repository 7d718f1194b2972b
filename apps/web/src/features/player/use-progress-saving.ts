import {
  PROGRESS_SAVE_INTERVAL_MS,
  progressCountingCredits,
  shouldSaveProgress,
  type TWatchedMedia,
} from '@marquee/domain';
import { useEffect, useEffectEvent } from 'react';
import { LocalDataError } from '../../lib/storage/local-data.ts';
import { watchHistoryStore } from '../history/watch-history-store.ts';

/**
 * Saves how far the viewer is every 2 s once past 5 s, for videos of 10 s or more, and on leaving; once the
 * credits (when known) have started, the video counts as watched to its end.
 */
export function useProgressSaving(
  video: HTMLVideoElement | null,
  media: TWatchedMedia,
  creditsStart?: number,
): void {
  const saveProgress = useEffectEvent((time: number, duration: number) => {
    try {
      watchHistoryStore.saveProgress(media, progressCountingCredits(time, duration, creditsStart));
      return true;
    } catch (error) {
      // Storage refused: playback goes on; the next tick tries again.
      if (error instanceof LocalDataError) return false;
      throw error;
    }
  });
  useEffect(() => {
    if (!video) return;
    let lastSaved = -1;
    const save = () => {
      const time = video.currentTime;
      if (!shouldSaveProgress(time, video.duration) || time === lastSaved) return;
      if (saveProgress(time, video.duration)) lastSaved = time;
    };
    const timer = window.setInterval(save, PROGRESS_SAVE_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      save();
    };
  }, [video]);
}
