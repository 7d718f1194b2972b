import { parsePlayerSettings, type TPlayerSettings, type TSettings } from '@marquee/domain';
import { LocalDataError, localData } from '../../lib/storage/local-data.ts';
import { settingsStore } from '../accounts/settings-store.ts';

/** Where the caption settings object is kept on this device. */
export const PLAYER_SETTINGS_KEY = 'player-settings';

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

/** The account page's autoplay, autoNext, quality, preview and thumbnail size. */
export function readPlaybackPreferences(): TPlaybackPreferences {
  const { autoplay, autoNext, quality, preview, thumbnailSize } = settingsStore.get();
  return { autoplay, autoNext, quality, preview, thumbnailSize };
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
