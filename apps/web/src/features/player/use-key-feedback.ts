import { PLAYER_SKIP_SECONDS } from '@marquee/domain';
import { useEffect, useState } from 'react';

/** How long a key's feedback stays on the picture. */
const FEEDBACK_MS = 800;

// media-chrome's hotkeys on the controller: these seek; the volume ones are reported once the volume changed.
const SEEK_KEYS: Record<string, string> = {
  ArrowLeft: `−${PLAYER_SKIP_SECONDS} s`,
  j: `−${PLAYER_SKIP_SECONDS} s`,
  ArrowRight: `+${PLAYER_SKIP_SECONDS} s`,
  l: `+${PLAYER_SKIP_SECONDS} s`,
};
const VOLUME_KEYS = new Set(['ArrowUp', 'ArrowDown', 'm']);

/** The feedback a volume change gives: the level, or Muted. */
export function volumeFeedback(volume: number, isMuted: boolean): string {
  return isMuted || volume === 0 ? 'Muted' : `Volume ${Math.round(volume * 100)}%`;
}

/**
 * What the seek and volume keys just did, for a moment on the picture ("+10 s", "Volume 60%"); undefined when
 * nothing is to show. `key` changes with each press, so a repeated press shows again.
 */
export function useKeyFeedback(
  controller: HTMLElement | null,
  video: HTMLVideoElement | null,
): { text: string; key: number } | undefined {
  const [feedback, setFeedback] = useState<{ text: string; key: number }>();
  useEffect(() => {
    if (!controller || !video) return;
    let timer: number | undefined;
    let isVolumeAsked = false;
    const show = (text: string) => {
      setFeedback((last) => ({ text, key: (last?.key ?? 0) + 1 }));
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setFeedback(undefined), FEEDBACK_MS);
    };
    const onVolume = () => {
      if (!isVolumeAsked) return;
      isVolumeAsked = false;
      show(volumeFeedback(video.volume, video.muted));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.metaKey || event.altKey || event.ctrlKey) return;
      const seek = SEEK_KEYS[event.key];
      if (seek) show(seek);
      if (!VOLUME_KEYS.has(event.key)) return;
      isVolumeAsked = true;
      // At full volume (or none) the key changes nothing and no event comes: say where it stands anyway.
      window.setTimeout(onVolume, 100);
    };
    controller.addEventListener('keyup', onKey);
    video.addEventListener('volumechange', onVolume);
    return () => {
      window.clearTimeout(timer);
      controller.removeEventListener('keyup', onKey);
      video.removeEventListener('volumechange', onVolume);
    };
  }, [controller, video]);
  return feedback;
}
