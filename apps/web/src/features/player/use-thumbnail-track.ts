import { useEffect, useState } from 'react';
import { libraryFileOf } from './library/library-choices.ts';
import { generateThumbnailTrack, serverThumbnailTrack } from './thumbnails.ts';
import type { TPlayerStream } from './types.ts';

/**
 * The seek-bar thumbnails track of a stream, once its duration is known and the frames are taken: by the server
 * for a library file, else by this browser.
 */
export function useThumbnailTrack(stream: TPlayerStream, duration: number): string | undefined {
  const [made, setMade] = useState<{ stream: TPlayerStream; length: number; url: string }>();
  const length = Number.isFinite(duration) && duration > 0 ? Math.round(duration) : 0;
  useEffect(() => {
    if (!length) return;
    let isCancelled = false;
    let urls: string[] = [];
    const file = libraryFileOf(stream);
    const made = file
      ? serverThumbnailTrack(file, () => isCancelled).then((url) => url && { trackUrl: url, urls: [] })
      : generateThumbnailTrack(stream, length, () => isCancelled);
    void made.then((result) => {
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
