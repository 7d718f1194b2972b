import {
  captionOffsetKey,
  mergeCaptionOffsets,
  parseCaptionOffsets,
  withCaptionOffset,
  type TCaptionOffsets,
} from '@marquee/domain';
import { parseStoredJson, readStoredJson, writeStoredJson } from '../../lib/storage/stored-json.ts';
import { chooseSetting } from '../accounts/use-settings.ts';
import { settingsStore } from '../accounts/settings-store.ts';
import type { TPlayerRequest, TPlayerStream } from './types.ts';

/** Where the caption offsets set per title and source are kept on this device. */
export const CAPTION_OFFSETS_KEY = 'caption-offsets';

/** The stored offsets, read leniently. */
export function parseStoredCaptionOffsets(raw: string | null): TCaptionOffsets {
  return parseCaptionOffsets(parseStoredJson(raw));
}

/** The key a request's stream keeps its offset under: the movie or episode, and the source. */
export function offsetKeyOf(request: TPlayerRequest, stream: TPlayerStream, streamIndex: number): string {
  const source = stream.id ?? stream.name ?? `stream-${streamIndex}`;
  return captionOffsetKey(
    request.mediaType === 'tv'
      ? { type: 'show', tmdbId: request.tmdbId, season: request.season, episode: request.episode }
      : { type: 'movie', tmdbId: request.tmdbId },
    source,
  );
}

// This device's offsets, and the account's (the settings, synced for account holders): per key the one set
// last wins, so an offset set on another device applies here too.
const knownOffsets = (): TCaptionOffsets =>
  mergeCaptionOffsets(
    parseCaptionOffsets(readStoredJson(CAPTION_OFFSETS_KEY)),
    settingsStore.get().captionOffsets,
  );

/** The offset remembered for a title and source; 0 when none. */
export function readCaptionOffset(key: string): number {
  return knownOffsets()[key]?.offset ?? 0;
}

/** Remembers the offset of a title and source, on this device and in the synced settings. */
export function writeCaptionOffset(key: string, offset: number, now = Date.now()): void {
  const offsets = withCaptionOffset(knownOffsets(), key, offset, now);
  writeStoredJson(CAPTION_OFFSETS_KEY, offsets);
  chooseSetting('captionOffsets', offsets);
}
