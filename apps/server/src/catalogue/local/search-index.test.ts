import { describe, expect, it } from 'vitest';
import { NameIndex, SearchIndex, Slicer, type TIndexTitle } from './search-index.ts';
import { similarity, strictWordSimilarity, trigramSet } from './trigrams.ts';

const SIMILARITY = Math.fround(0.3);

const titles: TIndexTitle[] = Array.from({ length: 20_000 }, (_, i) => ({
  mediaType: i % 3 === 0 ? 'tv' : 'movie',
  id: i + 1,
  title: `Harbour Lights ${i} of the Northern Sea`,
  originalTitle: i % 5 === 0 ? `Lumières du port ${i}` : `Harbour Lights ${i} of the Northern Sea`,
  popularity: i,
  adult: false,
  year: 1990 + (i % 30),
  lexemes: ['harbour', 'light', 'northern', 'sea', `n${i}`],
}));

describe('the search index', () => {
  it('builds in slices, leaving the event loop free for other requests meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const index = await SearchIndex.build(titles, [{ id: 1, name: 'Ada Harbour', popularity: 1 }], 2);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    expect(index.size).toEqual({ titles: 20_000, people: 1 });
    const hits = index.search({
      query: 'Harbour Lights 19999',
      simple: [],
      english: [],
      scope: 'multi',
      includeAdult: false,
    });
    expect(hits[0]).toMatchObject({ kind: 'title', id: 20_000 });
  });
});

describe('the shared-trigram count of a name index', () => {
  const words = [
    'the',
    'of',
    'and',
    'night',
    'harbour',
    'queen',
    'tower',
    'river',
    'a',
    'fading',
    'london',
    'x',
  ];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const phrase = (length: number) =>
    Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(' ');
  const names = Array.from({ length: 2_000 }, () => phrase(1 + Math.floor(random() * 6)));

  it('finds, with its exact count, every name that could reach the threshold, and skips the rest', async () => {
    const index = new NameIndex(names.length);
    await index.fill(names, new Slicer());
    const nameSets = names.map((name) => trigramSet(name));
    for (let q = 0; q < 80; q++) {
      const query = trigramSet(phrase(1 + Math.floor(random() * 5)));
      const { entries, counts } = index.shared(query, SIMILARITY);
      const found = new Set(entries);
      let reachable = 0;
      for (let entry = 0; entry < names.length; entry++) {
        const sharedCount = [...query].filter((t) => nameSets[entry]!.has(t)).length;
        const canMatch =
          similarity(query, nameSets[entry]!) >= SIMILARITY ||
          strictWordSimilarity(query, names[entry]!) >= SIMILARITY;
        if (!canMatch) continue;
        reachable++;
        expect(found.has(entry)).toBe(true);
        expect(counts[entry]).toBe(sharedCount);
      }
      expect(entries.length).toBeGreaterThanOrEqual(reachable);
    }
  });

  it('does not bring in names that share only common trigrams with the query', async () => {
    const others = Array.from('abcdefghijklmnopqrst', (letter) => `the ${letter}`);
    const index = new NameIndex(others.length + 2);
    await index.fill(['queen tower', ...others, 'tower'], new Slicer());
    // Every 'the ...' shares '  t' with 'tower', one trigram of twelve: it cannot reach 0.3, so is not counted.
    const { entries, counts } = index.shared(trigramSet('tower queen'), SIMILARITY);
    expect([...entries]).toEqual([0, 21]);
    expect([counts[0], counts[21]]).toEqual([12, 6]);
  });
});
