import { describe, expect, it, vi } from 'vitest';
import type { TMediaItem, TPage } from '@marquee/domain';
import { fetchMergedPage, type TPageSource } from './infinite-media-pages.ts';

function pageOf(results: TMediaItem[], totalPages: number): TPage<TMediaItem> {
  return { page: 1, results, total_pages: totalPages, total_results: totalPages * 20 };
}

const movies = (page: number) =>
  Array.from({ length: 20 }, (_, i) => ({ id: page * 100 + i, title: `M${i}`, popularity: 100 - i * 2 }));
const series = (page: number) =>
  Array.from({ length: 20 }, (_, i) => ({ id: page * 100 + i, name: `S${i}`, popularity: 99 - i * 2 }));

function source(name: string, make: (page: number) => TMediaItem[], totalPages: number): TPageSource {
  return { name, fetchPage: vi.fn(async (page: number) => pageOf(make(page), totalPages)) };
}

const signal = new AbortController().signal;

describe('fetchMergedPage', () => {
  it('All: a movies page and a series page make 40 titles interleaved by popularity', async () => {
    const page = await fetchMergedPage(
      [source('movie', movies, 3), source('tv', series, 3)],
      { page: 1, sources: ['movie', 'tv'] },
      signal,
    );
    expect(page.items).toHaveLength(40);
    expect(page.items.slice(0, 4).map((i) => i.title ?? i.name)).toEqual(['M0', 'S0', 'M1', 'S1']);
    expect(page.totalResults).toBe(120);
    expect(page.next).toEqual({ page: 2, sources: ['movie', 'tv'] });
  });

  it('one type passes its 20 titles through in their own order', async () => {
    const page = await fetchMergedPage([source('movie', movies, 2)], { page: 1, sources: ['movie'] }, signal);
    expect(page.items).toEqual(movies(1));
    expect(page.next).toEqual({ page: 2, sources: ['movie'] });
  });

  it('asks later pages only of the lists that still have them, and ends when none has', async () => {
    const movie = source('movie', movies, 1);
    const seriesSource = source('tv', series, 2);
    const first = await fetchMergedPage([movie, seriesSource], { page: 1, sources: ['movie', 'tv'] }, signal);
    expect(first.next).toEqual({ page: 2, sources: ['tv'] });
    const second = await fetchMergedPage([movie, seriesSource], first.next!, signal);
    expect(movie.fetchPage).toHaveBeenCalledTimes(1);
    expect(second.items).toHaveLength(20);
    expect(second.next).toBeUndefined();
  });
});
