import {
  activeCues,
  captionSizeIdOf,
  clampCaptionDelay,
  preferredCaption,
  type TPlayerSettings,
  type TTimedCue,
} from '@marquee/domain';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { chooseSetting } from '../accounts/use-settings.ts';
import { settingsStore } from '../accounts/settings-store.ts';
import { offsetKeyOf, readCaptionOffset, writeCaptionOffset } from './caption-offsets.ts';
import { readPlayerSettings, writePlayerSettings } from './player-preferences.ts';
import { readSubtitleFile } from './subtitle-file.ts';
import type { TPlayerCaption, TPlayerRequest } from './types.ts';
import { useCaptionTrackUrl, useTrackCues } from './use-captions.ts';

const NO_CAPTIONS: readonly TPlayerCaption[] = [];

/** The id of the caption loaded from a file of the viewer's own. */
export const OWN_CAPTION_ID = 'own-file';

export interface TPlayerCaptions {
  captions: readonly TPlayerCaption[];
  /** The caption shown, undefined when off. */
  captionId: string | undefined;
  /** The caption settings: shown or not, size, colours, and the delay of this title and source. */
  settings: TPlayerSettings;
  /** The chosen caption file as a blob: URL for the hidden <track>, once loaded. */
  trackUrl: string | undefined;
  /** Every cue of the chosen caption, once loaded. */
  cues: readonly TTimedCue[];
  /** The cue texts showing now. */
  cueTexts: string[];
  chooseCaption: (id: string | undefined) => void;
  toggleCaptions: () => void;
  updateSettings: (patch: Partial<TPlayerSettings>) => void;
  /** Reads a subtitle file of the viewer's own and shows it; rejects with a readable message. */
  loadOwnFile: (file: File) => Promise<void>;
  /** Shows a caption found by the add-ons' search (it joins the list like the stream's own). */
  chooseFoundCaption: (caption: TPlayerCaption) => void;
}

/**
 * How captions start: the account's preferred caption language, when the stream has it, is chosen and shown;
 * otherwise the first English caption (else the first) is chosen, shown as the stored setting says.
 */
function startingCaptions(request: TPlayerRequest, streamIndex: number) {
  const captions = request.streams[streamIndex]?.captions ?? [];
  const stored = readPlayerSettings();
  const preferred = preferredCaption(captions, settingsStore.get().preferredSubtitles);
  if (preferred) {
    return { captionId: preferred.id, settings: { ...stored, visible: true }, isPreferred: true };
  }
  const fallback = preferredCaption(captions, 'english') ?? captions[0];
  return { captionId: fallback?.id, settings: stored, isPreferred: false };
}

/** A style chosen in the player is the account page's choice too (one caption model). */
function shareCaptionStyle(patch: Partial<TPlayerSettings>): void {
  if (patch.textColor) chooseSetting('subtitleColor', patch.textColor);
  const size = patch.fontSizeScale === undefined ? undefined : captionSizeIdOf(patch.fontSizeScale);
  if (size) chooseSetting('subtitleSize', size);
}

/**
 * The captions of the stream playing: the one chosen (or a file of the viewer's own), the stored caption
 * settings (kept for next time; the delay per title and source), the cues of its hidden `track` at `time`, and
 * the 'c' key on the controller (media-chrome's own handling of it is switched off: it knows only native tracks).
 */
export function usePlayerCaptions(
  request: TPlayerRequest,
  streamIndex: number,
  controller: HTMLElement | null,
  track: HTMLTrackElement | null,
  time: number,
  /** Captions known only once the stream is asked about (a library file's own text subtitles). */
  embedded: readonly TPlayerCaption[] = NO_CAPTIONS,
): TPlayerCaptions {
  const stream = request.streams[streamIndex] ?? request.streams[0]!;
  const offsetKey = offsetKeyOf(request, stream, streamIndex);
  const [start] = useState(() => startingCaptions(request, streamIndex));
  const [stored, setStored] = useState(start.settings);
  const [delay, setDelay] = useState(() => readCaptionOffset(offsetKey));
  const [ownCaption, setOwnCaption] = useState<TPlayerCaption>();
  const [foundCaption, setFoundCaption] = useState<TPlayerCaption>();
  const [chosenCaptionId, setChosenCaptionId] = useState(start.captionId);
  const captions = useMemo(
    () => [
      ...(stream.captions ?? []),
      ...embedded,
      ...[ownCaption, foundCaption].filter((entry) => entry !== undefined),
    ],
    [stream, embedded, ownCaption, foundCaption],
  );
  // Embedded captions arrive after the start: in the preferred language, and the stream's own were not, they
  // are chosen and shown as the stream's would have been (once: the viewer's choices stand after that).
  const [isEmbeddedSettled, setEmbeddedSettled] = useState(start.isPreferred);
  if (!isEmbeddedSettled && embedded.length > 0) {
    setEmbeddedSettled(true);
    const preferred = preferredCaption(embedded, settingsStore.get().preferredSubtitles);
    if (preferred) {
      setChosenCaptionId(preferred.id);
      setStored((current) => ({ ...current, visible: true }));
    }
  }
  const settings = useMemo(() => ({ ...stored, delay }), [stored, delay]);
  const captionId = settings.visible ? chosenCaptionId : undefined;
  const caption = captions.find((entry) => entry.id === captionId);
  const trackUrl = useCaptionTrackUrl(caption);
  const cues = useTrackCues(trackUrl ? track : null);

  const updateSettings = ({ delay: newDelay, ...patch }: Partial<TPlayerSettings>) => {
    if (newDelay !== undefined) {
      const offset = clampCaptionDelay(newDelay);
      setDelay(offset);
      writeCaptionOffset(offsetKey, offset);
    }
    if (Object.keys(patch).length === 0) return;
    const next = { ...stored, ...patch };
    setStored(next);
    writePlayerSettings(next);
    shareCaptionStyle(patch);
  };
  const chooseCaption = (id: string | undefined) => {
    if (id) setChosenCaptionId(id);
    updateSettings({ visible: id !== undefined });
  };
  const toggleCaptions = () => {
    if (captions.length > 0) updateSettings({ visible: !settings.visible });
  };
  const loadOwnFile = async (file: File) => {
    const vtt = await readSubtitleFile(file);
    setOwnCaption({ id: OWN_CAPTION_ID, language: 'own', label: file.name, url: '', vtt });
    chooseCaption(OWN_CAPTION_ID);
  };
  const chooseFoundCaption = (found: TPlayerCaption) => {
    setFoundCaption(found);
    chooseCaption(found.id);
  };
  const onCaptionKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'c' && !event.metaKey && !event.altKey && !event.ctrlKey) toggleCaptions();
  });
  useEffect(() => {
    if (!controller) return;
    const onKey = (event: KeyboardEvent) => onCaptionKey(event);
    controller.addEventListener('keyup', onKey);
    return () => controller.removeEventListener('keyup', onKey);
  }, [controller]);

  return {
    captions,
    captionId,
    settings,
    trackUrl,
    cues,
    cueTexts: activeCues(cues, time, delay).map((cue) => cue.text),
    chooseCaption,
    toggleCaptions,
    updateSettings,
    loadOwnFile,
    chooseFoundCaption,
  };
}
