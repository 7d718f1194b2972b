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
  const file = libraryFileOf(stream);
  const length = Number.isFinite(duration) && duration > 0 ? Math.round(duration) : 0;
  // The server's track does not depend on the length known here, which grows while a library file streams as
  // it is converted: it is asked for once, as soon as there is a length at all.
  const madeFor = file ? Math.min(length, 1) : length;
  useEffect(() => {
    if (!madeFor) return;
    let isCancelled = false;
    let urls: string[] = [];
    const made = file
      ? serverThumbnailTrack(file, () => isCancelled).then((url) => url && { trackUrl: url, urls: [] })
      : generateThumbnailTrack(stream, madeFor, () => isCancelled);
    void made.then((result) => {
      if (!result) return;
      if (isCancelled) {
        result.urls.forEach((url) => URL.revokeObjectURL(url));
        return;
      }
      urls = result.urls;
      setMade({ stream, length: madeFor, url: result.trackUrl });
    });
    return () => {
      isCancelled = true;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [stream, file, madeFor]);
  return made?.stream === stream && made.length === madeFor ? made.url : undefined;
}
