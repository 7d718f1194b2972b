import {
  effectiveSettings,
  parsePlayerSettings,
  SETTING_CHOICES,
  type TPlayerSettings,
  type TSettings,
} from '@marquee/domain';
import { LocalDataError, localData } from '../../lib/local-data.ts';

/** Where the caption settings object (spec §3 "Player settings") is kept on this device. */
export const PLAYER_SETTINGS_KEY = 'player-settings';
/** Where the account page keeps the site settings (spec §3 "Settings options"); the player reads some. */
export const SITE_SETTINGS_KEY = 'settings';

function readItem(key: string): string | null {
  try {
    return localData.readItem(key);
  } catch (error) {
    if (error instanceof LocalDataError) return null;
    throw error;
  }
}

/** The stored caption settings, defaults for anything missing. */
export function readPlayerSettings(): TPlayerSettings {
  return parsePlayerSettings(readItem(PLAYER_SETTINGS_KEY));
}

/** Stores the caption settings; false when storage refused (the player keeps them for this visit). */
export function writePlayerSettings(settings: TPlayerSettings): boolean {
  try {
    localData.writeItem(PLAYER_SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch (error) {
    if (error instanceof LocalDataError) return false;
    throw error;
  }
}

/** The site settings the player obeys. */
export type TPlaybackPreferences = Pick<
  TSettings,
  'autoplay' | 'autoNext' | 'quality' | 'preview' | 'thumbnailSize'
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the autoplay, autoNext and quality settings (spec §3 defaults: on, on, auto) from the stored settings,
 * plain or as the synced record ({settings, updatedAt}); anything unusable takes its default.
 */
export function readPlaybackPreferences(): TPlaybackPreferences {
  let data: unknown;
  try {
    data = JSON.parse(readItem(SITE_SETTINGS_KEY) ?? 'null');
  } catch {
    data = null;
  }
  const stored = isRecord(data) && isRecord(data.settings) ? data.settings : isRecord(data) ? data : {};
  const defaults = effectiveSettings(undefined);
  return {
    autoplay: typeof stored.autoplay === 'boolean' ? stored.autoplay : defaults.autoplay,
    autoNext: typeof stored.autoNext === 'boolean' ? stored.autoNext : defaults.autoNext,
    quality: SETTING_CHOICES.quality.find((quality) => quality === stored.quality) ?? defaults.quality,
    preview: typeof stored.preview === 'boolean' ? stored.preview : defaults.preview,
    thumbnailSize:
      SETTING_CHOICES.thumbnailSize.find((size) => size === stored.thumbnailSize) ?? defaults.thumbnailSize,
  };
}

/** The picture height a preferred quality stands for (undefined for auto). */
export function preferredHeight(quality: TPlaybackPreferences['quality']): number | undefined {
  return { auto: undefined, '4K': 2160, '1080p': 1080, '720p': 720, '480p': 480 }[quality];
}

/** How large the seek-bar preview is drawn for each thumbnail size setting (the frames are 160x90). */
export const PREVIEW_WIDTH_PX: Record<TPlaybackPreferences['thumbnailSize'], number> = {
  small: 120,
  medium: 160,
  large: 240,
};
