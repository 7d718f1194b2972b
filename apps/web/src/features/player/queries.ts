import { sourceRoutes, type TLibraryPlaybackBody, type TSubtitleResult } from '@marquee/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../lib/api-client.ts';
import { formatLanguage } from '../../lib/format.ts';
import type { TSegmentsRef } from './segments/queries.ts';

export type TAddonSubtitle = TSubtitleResult;

/** Keys of the player's own queries: ['player', 'list', { title }]. */
export const playerKeys = { all: ['player'] as const };

/** The captions the site's add-ons list for a movie or episode (none when the site has no add-ons). */
export function addonSubtitlesQuery(ref: TSegmentsRef) {
  return queryOptions({
    queryKey: [...playerKeys.all, 'list', { subtitles: ref }] as const,
    queryFn: ({ signal }) =>
      apiGet(sourceRoutes.subtitles, {
        query:
          ref.mediaType === 'tv'
            ? { type: 'show', tmdbId: ref.tmdbId, season: ref.season ?? 1, episode: ref.episode ?? 1 }
            : { type: 'movie', tmdbId: ref.tmdbId },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/**
 * How a library file plays in this browser at a quality, audio track and burnt-in subtitle (a question, not a
 * change: the same body gets the same answer while the file is unchanged). A 503 (the server's transcodes are
 * all busy) is shown to the viewer, who asks again.
 */
export function libraryPlaybackQuery(body: TLibraryPlaybackBody) {
  return queryOptions({
    queryKey: [...playerKeys.all, 'detail', { libraryPlayback: body }] as const,
    queryFn: ({ signal }) => apiSend(sourceRoutes.libraryPlayback, body, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export interface TLanguageGroup {
  language: string;
  subtitles: { subtitle: TAddonSubtitle; label: string }[];
}

/**
 * Add-on captions by language, named as people read them ('en' and 'eng' are both English), alphabetically
 * with the unknown ones last; each named by its add-on, numbered when one add-on has several.
 */
export function groupByLanguage(subtitles: readonly TAddonSubtitle[]): TLanguageGroup[] {
  const groups = new Map<string, TAddonSubtitle[]>();
  for (const subtitle of subtitles) {
    const language = formatLanguage(subtitle.language);
    groups.set(language, [...(groups.get(language) ?? []), subtitle]);
  }
  const unknown = formatLanguage('und');
  return [...groups.entries()]
    .sort(([a], [b]) => (a === unknown ? 1 : b === unknown ? -1 : a.localeCompare(b, 'en')))
    .map(([language, entries]) => ({
      language,
      subtitles: entries.map((subtitle) => {
        const sameAddon = entries.filter((entry) => entry.addon === subtitle.addon);
        const number = sameAddon.indexOf(subtitle) + 1;
        return { subtitle, label: sameAddon.length > 1 ? `${subtitle.addon} ${number}` : subtitle.addon };
      }),
    }));
}
