import { parseCaptionOffsets, type TCaptionOffsets } from './player/caption-offset.ts';
import { CAPTION_COLOR_IDS, CAPTION_SIZE_IDS } from './player/caption-style.ts';
import { SEGMENT_ACTIONS } from './segments/segment-playback.ts';

/**
 * The account settings with their defaults. Stored locally, synced for
 * account holders (the whole object, newest wins) and obeyed by the theme and the player.
 */
export const SETTING_CHOICES = {
  quality: ['auto', '4K', '1080p', '720p', '480p'],
  theme: ['light', 'dark', 'system'],
  // One caption model with the player's style page (white, yellow, green, cyan and the player's own colours).
  subtitleSize: CAPTION_SIZE_IDS,
  subtitleColor: CAPTION_COLOR_IDS,
  thumbnailSize: ['small', 'medium', 'large'],
  contentFiltering: ['unrestricted', 'moderate', 'strict'],
  preferredAudio: ['english', 'spanish', 'french', 'german', 'japanese'],
  preferredSubtitles: ['none', 'english', 'spanish', 'french', 'german', 'japanese'],
  // What the player does at each kind of skip segment: a button, a skip by itself, or nothing.
  skipIntro: SEGMENT_ACTIONS,
  skipRecap: SEGMENT_ACTIONS,
  skipCredits: SEGMENT_ACTIONS,
  skipPreview: SEGMENT_ACTIONS,
} as const;

type TChoice<K extends keyof typeof SETTING_CHOICES> = (typeof SETTING_CHOICES)[K][number];

export interface TSettings {
  autoplay: boolean;
  autoNext: boolean;
  preview: boolean;
  quality: TChoice<'quality'>;
  theme: TChoice<'theme'>;
  subtitleSize: TChoice<'subtitleSize'>;
  subtitleColor: TChoice<'subtitleColor'>;
  thumbnailSize: TChoice<'thumbnailSize'>;
  contentFiltering: TChoice<'contentFiltering'>;
  preferredAudio: TChoice<'preferredAudio'>;
  preferredSubtitles: TChoice<'preferredSubtitles'>;
  skipIntro: TChoice<'skipIntro'>;
  skipRecap: TChoice<'skipRecap'>;
  skipCredits: TChoice<'skipCredits'>;
  skipPreview: TChoice<'skipPreview'>;
  emailUpdates: boolean;
  pushNotifications: boolean;
  /** Hides every rating and score on the site: the catalogue's vote averages and the profile's own stars. */
  hideScores: boolean;
  /** The bell's alerts for new episodes of followed series. */
  alertEpisodes: boolean;
  /** The bell's alerts for releases of followed movies. */
  alertReleases: boolean;
  /** The caption offsets set in the player, per title and source (merged per key when read). */
  captionOffsets: TCaptionOffsets;
}

export const DEFAULT_SETTINGS: TSettings = {
  autoplay: true,
  autoNext: true,
  preview: true,
  quality: 'auto',
  theme: 'system',
  subtitleSize: 'medium',
  subtitleColor: 'white',
  thumbnailSize: 'medium',
  contentFiltering: 'unrestricted',
  preferredAudio: 'english',
  preferredSubtitles: 'english',
  skipIntro: 'button',
  skipRecap: 'button',
  skipCredits: 'button',
  skipPreview: 'button',
  emailUpdates: false,
  pushNotifications: true,
  hideScores: false,
  alertEpisodes: true,
  alertReleases: true,
  captionOffsets: {},
};

/** Settings as one device last saved them: what it chose (the rest are defaults) and when. */
export interface TSettingsRecord {
  settings: Partial<TSettings>;
  updatedAt: number;
}

/** Of two saved settings, the newer wins whole (ties to the larger text, so every device agrees). */
export function newerSettings(a: TSettingsRecord, b: TSettingsRecord): TSettingsRecord {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b;
  return JSON.stringify(a.settings) >= JSON.stringify(b.settings) ? a : b;
}

/** Every setting, the saved ones over the defaults. */
export function effectiveSettings(saved: Partial<TSettings> | undefined): TSettings {
  return { ...DEFAULT_SETTINGS, ...saved };
}

const BOOLEAN_SETTINGS = [
  'autoplay',
  'autoNext',
  'preview',
  'emailUpdates',
  'pushNotifications',
  'hideScores',
  'alertEpisodes',
  'alertReleases',
] as const;

/** The real choices among stored settings; anything else (an old or hand-edited value) is left out. */
export function parseSettings(value: unknown): Partial<TSettings> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name of BOOLEAN_SETTINGS) {
    if (typeof record[name] === 'boolean') out[name] = record[name];
  }
  for (const [name, allowed] of Object.entries(SETTING_CHOICES)) {
    if ((allowed as readonly unknown[]).includes(record[name])) out[name] = record[name];
  }
  if (record.captionOffsets !== undefined) out.captionOffsets = parseCaptionOffsets(record.captionOffsets);
  return out as Partial<TSettings>;
}
