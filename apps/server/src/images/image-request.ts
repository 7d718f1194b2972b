import { BadRequestError } from '../shared/errors.ts';

/** TMDB's image sizes: a width, a height (h632, for profiles) or the original. */
export const IMAGE_SIZES = [
  'w45',
  'w92',
  'w154',
  'w185',
  'w300',
  'w342',
  'w500',
  'w780',
  'w1280',
  'h632',
  'original',
] as const;

export type TImageSizeName = (typeof IMAGE_SIZES)[number];

export interface TImageSize {
  name: TImageSizeName;
  width?: number;
  height?: number;
}

export type TImageFormat = 'jpeg' | 'png' | 'svg';

/** A path of the local catalogue's artwork, with the ids it names. */
export type TArtworkRef =
  | { kind: 'poster' | 'backdrop' | 'logo'; mediaType: 'movie' | 'tv'; id: number }
  | { kind: 'season'; tvId: number; seasonNumber: number }
  | { kind: 'still'; tvId: number; seasonNumber: number; episodeNumber: number }
  | { kind: 'profile'; personId: number };

/** A size and a path, both checked: `{ size, path }` of `/api/images/{size}{path}`. */
export interface TImageRequest {
  size: TImageSize;
  /** The file name with its leading slash, e.g. `/movie-550-poster.jpg`. */
  path: string;
  format: TImageFormat;
}

const isSizeName = (value: string): value is TImageSizeName =>
  (IMAGE_SIZES as readonly string[]).includes(value);

export function parseImageSize(raw: string): TImageSize {
  if (!isSizeName(raw)) {
    throw new BadRequestError(
      `Unknown image size '${raw.slice(0, 20)}'; use one of ${IMAGE_SIZES.join(', ')}`,
    );
  }
  if (raw === 'original') return { name: raw };
  const pixels = Number(raw.slice(1));
  return raw.startsWith('h') ? { name: raw, height: pixels } : { name: raw, width: pixels };
}

// A flat file name as TMDB and our catalogue hand them out: no folders, no dots but the extension's.
const FILE_PATH = /^\/[A-Za-z0-9_-]{1,100}\.(jpg|png|svg)$/;

const FORMATS: Record<string, TImageFormat> = { jpg: 'jpeg', png: 'png', svg: 'svg' };

/** Splits `/{size}/{file}` and checks both; anything else (folders, `..`, odd characters) is a 400. */
export function parseImageRequest(rest: string): TImageRequest {
  const match = /^\/([a-z0-9]{1,12})(\/.*)$/.exec(rest);
  if (!match?.[1] || !match[2]) {
    throw new BadRequestError(
      'Image paths look like /api/images/{size}/{file}, e.g. /api/images/w342/movie-550-poster.jpg',
    );
  }
  const size = parseImageSize(match[1]);
  const path = match[2];
  const file = FILE_PATH.exec(path);
  if (!file?.[1]) throw new BadRequestError(`Invalid image path '${path.slice(0, 120)}'`);
  return { size, path, format: FORMATS[file[1]] ?? 'jpeg' };
}

const ID = '([1-9][0-9]{0,9})';
const NUMBER = '(0|[1-9][0-9]{0,4})';
const TITLE_ART = new RegExp(`^/(movie|tv)-${ID}-(poster|backdrop)\\.jpg$|^/(movie|tv)-${ID}-logo\\.png$`);
const SEASON_ART = new RegExp(`^/tv-${ID}-s${NUMBER}-poster\\.jpg$`);
const STILL_ART = new RegExp(`^/tv-${ID}-s${NUMBER}e${NUMBER}-still\\.jpg$`);
const PROFILE_ART = new RegExp(`^/person-${ID}-profile\\.jpg$`);
const MAX_ID = 2_147_483_647;

function id(text: string | undefined): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value > MAX_ID) throw new BadRequestError('Image id is out of range');
  return value;
}

/** Reads the ids out of a local artwork path; a path the local catalogue never hands out is a 400. */
export function parseArtworkPath(path: string): TArtworkRef {
  const title = TITLE_ART.exec(path);
  if (title) {
    if (title[1]) {
      return {
        kind: title[3] as 'poster' | 'backdrop',
        mediaType: title[1] as 'movie' | 'tv',
        id: id(title[2]),
      };
    }
    return { kind: 'logo', mediaType: title[4] as 'movie' | 'tv', id: id(title[5]) };
  }
  const season = SEASON_ART.exec(path);
  if (season) return { kind: 'season', tvId: id(season[1]), seasonNumber: Number(season[2]) };
  const still = STILL_ART.exec(path);
  if (still) {
    return {
      kind: 'still',
      tvId: id(still[1]),
      seasonNumber: Number(still[2]),
      episodeNumber: Number(still[3]),
    };
  }
  const profile = PROFILE_ART.exec(path);
  if (profile) return { kind: 'profile', personId: id(profile[1]) };
  throw new BadRequestError(`Unknown artwork path '${path.slice(0, 120)}'`);
}
