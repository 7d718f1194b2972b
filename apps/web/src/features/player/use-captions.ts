import { activeCues, type TTimedCue } from '@marquee/domain';
import { useEffect, useState } from 'react';
import { toWebVtt } from './caption-text.ts';
import { hideTrack } from './media-element.ts';
import type { TPlayerCaption } from './types.ts';

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
    fetch(caption.url, { signal: controller.signal })
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
      )
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

/** The texts of the cues showing at `time` on a track, `delay` seconds late (promos left out). */
export function useActiveCaptionTexts(track: HTMLTrackElement | null, time: number, delay: number): string[] {
  const [loaded, setLoaded] = useState<{ track: HTMLTrackElement; cues: TTimedCue[] }>();
  useEffect(() => {
    if (!track) return;
    const onLoad = () => setLoaded({ track, cues: [...(track.track.cues ?? [])] as VTTCue[] });
    track.addEventListener('load', onLoad);
    hideTrack(track);
    return () => track.removeEventListener('load', onLoad);
  }, [track]);
  if (!track || loaded?.track !== track) return [];
  return activeCues(loaded.cues, time, delay).map((cue) => cue.text);
}
