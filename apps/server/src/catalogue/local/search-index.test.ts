import { describe, expect, it } from 'vitest';
import { SearchIndex, type TIndexTitle } from './search-index.ts';

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
