import { useEffect, useState } from 'react';
import { generateThumbnailTrack } from './thumbnails.ts';
import type { TPlayerStream } from './types.ts';

/** The seek-bar thumbnails track of a stream, once its duration is known and the frames are taken. */
export function useThumbnailTrack(stream: TPlayerStream, duration: number): string | undefined {
  const [made, setMade] = useState<{ stream: TPlayerStream; length: number; url: string }>();
  const length = Number.isFinite(duration) && duration > 0 ? Math.round(duration) : 0;
  useEffect(() => {
    if (!length) return;
    let isCancelled = false;
    let urls: string[] = [];
    void generateThumbnailTrack(stream, length, () => isCancelled).then((result) => {
      if (!result) return;
      if (isCancelled) {
        result.urls.forEach((url) => URL.revokeObjectURL(url));
        return;
      }
      urls = result.urls;
      setMade({ stream, length, url: result.trackUrl });
    });
    return () => {
      isCancelled = true;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [stream, length]);
  return made?.stream === stream && made.length === length ? made.url : undefined;
}
