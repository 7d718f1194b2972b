import { ZArtworkParams, type TArtworkParams } from '@marquee/contract';
import type { TImageSize } from '@marquee/domain';
import { BadRequestError } from '../shared/errors.ts';

/** The box a TMDB size fits the image into: a width, a height (h632) or neither (the original). */
export interface TImageBounds {
  name: TImageSize;
  width?: number;
  height?: number;
}

export type TImageFormat = 'jpeg' | 'png' | 'svg';

/** A path of the local catalogue's artwork, with the ids it names. */
export type TArtworkRef =
  | { kind: 'poster' | 'backdrop' | 'logo'; mediaType: 'movie' | 'tv'; id: number }
  | { kind: 'season'; seriesId: number; seasonNumber: number }
  | { kind: 'still'; seriesId: number; seasonNumber: number; episodeNumber: number }
  | { kind: 'profile'; personId: number };

/** A checked size and file of `/api/images/{size}/{file}`. */
export interface TImageRequest {
  size: TImageBounds;
  /** The file name with its leading slash, e.g. `/movie-550-poster.jpg`. */
  path: string;
  format: TImageFormat;
}

const FORMATS: Record<string, TImageFormat> = { jpg: 'jpeg', png: 'png', svg: 'svg' };

/** w342 is 342 pixels wide, h632 632 high; the original keeps its own size. */
function imageBounds(name: TImageSize): TImageBounds {
  if (name === 'original') return { name };
  const pixels = Number(name.slice(1));
  return name.startsWith('h') ? { name, height: pixels } : { name, width: pixels };
}

/** The request named by params the contract's schema has already checked. */
export function imageRequestOf({ size, file }: TArtworkParams): TImageRequest {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  return { size: imageBounds(size), path: `/${file}`, format: FORMATS[extension] ?? 'jpeg' };
}

export const IMAGE_PATH_SHAPE =
  'Image paths look like /api/images/{size}/{file}, e.g. /api/images/w342/movie-550-poster.jpg';

/**
 * Reads `/{size}/{file}` of an image URL that /img was given (ours or TMDB's) with the same schema as the
 * /api/images route; anything else (folders, `..`, odd characters) is a 400.
 */
export function parseImageRest(rest: string): TImageRequest {
  const [empty, size, file, ...more] = rest.split('/');
  if (empty !== '' || file === undefined || more.length > 0) throw new BadRequestError(IMAGE_PATH_SHAPE);
  const params = ZArtworkParams.safeParse({ size, file });
  if (params.success) return imageRequestOf(params.data);
  const reasons = params.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new BadRequestError(`Invalid image path '${rest.slice(0, 120)}': ${reasons.join('; ')}`);
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
  if (season) return { kind: 'season', seriesId: id(season[1]), seasonNumber: Number(season[2]) };
  const still = STILL_ART.exec(path);
  if (still) {
    return {
      kind: 'still',
      seriesId: id(still[1]),
      seasonNumber: Number(still[2]),
      episodeNumber: Number(still[3]),
    };
  }
  const profile = PROFILE_ART.exec(path);
  if (profile) return { kind: 'profile', personId: id(profile[1]) };
  throw new BadRequestError(`Unknown artwork path '${path.slice(0, 120)}'`);
}
