import { useEffect, useState } from 'react';

export interface TPlaybackClock {
  time: number;
  duration: number;
  isPlaying: boolean;
  isEnded: boolean;
}

/** The video's position, length and whether it plays, kept current from its events. */
export function usePlaybackClock(video: HTMLVideoElement | null): TPlaybackClock {
  const [clock, setClock] = useState<TPlaybackClock>({
    time: 0,
    duration: 0,
    isPlaying: false,
    isEnded: false,
  });
  useEffect(() => {
    if (!video) return;
    const update = () =>
      setClock({
        time: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        isPlaying: !video.paused && !video.ended,
        isEnded: video.ended,
      });
    const events = ['timeupdate', 'durationchange', 'play', 'pause', 'ended', 'seeked', 'loadedmetadata'];
    for (const type of events) video.addEventListener(type, update);
    update();
    return () => {
      for (const type of events) video.removeEventListener(type, update);
    };
  }, [video]);
  return clock;
}
