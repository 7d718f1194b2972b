import { parsePlayerSettings, type TPlayerSettings } from '@marquee/domain';
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

/** The site settings the player obeys (defaults: autoplay and autoNext on, quality auto). */
export interface TPlaybackPreferences {
  autoplay: boolean;
  autoNext: boolean;
  quality: 'auto' | '4K' | '1080p' | '720p' | '480p';
}

const QUALITIES = ['auto', '4K', '1080p', '720p', '480p'] as const;

/** Reads the autoplay, autoNext and quality settings when set; defaults otherwise. */
export function readPlaybackPreferences(): TPlaybackPreferences {
  let data: unknown;
  try {
    data = JSON.parse(readItem(SITE_SETTINGS_KEY) ?? 'null');
  } catch {
    data = null;
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    autoplay: typeof record.autoplay === 'boolean' ? record.autoplay : true,
    autoNext: typeof record.autoNext === 'boolean' ? record.autoNext : true,
    quality: QUALITIES.find((quality) => quality === record.quality) ?? 'auto',
  };
}

/** The picture height a preferred quality stands for (undefined for auto). */
export function preferredHeight(quality: TPlaybackPreferences['quality']): number | undefined {
  return { auto: undefined, '4K': 2160, '1080p': 1080, '720p': 720, '480p': 480 }[quality];
}
