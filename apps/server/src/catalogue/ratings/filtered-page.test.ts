import { CATALOGUE_PAGE_SIZE, type TPage } from '@marquee/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filteredPage } from './filtered-page.ts';

interface TItem {
  id: number;
  rank: number;
}

/** A source list served in pages of 20, as TMDB and the local catalogue serve them. */
function sourceOf(items: TItem[]) {
  const pages = Math.max(1, Math.ceil(items.length / CATALOGUE_PAGE_SIZE));
  const reads: number[] = [];
  const readPage = async (page: number): Promise<TPage<TItem>> => {
    reads.push(page);
    const results = items.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE);
    return { page, results, total_pages: pages, total_results: items.length };
  };
  return { readPage, reads };
}

/** Lists of up to 12 source pages, items ranked 0 to 5 (a certification's place on its scale). */
const anyList = fc
  .uniqueArray(fc.nat({ max: 10_000 }), { maxLength: 240, size: 'max' })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(fc.nat({ max: 5 }), { minLength: ids.length, maxLength: ids.length, size: 'max' }),
    ),
  )
  .map(([ids, ranks]) => ids.map((id, i) => ({ id, rank: ranks[i] ?? 0 })));

const keepUpTo = (limit: number) => async (items: TItem[]) => items.filter((item) => item.rank <= limit);
const identify = (item: TItem) => String(item.id);

describe('filteredPage', () => {
  it('never lets an item above the limit through any page, and the pages together are the filtered list', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyList,
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 12 }),
        async (items, limit, exact) => {
          const { readPage } = sourceOf(items);
          const options = { exactPages: exact, maxPages: 50 };
          const all: TItem[] = [];
          const pages: TPage<TItem>[] = [];
          for (let page = 1; page <= 14; page++) {
            const got = await filteredPage(readPage, keepUpTo(limit), identify, page, options);
            expect(got.page).toBe(page);
            expect(got.results.length).toBeLessThanOrEqual(CATALOGUE_PAGE_SIZE);
            for (const item of got.results) expect(item.rank).toBeLessThanOrEqual(limit);
            all.push(...got.results);
            pages.push(got);
          }
          const expected = items.filter((item) => item.rank <= limit);
          expect(all).toEqual(expected);
          // Every page but the last is full.
          const filled = pages.filter((page) => page.results.length > 0);
          filled.slice(0, -1).forEach((page) => expect(page.results).toHaveLength(CATALOGUE_PAGE_SIZE));
          // Read to its end, the list's total is exact.
          if (exact * CATALOGUE_PAGE_SIZE >= items.length) {
            expect(pages[0]?.total_results).toBe(expected.length);
            expect(pages[0]?.total_pages).toBe(Math.max(1, Math.ceil(expected.length / CATALOGUE_PAGE_SIZE)));
          }
        },
      ),
    );
  });

  it('keeps an item repeated on a later source page once, and stops at the page cap', async () => {
    const same = [
      { id: 1, rank: 0 },
      { id: 2, rank: 9 },
    ];
    const reads: number[] = [];
    const readPage = async (page: number): Promise<TPage<TItem>> => {
      reads.push(page);
      return { page, results: same, total_pages: 48_000, total_results: 960_000 };
    };
    const got = await filteredPage(readPage, keepUpTo(0), identify, 1, { exactPages: 1, maxPages: 4 });
    expect(got.results).toEqual([{ id: 1, rank: 0 }]);
    expect(reads).toEqual([1, 2, 3, 4]);
  });

  it('reads only as far as the page asked needs once past the exact span, and estimates the total', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({ id: i, rank: i % 2 }));
    const { readPage, reads } = sourceOf(items);
    const got = await filteredPage(readPage, keepUpTo(0), identify, 1, { exactPages: 1, maxPages: 50 });
    expect(reads).toEqual([1, 2]);
    expect(got.results.map((item) => item.id)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(got.total_results).toBe(500);
    expect(got.total_pages).toBe(25);
  });

  it('keeps the source page fields beside the list (the upcoming list dates)', async () => {
    const readPage = async (page: number) => ({
      page,
      results: [{ id: 1, rank: 0 }],
      total_pages: 1,
      total_results: 1,
      dates: { minimum: '2026-01-01', maximum: '2026-02-01' },
    });
    const got = await filteredPage(readPage, keepUpTo(0), identify, 1, { exactPages: 1, maxPages: 1 });
    expect(got.dates).toEqual({ minimum: '2026-01-01', maximum: '2026-02-01' });
  });
});
