import type { TTimedCue } from '@marquee/domain';
import { useEffect, useState } from 'react';
import { toWebVtt } from './caption-text.ts';
import { hideTrack } from './media-element.ts';
import type { TPlayerCaption } from './types.ts';

const NO_CUES: readonly TTimedCue[] = [];

async function fetchCaptionText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(String(response.status));
  return response.text();
}

/**
 * The caption file chosen, as a blob: URL of its text for a hidden <track> (the browser parses the WebVTT;
 * nothing is drawn natively, so our own layer can delay, filter and style it). Undefined while loading.
 */
export function useCaptionTrackUrl(caption: TPlayerCaption | undefined): string | undefined {
  const [loaded, setLoaded] = useState<{ caption: TPlayerCaption; url: string }>();
  useEffect(() => {
    if (!caption) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const source =
      caption.vtt !== undefined
        ? Promise.resolve(caption.vtt)
        : fetchCaptionText(caption.url, controller.signal);
    source
      .then((text) => {
        objectUrl = URL.createObjectURL(new Blob([toWebVtt(text)], { type: 'text/vtt' }));
        setLoaded({ caption, url: objectUrl });
      })
      // A caption file that does not load leaves the video without captions.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [caption]);
  return caption && loaded?.caption === caption ? loaded.url : undefined;
}

/** The cues of a hidden track once it has loaded (none before). */
export function useTrackCues(track: HTMLTrackElement | null): readonly TTimedCue[] {
  const [loaded, setLoaded] = useState<{ track: HTMLTrackElement; cues: TTimedCue[] }>();
  useEffect(() => {
    if (!track) return;
    const onLoad = () => setLoaded({ track, cues: [...(track.track.cues ?? [])] as VTTCue[] });
    track.addEventListener('load', onLoad);
    hideTrack(track);
    return () => track.removeEventListener('load', onLoad);
  }, [track]);
  return track && loaded?.track === track ? loaded.cues : NO_CUES;
}
