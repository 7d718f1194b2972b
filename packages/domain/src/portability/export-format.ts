import type { TRatingLimit } from '../content-rating.ts';
import type { TProfileAvatar, TProfileKind } from '../profiles.ts';
import type { TSettingsRecord } from '../settings.ts';
import type { TBookmark } from '../sync/bookmarks.ts';
import type { TFollow, TTitleRef } from '../sync/follows.ts';
import type { TVersioned } from '../sync/last-writer-wins.ts';
import type { TWatchHistory } from '../sync/watch-history.ts';

/** The name every Marquee export carries, so an import knows the file for ours. */
export const EXPORT_FORMAT = 'marquee-export';
/** The export's version: a change that an older reader would misread gets a new one. */
export const EXPORT_VERSION = 1;

/** A profile's own rating of a title: half stars 1..10, absent on a cleared (tombstone) rating. */
export interface TExportedRating extends TVersioned, TTitleRef {
  value?: number | undefined;
}

/** One profile with everything it keeps; its name is what an import matches profiles by. */
export interface TExportedProfile {
  name: string;
  avatar: TProfileAvatar;
  kind: TProfileKind;
  ratingLimit: TRatingLimit | null;
  bookmarks: TBookmark[];
  history: TWatchHistory;
  /** Its settings (subtitle offsets among them); null when it never changed one. */
  settings: TSettingsRecord | null;
  /** Follows and Up Next dismissals. */
  follows: TFollow[];
  ratings: TExportedRating[];
}

/** A skip segment the account marked in the player. */
export interface TExportedSegment {
  mediaType: 'movie' | 'tv';
  tmdbId: number;
  season: number | null;
  episode: number | null;
  kind: string;
  startS: number;
  endS: number;
  durationS: number;
  submittedAt: string;
}

/**
 * The whole of an account (or of a visitor's browser: no account, one profile) as one JSON document. JSON and
 * never a spreadsheet format: a title such as '=1+1' stays text in it, and no program runs it as a formula.
 */
export interface TMarqueeExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  account: { username: string; email: string; name: string; createdAt: string } | null;
  profiles: TExportedProfile[];
  segments: TExportedSegment[];
}
