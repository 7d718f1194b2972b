// search/multi, search/movie, search/tv and search/person: best match first, typo tolerant, as TMDB answers.
// Candidates are found and ranked in the in-memory search index (search-index.ts), built from the database
// on the first search and again after each import; only the page's rows are read from the database.
import { searchWords, type TSearchQuery } from '@marquee/contract';
import { CATALOGUE_PAGE_SIZE, type TMediaItem, type TPage } from '@marquee/domain';
import { LruMap } from '../../cache/lru-map.ts';
import type { TDb } from '../../db/client.ts';
import { toListItem, toPage, type TListItem } from './catalogue-shapes.ts';
import { SearchIndex, type TSearchScope } from './search-index.ts';
import {
  findListRows,
  findPeopleWithKnownFor,
  loadIndexPeople,
  loadIndexTitles,
  wordLexemes,
  type TWordLexemes,
} from './search.repository.ts';
/** A person result as TMDB's search/multi gives it (search/person leaves out media_type). */
export type TPersonResult = TMediaItem & {
  media_type?: 'person';
  gender: number;
  known_for_department: string;
  known_for: TListItem[];
};

/** Query words whose full-text lexemes are remembered (each a few bytes), so most searches ask no database. */
const REMEMBERED_WORDS = 20_000;

/** The local catalogue's search: the index, kept up to date with the catalogue, and the pages it answers. */
export class LocalSearch {
  private index: Promise<SearchIndex> | undefined;
  /** Moves on every catalogue change; an index built for an older one is built again. */
  private generation = 0;
  private readonly lexemes = new LruMap<TWordLexemes>(REMEMBERED_WORDS);

  constructor(private readonly db: TDb) {}

  /** The catalogue changed (an import): the next search builds the index anew. */
  invalidate(): void {
    this.generation++;
    this.index = undefined;
  }

  /** The index of the current catalogue, built on first use (concurrent searches share one build). */
  private currentIndex(): Promise<SearchIndex> {
    if (this.index) return this.index;
    const generation = this.generation;
    const building = Promise.all([loadIndexTitles(this.db), loadIndexPeople(this.db)]).then(
      ([titles, people]) => SearchIndex.build(titles, people),
    );
    this.index = building;
    // A failed build is not kept: the next search tries again.
    building.catch(() => {
      if (this.index === building && this.generation === generation) this.index = undefined;
    });
    return building;
  }

  /** The 'simple' and 'english' lexemes of the query's words, asking the database only for words not seen yet. */
  private async queryLexemes(words: string[]): Promise<{ simple: string[]; english: string[] }> {
    const unknown = [...new Set(words)].filter((word) => this.lexemes.get(word) === undefined);
    if (unknown.length > 0) {
      for (const [word, lexemes] of await wordLexemes(this.db, unknown)) this.lexemes.set(word, lexemes);
    }
    const simple = new Set<string>();
    const english = new Set<string>();
    for (const word of words) {
      const found = this.lexemes.get(word);
      found?.simple.forEach((lexeme) => simple.add(lexeme));
      found?.english.forEach((lexeme) => english.add(lexeme));
    }
    return { simple: [...simple], english: [...english] };
  }

  /** One page of what a search finds; search/multi marks each result with its media_type, the others do not. */
  async search(scope: TSearchScope, query: TSearchQuery, year?: number): Promise<TPage<TMediaItem>> {
    const text = query.query.trim();
    const words = searchWords(text);
    // Nothing to look for: no letters or digits, so neither full text nor trigrams could match.
    if (words.length === 0) return toPage(query.page, [], 0);
    const [index, lexemes] = await Promise.all([this.currentIndex(), this.queryLexemes(words)]);
    const hits = index.search({
      query: text,
      ...lexemes,
      scope,
      includeAdult: query.include_adult === 'true',
      year,
    });
    const pageHits = hits.slice((query.page - 1) * CATALOGUE_PAGE_SIZE, query.page * CATALOGUE_PAGE_SIZE);
    return toPage(query.page, await this.results(scope, pageHits), hits.length);
  }

  /** The list items of a page of hits, in the hits' order. */
  private async results(
    scope: TSearchScope,
    hits: { kind: 'title' | 'person'; media_type: 'movie' | 'tv' | null; id: number }[],
  ): Promise<TMediaItem[]> {
    const isMulti = scope === 'multi';
    const titleKeys = hits.flatMap((hit) =>
      hit.kind === 'title' && hit.media_type ? [{ mediaType: hit.media_type, id: hit.id }] : [],
    );
    const personIds = hits.filter((hit) => hit.kind === 'person').map((hit) => hit.id);
    const [titleRows, { people, knownFor }] = await Promise.all([
      findListRows(this.db, titleKeys),
      findPeopleWithKnownFor(this.db, personIds),
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
    return hits.flatMap((hit): TMediaItem[] => {
      const item = hit.kind === 'title' ? titles.get(`${hit.media_type}:${hit.id}`) : persons.get(hit.id);
      return item ? [item] : [];
    });
  }
}
