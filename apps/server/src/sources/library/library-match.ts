import type { TSourceSearchBody } from '@marquee/contract';

// How a file of the operator's library is recognised as a title: by a
// `{tmdb-ID}` tag (also `[tmdbid-ID]`, as media servers write it) in a folder or file name, or by the title
// followed by its year; an episode by `S01E03` in its file name.

const TMDB_TAG = /[[{]tmdb(?:id)?[-=](\d+)[\]}]/gi;
const EPISODE_TOKEN = /^s(\d{1,4})e(\d{1,5})$/;

/** Lower-case words of a name: accents, punctuation and tags dropped, '&' read as 'and'. */
export function nameWords(name: string): string[] {
  return name
    .replace(TMDB_TAG, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The TMDB ids tagged in a name. */
export function tmdbTags(name: string): string[] {
  return [...name.matchAll(TMDB_TAG)].map((match) => String(Number(match[1])));
}

/** The season and episode a file name names with S01E03, if any. */
export function episodeOf(fileName: string): { season: number; episode: number } | undefined {
  for (const word of nameWords(fileName)) {
    const match = EPISODE_TOKEN.exec(word);
    if (match) return { season: Number(match[1]), episode: Number(match[2]) };
  }
  return undefined;
}

/**
 * Whether a folder or file name is the title with its year ('The Matrix (1999)', 'The.Matrix.1999.1080p').
 * Episode files may leave the year out when the episode follows the title ('Show.Name.S01E03.mkv').
 */
function namesTitle(
  name: string,
  title: string[],
  year: number | null | undefined,
  isEpisode: boolean,
): boolean {
  const words = nameWords(name);
  if (title.length === 0 || words.length <= title.length) return false;
  if (!title.every((word, index) => words[index] === word)) return false;
  const next = words[title.length]!;
  if (year !== null && year !== undefined && next === String(year)) return true;
  return isEpisode && EPISODE_TOKEN.test(next);
}

/**
 * Whether a file, given as its path segments under the library (folders then file name), belongs to the
 * request: the same title (by tag when any segment carries one, else by title and year) and, for a show,
 * the same season and episode; a movie's file names no episode.
 */
export function isFileOf(segments: readonly string[], request: TSourceSearchBody): boolean {
  const fileName = segments.at(-1) ?? '';
  const episode = episodeOf(fileName);
  if (request.type === 'movie' && episode) return false;
  if (request.type === 'show') {
    if (!episode || episode.season !== request.season.number || episode.episode !== request.episode.number) {
      return false;
    }
  }
  const tags = segments.flatMap(tmdbTags);
  if (tags.length > 0) return tags.includes(request.tmdbId);
  const title = nameWords(request.title);
  return segments.some((segment) => namesTitle(segment, title, request.releaseYear, request.type === 'show'));
}
