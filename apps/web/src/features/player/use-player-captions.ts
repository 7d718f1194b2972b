import { captionSizeIdOf, preferredCaption, type TPlayerSettings } from '@marquee/domain';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { chooseSetting } from '../accounts/use-settings.ts';
import { settingsStore } from '../accounts/settings-store.ts';
import { readPlayerSettings, writePlayerSettings } from './player-preferences.ts';
import type { TPlayerCaption, TPlayerRequest } from './types.ts';
import { useActiveCaptionTexts, useCaptionTrackUrl } from './use-captions.ts';

export interface TPlayerCaptions {
  captions: readonly TPlayerCaption[];
  /** The caption shown, undefined when off. */
  captionId: string | undefined;
  /** The caption settings: shown or not, size, colours, delay. */
  settings: TPlayerSettings;
  /** The chosen caption file as a blob: URL for the hidden <track>, once loaded. */
  trackUrl: string | undefined;
  /** The cue texts showing now. */
  cueTexts: string[];
  chooseCaption: (id: string | undefined) => void;
  toggleCaptions: () => void;
  updateSettings: (patch: Partial<TPlayerSettings>) => void;
}

/**
 * How captions start: the account's preferred caption language, when the stream has it, is chosen and shown;
 * otherwise the first English caption (else the first) is chosen, shown as the stored setting says.
 */
function startingCaptions(request: TPlayerRequest, streamIndex: number) {
  const captions = request.streams[streamIndex]?.captions ?? [];
  const stored = readPlayerSettings();
  const preferred = preferredCaption(captions, settingsStore.get().preferredSubtitles);
  if (preferred) return { captionId: preferred.id, settings: { ...stored, visible: true } };
  const fallback = preferredCaption(captions, 'english') ?? captions[0];
  return { captionId: fallback?.id, settings: stored };
}

/** A style chosen in the player is the account page's choice too (one caption model). */
function shareCaptionStyle(patch: Partial<TPlayerSettings>): void {
  if (patch.textColor) chooseSetting('subtitleColor', patch.textColor);
  const size = patch.fontSizeScale === undefined ? undefined : captionSizeIdOf(patch.fontSizeScale);
  if (size) chooseSetting('subtitleSize', size);
}

/**
 * The captions of the stream playing: the one chosen, the stored caption settings (kept for next time), the cues
 * of its hidden `track` at `time`, and the 'c' key on the controller (media-chrome's own handling of it is switched off: it knows only
 * native tracks).
 */
export function usePlayerCaptions(
  request: TPlayerRequest,
  streamIndex: number,
  controller: HTMLElement | null,
  track: HTMLTrackElement | null,
  time: number,
): TPlayerCaptions {
  const stream = request.streams[streamIndex] ?? request.streams[0]!;
  const [start] = useState(() => startingCaptions(request, streamIndex));
  const [settings, setSettings] = useState(start.settings);
  const [chosenCaptionId, setChosenCaptionId] = useState(start.captionId);
  const captions = useMemo(() => stream.captions ?? [], [stream]);
  const captionId = settings.visible ? chosenCaptionId : undefined;
  const caption = captions.find((entry) => entry.id === captionId);
  const trackUrl = useCaptionTrackUrl(caption);
  const cueTexts = useActiveCaptionTexts(trackUrl ? track : null, time, settings.delay);

  const updateSettings = (patch: Partial<TPlayerSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
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
    cueTexts,
    chooseCaption,
    toggleCaptions,
    updateSettings,
  };
}
