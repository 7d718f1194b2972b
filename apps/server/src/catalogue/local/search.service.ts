// search/multi, search/movie, search/tv and search/person: best match first, typo tolerant, as TMDB answers.
import { searchWords, type TSearchQuery } from '@marquee/contract';
import type { TMediaItem, TPage } from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import { toListItem, toPage, type TListItem } from './catalogue-shapes.ts';
import {
  findListRows,
  findPeopleWithKnownFor,
  searchTitlesAndPeople,
  type TSearchScope,
} from './search.repository.ts';

/** A person result as TMDB's search/multi gives it (search/person leaves out media_type). */
export type TPersonResult = TMediaItem & {
  media_type?: 'person';
  gender: number;
  known_for_department: string;
  known_for: TListItem[];
};

/** One page of what a search finds; search/multi marks each result with its media_type, the others do not. */
async function search(
  db: TDb,
  scope: TSearchScope,
  query: TSearchQuery,
  year?: number,
): Promise<TPage<TMediaItem>> {
  const text = query.query.trim();
  const words = searchWords(text);
  // Nothing to look for: no letters or digits, so neither full text nor trigrams could match.
  if (words.length === 0) return toPage(query.page, [], 0);
  const isMulti = scope === 'multi';
  const found = await searchTitlesAndPeople(db, {
    query: text,
    words,
    scope,
    includeAdult: query.include_adult === 'true',
    page: query.page,
    year,
  });
  const titleKeys = found.rows.flatMap((hit) =>
    hit.kind === 'title' && hit.media_type ? [{ mediaType: hit.media_type, id: hit.id }] : [],
  );
  const personIds = found.rows.filter((hit) => hit.kind === 'person').map((hit) => hit.id);
  const [titleRows, { people, knownFor }] = await Promise.all([
    findListRows(db, titleKeys),
    findPeopleWithKnownFor(db, personIds),
  ]);
  const titles = new Map(titleRows.map((row) => [`${row.mediaType}:${row.id}`, toListItem(row, isMulti)]));
  const persons = new Map(
    people.map((p): [number, TPersonResult] => [
      p.id,
      {
        adult: false,
        gender: 0,
        id: p.id,
        known_for: (knownFor.get(p.id) ?? []).map((row) => toListItem(row, true)),
        known_for_department: p.knownForDepartment,
        ...(isMulti ? { media_type: 'person' as const } : {}),
        name: p.name,
        original_name: p.name,
        popularity: p.popularity,
        profile_path: p.profilePath,
      },
    ]),
  );
  const results = found.rows.flatMap((hit): TMediaItem[] => {
    const item = hit.kind === 'title' ? titles.get(`${hit.media_type}:${hit.id}`) : persons.get(hit.id);
    return item ? [item] : [];
  });
  return toPage(query.page, results, found.total);
}

export function searchMulti(db: TDb, query: TSearchQuery): Promise<TPage<TMediaItem>> {
  return search(db, 'multi', query);
}

/** search/movie or search/tv: titles of one kind, optionally of one release (or first air) year. */
export function searchTitles(
  db: TDb,
  mediaType: 'movie' | 'tv',
  query: TSearchQuery,
  year: number | undefined,
): Promise<TPage<TMediaItem>> {
  return search(db, mediaType, query, year);
}

export function searchPeople(db: TDb, query: TSearchQuery): Promise<TPage<TMediaItem>> {
  return search(db, 'person', query);
}
