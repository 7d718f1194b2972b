// search/multi: titles and people matching a query, best match first, each with its media_type.
import type { TSearchQuery } from '@marquee/contract';
import type { TMediaItem, TPage } from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import { toListItem, toPage, type TListItem } from './catalogue-shapes.ts';
import { findListRows, findPeopleWithKnownFor, searchTitlesAndPeople } from './search.repository.ts';

/** A person result as TMDB's search/multi gives it. */
export type TPersonResult = TMediaItem & {
  media_type: 'person';
  gender: number;
  known_for_department: string;
  known_for: TListItem[];
};

export async function searchMulti(db: TDb, query: TSearchQuery): Promise<TPage<TMediaItem>> {
  const q = query.query.trim();
  if (!q) return toPage(query.page, [], 0);
  const found = await searchTitlesAndPeople(db, q, query.include_adult === 'true', query.page);
  const titleKeys = found.rows.flatMap((hit) =>
    hit.kind === 'title' && hit.media_type ? [{ mediaType: hit.media_type, id: hit.id }] : [],
  );
  const personIds = found.rows.filter((hit) => hit.kind === 'person').map((hit) => hit.id);
  const [titleRows, { people, knownFor }] = await Promise.all([
    findListRows(db, titleKeys),
    findPeopleWithKnownFor(db, personIds),
  ]);
  const titles = new Map(titleRows.map((row) => [`${row.mediaType}:${row.id}`, toListItem(row, true)]));
  const persons = new Map(
    people.map((p): [number, TPersonResult] => [
      p.id,
      {
        adult: false,
        gender: 0,
        id: p.id,
        known_for: (knownFor.get(p.id) ?? []).map((row) => toListItem(row, true)),
        known_for_department: p.knownForDepartment,
        media_type: 'person',
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
