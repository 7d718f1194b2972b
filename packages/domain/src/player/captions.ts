import {
  CAPTION_DELAY_STEP_S,
  CAPTION_SIZE_MAX,
  CAPTION_SIZE_MIN,
  CAPTION_SIZE_STEP,
  CAPTION_TEXT_COLORS,
} from '../constants.ts';
import { SUBTITLE_COLOR_VALUE } from '../settings.ts';

// Lines that advertise subtitle sites or their uploaders rather than speak for the film (promo
// strings; these are the usual ones). Compared in lower case.
const PROMO_STRINGS = [
  'opensubtitles',
  'subscene',
  'addic7ed',
  'podnapisi',
  'yts.',
  'yify',
  'subtitles by',
  'synced and corrected',
  'support us and become vip',
  'advertise your product or brand',
];

/** Whether a caption's text is an advertisement that is hidden. */
export function isPromoCaption(text: string): boolean {
  const lower = text.toLowerCase();
  return PROMO_STRINGS.some((promo) => lower.includes(promo));
}

/** Caption backgrounds offered (none, dim, solid). */
export const CAPTION_BACKGROUNDS = ['transparent', 'rgba(0, 0, 0, 0.5)', 'rgba(0, 0, 0, 0.9)'] as const;

/** The player settings object, persisted on this device. */
export interface TPlayerSettings {
  /** Whether captions are shown. */
  visible: boolean;
  /** Caption size as a share of the default (0.5 to 3). */
  fontSizeScale: number;
  backgroundColor: string;
  textColor: string;
  /** Seconds captions are shown later (negative: earlier). */
  delay: number;
}

export const DEFAULT_PLAYER_SETTINGS: TPlayerSettings = {
  visible: false,
  fontSizeScale: 1,
  backgroundColor: 'rgba(0, 0, 0, 0.5)',
  textColor: 'white',
  delay: 0,
};

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const tidy = (value: number) => Number(value.toFixed(2));

/** A caption size snapped to the 0.1 steps and kept within 50%..300%. */
export function clampCaptionSize(scale: number): number {
  if (!Number.isFinite(scale)) return DEFAULT_PLAYER_SETTINGS.fontSizeScale;
  return tidy(Math.min(CAPTION_SIZE_MAX, Math.max(CAPTION_SIZE_MIN, roundTo(scale, CAPTION_SIZE_STEP))));
}

/** A caption delay snapped to the 0.2 s steps (within ±60 s, ours). */
export function clampCaptionDelay(delay: number): number {
  if (!Number.isFinite(delay)) return 0;
  return tidy(Math.min(60, Math.max(-60, roundTo(delay, CAPTION_DELAY_STEP_S))));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored player settings read leniently: anything missing or unusable takes its default. */
export function parsePlayerSettings(raw: string | null | undefined): TPlayerSettings {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : undefined;
  } catch {
    data = undefined;
  }
  if (!isRecord(data)) return { ...DEFAULT_PLAYER_SETTINGS };
  // The player's colours, or one the account settings chose (settings.ts).
  const textColor = [...CAPTION_TEXT_COLORS, ...Object.values(SUBTITLE_COLOR_VALUE)].find(
    (color) => color === data.textColor,
  );
  const backgroundColor = CAPTION_BACKGROUNDS.find((color) => color === data.backgroundColor);
  return {
    visible: typeof data.visible === 'boolean' ? data.visible : DEFAULT_PLAYER_SETTINGS.visible,
    fontSizeScale:
      typeof data.fontSizeScale === 'number'
        ? clampCaptionSize(data.fontSizeScale)
        : DEFAULT_PLAYER_SETTINGS.fontSizeScale,
    backgroundColor: backgroundColor ?? DEFAULT_PLAYER_SETTINGS.backgroundColor,
    textColor: textColor ?? DEFAULT_PLAYER_SETTINGS.textColor,
    delay: typeof data.delay === 'number' ? clampCaptionDelay(data.delay) : 0,
  };
}

/** A cue with its times in seconds. */
export interface TTimedCue {
  startTime: number;
  endTime: number;
  text: string;
}

/** The cues to show at `time` when captions are delayed by `delay` seconds, promos left out. */
export function activeCues<T extends TTimedCue>(cues: Iterable<T>, time: number, delay: number): T[] {
  const at = time - delay;
  const shown: T[] = [];
  for (const cue of cues) {
    if (cue.startTime <= at && at < cue.endTime && !isPromoCaption(cue.text)) shown.push(cue);
  }
  return shown;
}
