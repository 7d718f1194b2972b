// Stable ids and artwork paths for what an import file leaves out. Each is a pure function of the file's
// own facts, so importing the same file again (or on another machine) gives the same rows.
import { createHash } from 'node:crypto';
import type { TMediaType } from '@marquee/domain';

/** Derived ids live in [1e9, 2e9): far above TMDB's own ids and still a PostgreSQL integer. */
export const DERIVED_ID_BASE = 1_000_000_000;
const DERIVED_ID_SPAN = 1_000_000_000;

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

function derivedId(key: string): number {
  return DERIVED_ID_BASE + (digest(key).readUInt32BE(0) % DERIVED_ID_SPAN);
}

/** A person's id from their name, ignoring case and spacing, for files that give names only. */
export function derivePersonId(name: string): number {
  return derivedId(`person:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`);
}

export function deriveSeasonId(seriesId: number, seasonNumber: number): number {
  return derivedId(`season:${seriesId}:${seasonNumber}`);
}

export function deriveEpisodeId(seriesId: number, seasonNumber: number, episodeNumber: number): number {
  return derivedId(`episode:${seriesId}:${seasonNumber}:${episodeNumber}`);
}

export interface TCreditKey {
  mediaType: TMediaType;
  titleId: number;
  /** 'title' for title-wide credits, else `s{season}e{episode}`. */
  scope: string;
  personId: number;
  kind: 'cast' | 'crew' | 'guest';
  /** The character for cast and guests, the job for crew. */
  role: string;
}

/** A 24-hex-digit credit id, shaped like TMDB's, from what makes the credit what it is. */
export function deriveCreditId(key: TCreditKey): string {
  const parts = [
    key.mediaType,
    key.titleId,
    key.scope,
    key.personId,
    key.kind,
    key.role.trim().toLowerCase(),
  ];
  return digest(`credit:${parts.join('|')}`)
    .toString('hex')
    .slice(0, 24);
}

/** The generated artwork paths of titles without their own; the image service draws pictures for exactly these. */
export const generatedArtwork = {
  poster: (mediaType: TMediaType, id: number) => `/${mediaType}-${id}-poster.jpg`,
  backdrop: (mediaType: TMediaType, id: number) => `/${mediaType}-${id}-backdrop.jpg`,
  logo: (mediaType: TMediaType, id: number) => `/${mediaType}-${id}-logo.png`,
  seasonPoster: (seriesId: number, season: number) => `/tv-${seriesId}-s${season}-poster.jpg`,
  episodeStill: (seriesId: number, season: number, episode: number) =>
    `/tv-${seriesId}-s${season}e${episode}-still.jpg`,
  profile: (personId: number) => `/person-${personId}-profile.jpg`,
};
