import { useEffect, useState } from 'react';

export interface TPlaybackClock {
  time: number;
  duration: number;
  isPlaying: boolean;
  isEnded: boolean;
  /**
   * Whether the picture has started: it played, or it can play and waits for the viewer (no autoplay). Work
   * that can wait, such as the seek thumbnails, starts then, so it does not compete with the first frame.
   */
  hasStarted: boolean;
}

/** The video's position, length and whether it plays, kept current from its events. */
export function usePlaybackClock(video: HTMLVideoElement | null): TPlaybackClock {
  const [clock, setClock] = useState<TPlaybackClock>({
    time: 0,
    duration: 0,
    isPlaying: false,
    isEnded: false,
    hasStarted: false,
  });
  useEffect(() => {
    if (!video) return;
    const update = (event?: Event) =>
      setClock((previous) => ({
        time: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        isPlaying: !video.paused && !video.ended,
        isEnded: video.ended,
        hasStarted:
          previous.hasStarted || event?.type === 'playing' || (event?.type === 'canplay' && video.paused),
      }));
    // Seeking: the position asked for shows at once (the buttons that depend on it follow the seek bar),
    // not only once its data has loaded.
    const events = [
      'seeking',
      'timeupdate',
      'durationchange',
      'play',
      'playing',
      'canplay',
      'pause',
      'ended',
      'seeked',
      'loadedmetadata',
    ];
    for (const type of events) video.addEventListener(type, update);
    update();
    return () => {
      for (const type of events) video.removeEventListener(type, update);
    };
  }, [video]);
  return clock;
}
