// The in-memory search index of the local catalogue: every title's and person's name cut into trigrams, and
// every title's full-text lexemes (its search_vector), each mapped to the titles or people holding it, in
// order of popularity. A search scores a bounded set of candidates taken from these lists, with the very
// rules the database would apply (pg_trgm similarity, full-text match), in a millisecond or two where the
// embedded database took a tenth of a second at 100,000 titles.
import { strictWordSimilarity, trigramScore, trigramSet, trigramWords } from './trigrams.ts';

export interface TIndexTitle {
  mediaType: 'movie' | 'tv';
  id: number;
  title: string;
  originalTitle: string;
  popularity: number;
  adult: boolean;
  /** Year of first release (or first air date); null when unknown. */
  year: number | null;
  /** The lexemes of its search_vector (title and original title words, overview stems). */
  lexemes: string[];
}

export interface TIndexPerson {
  id: number;
  name: string;
  popularity: number;
}

export interface TSearchHit {
  kind: 'title' | 'person';
  media_type: 'movie' | 'tv' | null;
  id: number;
  /** Relevance (name score in steps of 0.1, +1 exact name, +0.2 full-text match), as the ranking uses it. */
  relevance: number;
  popularity: number;
}

/** What a search looks for: everything (search/multi), one kind of title, or people. */
export type TSearchScope = 'multi' | 'movie' | 'tv' | 'person';

export interface TIndexQuery {
  /** The query as typed (trimmed): its trigrams are compared with names. */
  query: string;
  /** Its full-text lexemes: 'simple' (each word) and 'english' (stems, stop words left out). */
  simple: string[];
  english: string[];
  scope: TSearchScope;
  includeAdult: boolean;
  /** Titles first released in this year only. */
  year?: number | undefined;
}

/** A name counts as matching from this similarity (pg_trgm's `%` threshold)... */
const SIMILARITY_MIN = Math.fround(0.3);
/** ...or from this strict word similarity (pg_trgm's `<<%` threshold). */
const WORD_SIMILARITY_MIN = Math.fround(0.5);
/** People need a closer match, so a title's words do not bring in everyone whose name shares letters. */
const PERSON_MATCH_MIN = Math.fround(0.5);
/** Full-text matches taken into the ranking, the most popular first: more than anyone pages through. */
const FULL_TEXT_CANDIDATES = 200;
/** Titles or people nearest to the query, by whole-name and by best-run-of-words similarity. */
const NEAR_NAME_CANDIDATES = 40;
/** At most this many names get their best run of words measured per search (the costlier score). */
const WORD_SCORE_BUDGET = 160;
/** At most this many names get their (cheap) whole-name similarity measured per search. */
const NAME_SCORE_BUDGET = 4000;

/**
 * Lets other requests run between slices of a long build: building the index of 100,000 titles takes seconds
 * of CPU, which must never hold up the requests that arrive meanwhile.
 */
export class Slicer {
  private sliceStart = performance.now();
  constructor(private readonly sliceMs = 8) {}

  /** Yields to the event loop once the current slice has run its time. */
  async tick(): Promise<void> {
    if (performance.now() - this.sliceStart < this.sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.sliceStart = performance.now();
  }
}

/** Whether a list sorted ascending holds `entry` (binary search). */
function sortedHas(list: Int32Array, entry: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = list[middle]!;
    if (value === entry) return true;
    if (value < entry) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Trigram postings: for each trigram, the entries holding it, in index (popularity) order. */
class Postings {
  private readonly building = new Map<string, number[]>();
  private readonly lists = new Map<string, Int32Array>();

  add(key: string, entry: number): void {
    const list = this.building.get(key);
    if (list) list.push(entry);
    else this.building.set(key, [entry]);
  }

  async seal(slicer: Slicer): Promise<void> {
    for (const [key, list] of this.building) {
      this.lists.set(key, Int32Array.from(list));
      await slicer.tick();
    }
    this.building.clear();
  }

  get(key: string): Int32Array | undefined {
    return this.lists.get(key);
  }

  /** Whether `entry` holds `key` (binary search of the sorted list). */
  has(key: string, entry: number): boolean {
    const list = this.lists.get(key);
    return list !== undefined && sortedHas(list, entry);
  }
}

/** What a query shares with the names of an index: the entries that could match, and how many trigrams each shares. */
interface TShared {
  /** Entries (ascending) sharing enough trigrams to reach the score asked for. */
  entries: Int32Array;
  /** Shared trigrams by entry (exact for `entries`; 0 or a lower count elsewhere). */
  counts: Uint16Array;
}

/** Names cut into trigrams, with the counts of shared trigrams a query has with each. */
export class NameIndex {
  private readonly postings = new Postings();
  readonly sizes: Uint16Array;
  /** Reused by every search (searches run one at a time, synchronously): no allocation per name. */
  private readonly counts: Uint16Array;

  constructor(count: number) {
    this.sizes = new Uint16Array(count);
    this.counts = new Uint16Array(count);
  }

  /** Cuts the names into trigrams (entry i is names[i]), a slice at a time. */
  async fill(names: (string | undefined)[], slicer: Slicer): Promise<void> {
    for (let entry = 0; entry < names.length; entry++) {
      const name = names[entry];
      if (name === undefined) continue;
      const trigrams = trigramSet(name);
      this.sizes[entry] = Math.min(trigrams.size, 0xffff);
      for (const trigram of trigrams) this.postings.add(trigram, entry);
      await slicer.tick();
    }
    await this.postings.seal(slicer);
  }

  /**
   * The entries that share enough trigrams with the query to score `minScore` or more, with their counts.
   * Valid until the next call. Any score here is at most shared / query trigrams, so a name sharing only
   * k trigrams with k / query < minScore cannot match: the k most common of the query's trigrams (long lists:
   * ' th', 'the') only add to entries already found through the rarer ones, and do not bring in new ones.
   * That keeps a search from walking most of the catalogue for a query full of common words.
   */
  shared(query: Set<string>, minScore: number): TShared {
    const { counts } = this;
    counts.fill(0);
    const lists: Int32Array[] = [];
    for (const trigram of query) {
      const list = this.postings.get(trigram);
      if (list) lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    // The most trigrams a name could share through the common lists alone and still score below minScore
    // (scores are 4-byte floats, as pg_trgm's: compared the same way).
    let commonCount = 0;
    while (commonCount < lists.length && Math.fround((commonCount + 1) / query.size) < minScore) {
      commonCount++;
    }
    const rareCount = lists.length - commonCount;
    const found: number[] = [];
    for (let l = 0; l < rareCount; l++) {
      const list = lists[l]!;
      for (let i = 0; i < list.length; i++) {
        const entry = list[i]!;
        if (counts[entry] === 0) found.push(entry);
        counts[entry] = counts[entry]! + 1;
      }
    }
    const entries = Int32Array.from(found).sort();
    for (let l = rareCount; l < lists.length; l++) {
      const list = lists[l]!;
      // Look the found entries up in a long list, or walk a short one: whichever is less work.
      if (entries.length * Math.log2(list.length + 1) < list.length) {
        for (let i = 0; i < entries.length; i++) {
          const entry = entries[i]!;
          if (sortedHas(list, entry)) counts[entry] = counts[entry]! + 1;
        }
      } else {
        for (let i = 0; i < list.length; i++) {
          const entry = list[i]!;
          if (counts[entry] !== 0) counts[entry] = counts[entry]! + 1;
        }
      }
    }
    return { entries, counts };
  }
}

/** The entries sharing trigrams with a query, by how many they share (index: that count), each ascending. */
function byShared(shared: TShared, querySize: number): number[][] {
  const buckets: number[][] = Array.from({ length: querySize + 1 }, () => []);
  for (const entry of shared.entries) buckets[Math.min(shared.counts[entry]!, querySize)]!.push(entry);
  return buckets;
}

/**
 * The `count` entries of best `score` (pg_trgm's similarity or strict word similarity; ties: the more
 * popular, i.e. the lower entry, first). Both scores are at most the shared trigrams over the query's, so the
 * entries are measured in order of that bound and the search stops once it cannot beat the ones found, or
 * after `budget` measures.
 */
function best(
  buckets: number[][],
  score: (entry: number) => number,
  accept: (entry: number) => boolean,
  count: number,
  budget: number,
): number[] {
  const querySize = buckets.length - 1;
  const found: { entry: number; score: number }[] = [];
  let measured = 0;
  for (let n = querySize; n > 0 && measured < budget; n--) {
    if (found.length >= count && n / querySize <= found[count - 1]!.score) break;
    for (const entry of buckets[n]!) {
      if (!accept(entry)) continue;
      if (measured++ >= budget) break;
      found.push({ entry, score: score(entry) });
    }
    found.sort((a, b) => b.score - a.score || a.entry - b.entry);
  }
  return found.slice(0, count).map((f) => f.entry);
}

/** A score as PostgreSQL rounds `round(score::numeric, 1)`, in tenths. */
function tenths(score: number): number {
  return Math.round(Number(score.toPrecision(6)) * 10 + 1e-9);
}

export class SearchIndex {
  /** Titles and people, the most popular first: postings in entry order are in popularity order. */
  private readonly titles: TIndexTitle[];
  private readonly people: TIndexPerson[];
  private readonly titleNames: NameIndex;
  /** Original titles that differ from the title (by trigrams); others score as their title. */
  private readonly originalNames: NameIndex;
  private readonly hasOwnOriginal: Uint8Array;
  private readonly personNames: NameIndex;
  private readonly lexemes = new Postings();
  /** Per title, for the filters: 1 when adult, 1 for a series, its year (0 when unknown). */
  private readonly adult: Uint8Array;
  private readonly series: Uint8Array;
  private readonly years: Int16Array;

  /** Use `SearchIndex.build`: the constructor only sorts; the lists are filled in slices. */
  private constructor(titles: TIndexTitle[], people: TIndexPerson[]) {
    this.titles = [...titles].sort((a, b) => b.popularity - a.popularity);
    this.adult = Uint8Array.from(this.titles, (t) => (t.adult ? 1 : 0));
    this.series = Uint8Array.from(this.titles, (t) => (t.mediaType === 'tv' ? 1 : 0));
    this.years = Int16Array.from(this.titles, (t) => t.year ?? 0);
    this.people = [...people].sort((a, b) => b.popularity - a.popularity);
    this.titleNames = new NameIndex(this.titles.length);
    this.hasOwnOriginal = new Uint8Array(this.titles.length);
    this.originalNames = new NameIndex(this.titles.length);
    this.personNames = new NameIndex(this.people.length);
  }

  /**
   * Builds the index of these titles and people. The work runs in slices of a few milliseconds with the event
   * loop free between them, so requests keep being answered while a large catalogue is indexed.
   */
  static async build(titles: TIndexTitle[], people: TIndexPerson[], sliceMs?: number): Promise<SearchIndex> {
    const index = new SearchIndex(titles, people);
    const slicer = new Slicer(sliceMs);
    await index.titleNames.fill(
      index.titles.map((t) => t.title),
      slicer,
    );
    const originals: (string | undefined)[] = [];
    for (let entry = 0; entry < index.titles.length; entry++) {
      const t = index.titles[entry]!;
      const same = trigramWords(t.title).join(' ') === trigramWords(t.originalTitle).join(' ');
      index.hasOwnOriginal[entry] = same ? 0 : 1;
      originals.push(same ? undefined : t.originalTitle);
      await slicer.tick();
    }
    await index.originalNames.fill(originals, slicer);
    await index.personNames.fill(
      index.people.map((p) => p.name),
      slicer,
    );
    for (let entry = 0; entry < index.titles.length; entry++) {
      for (const lexeme of new Set(index.titles[entry]!.lexemes)) index.lexemes.add(lexeme, entry);
      await slicer.tick();
    }
    await index.lexemes.seal(slicer);
    return index;
  }

  get size(): { titles: number; people: number } {
    return { titles: this.titles.length, people: this.people.length };
  }

  /**
   * Every hit of a search among its candidates, scored: a title matches when its name (or original name) is
   * similar to the query, holds it as a run of words, or its search_vector matches the query's lexemes; a
   * person when the name matches closely. Sorted by relevance, then popularity, titles before people, id.
   */
  search(request: TIndexQuery): TSearchHit[] {
    const query = trigramSet(request.query);
    const hits: TSearchHit[] = [];
    if (request.scope !== 'person') hits.push(...this.titleHits(request, query));
    if (request.scope === 'multi' || request.scope === 'person') {
      hits.push(...this.personHits(request, query));
    }
    return hits.sort(
      (a, b) =>
        b.relevance - a.relevance ||
        b.popularity - a.popularity ||
        (a.kind === b.kind ? 0 : a.kind === 'title' ? -1 : 1) ||
        a.id - b.id,
    );
  }

  private accepts(request: TIndexQuery, entry: number): boolean {
    if (this.adult[entry] === 1 && !request.includeAdult) return false;
    if (request.scope === 'movie' && this.series[entry] === 1) return false;
    if (request.scope === 'tv' && this.series[entry] === 0) return false;
    return request.year === undefined || this.years[entry] === request.year;
  }

  /** Whether the title holds every lexeme of one of the query's two forms (`simple || english`). */
  private matchesText(request: TIndexQuery, entry: number): boolean {
    const holdsAll = (lexemes: string[]) =>
      lexemes.length > 0 && lexemes.every((lexeme) => this.lexemes.has(lexeme, entry));
    return holdsAll(request.simple) || holdsAll(request.english);
  }

  /** The most popular titles matching the query's lexemes (either form), up to FULL_TEXT_CANDIDATES. */
  private textCandidates(request: TIndexQuery): number[] {
    const lists = [request.simple, request.english]
      .filter((lexemes) => lexemes.length > 0)
      .map((lexemes) => lexemes.map((lexeme) => this.lexemes.get(lexeme) ?? new Int32Array()));
    const found = new Set<number>();
    for (const postings of lists) {
      // Walk the shortest list; the entries it holds that every other list holds too match.
      const [shortest, ...others] = [...postings].sort((a, b) => a.length - b.length);
      let taken = 0;
      for (const entry of shortest ?? []) {
        if (taken >= FULL_TEXT_CANDIDATES) break;
        if (!this.accepts(request, entry)) continue;
        if (!others.every((list) => sortedHas(list, entry))) continue;
        found.add(entry);
        taken++;
      }
    }
    return [...found].sort((a, b) => a - b).slice(0, FULL_TEXT_CANDIDATES);
  }

  private titleHits(request: TIndexQuery, query: Set<string>): TSearchHit[] {
    const nameMin = Math.min(SIMILARITY_MIN, WORD_SIMILARITY_MIN);
    const titleShared = this.titleNames.shared(query, nameMin);
    const originalShared = this.originalNames.shared(query, nameMin);
    const titleSimilarity = (entry: number) =>
      trigramScore(titleShared.counts[entry]!, this.titleNames.sizes[entry]!, query.size);
    const originalSimilarity = (entry: number) =>
      this.hasOwnOriginal[entry]
        ? trigramScore(originalShared.counts[entry]!, this.originalNames.sizes[entry]!, query.size)
        : titleSimilarity(entry);
    const accept = (entry: number) => this.accepts(request, entry);
    const measured = new Map<number, number>();
    const titleWords = (entry: number) => {
      let score = measured.get(entry);
      if (score === undefined) {
        score = strictWordSimilarity(query, this.titles[entry]!.title);
        measured.set(entry, score);
      }
      return score;
    };
    const titleBuckets = byShared(titleShared, query.size);

    const candidates = new Set<number>([
      ...this.textCandidates(request),
      ...best(titleBuckets, titleSimilarity, accept, NEAR_NAME_CANDIDATES, NAME_SCORE_BUDGET),
      ...best(titleBuckets, titleWords, accept, NEAR_NAME_CANDIDATES, WORD_SCORE_BUDGET),
      // Original titles that differ from the title (the others are among the titles already).
      ...best(
        byShared(originalShared, query.size),
        originalSimilarity,
        accept,
        NEAR_NAME_CANDIDATES / 2,
        NAME_SCORE_BUDGET,
      ),
    ]);

    const lowerQuery = request.query.toLowerCase();
    const hits: TSearchHit[] = [];
    for (const entry of candidates) {
      const t = this.titles[entry]!;
      const own = this.hasOwnOriginal[entry] === 1;
      const nameSimilarity = Math.max(titleSimilarity(entry), originalSimilarity(entry));
      const wordsScore = titleWords(entry);
      const originalWords = own ? strictWordSimilarity(query, t.originalTitle) : wordsScore;
      const text = this.matchesText(request, entry);
      const named =
        nameSimilarity >= SIMILARITY_MIN || Math.max(wordsScore, originalWords) >= WORD_SIMILARITY_MIN;
      if (!named && !text) continue;
      const score = Math.max(nameSimilarity, wordsScore, originalWords);
      const exact = t.title.toLowerCase() === lowerQuery || t.originalTitle.toLowerCase() === lowerQuery;
      const relevance = (score >= SIMILARITY_MIN ? tenths(score) : 0) + (exact ? 10 : 0) + (text ? 2 : 0);
      hits.push({
        kind: 'title',
        media_type: t.mediaType,
        id: t.id,
        relevance: relevance / 10,
        popularity: t.popularity,
      });
    }
    return hits;
  }

  private personHits(request: TIndexQuery, query: Set<string>): TSearchHit[] {
    const shared = this.personNames.shared(query, PERSON_MATCH_MIN);
    const nameSimilarity = (entry: number) =>
      trigramScore(shared.counts[entry]!, this.personNames.sizes[entry]!, query.size);
    const wordSimilarity = (entry: number) => strictWordSimilarity(query, this.people[entry]!.name);
    const buckets = byShared(shared, query.size);
    const candidates = new Set([
      ...best(buckets, nameSimilarity, () => true, NEAR_NAME_CANDIDATES, NAME_SCORE_BUDGET),
      ...best(buckets, wordSimilarity, () => true, NEAR_NAME_CANDIDATES, WORD_SCORE_BUDGET),
    ]);
    const lowerQuery = request.query.toLowerCase();
    const hits: TSearchHit[] = [];
    for (const entry of candidates) {
      const p = this.people[entry]!;
      const score = Math.max(nameSimilarity(entry), wordSimilarity(entry));
      if (score < PERSON_MATCH_MIN) continue;
      const relevance = tenths(score) + (p.name.toLowerCase() === lowerQuery ? 10 : 0);
      hits.push({
        kind: 'person',
        media_type: null,
        id: p.id,
        relevance: relevance / 10,
        popularity: p.popularity,
      });
    }
    return hits;
  }
}
