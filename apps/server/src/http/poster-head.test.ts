import { describe, expect, it } from 'vitest';
import { sizedArtwork } from '@marquee/contract';
import { filterAndSortResults, type TMediaItem } from '@marquee/domain';
import { firstPosters } from './poster-head.ts';

const item = (id: number, extra: Partial<TMediaItem>): TMediaItem => ({ id, media_type: 'movie', ...extra });
const card = (path: string) => sizedArtwork(path, 185, 'poster');

describe('firstPosters', () => {
  it("are the first two cards' posters in the page's order, named as a card names them", () => {
    const results = [
      item(1, { poster_path: '/a.jpg', popularity: 1 }),
      item(2, { poster_path: '/b.jpg', popularity: 3 }),
      item(3, { poster_path: '/c.jpg', popularity: 2 }),
    ];
    const byPopularity = (items: TMediaItem[]) => filterAndSortResults(items, 'all', 'popularity.desc');
    expect(firstPosters(results, byPopularity)).toEqual([card('/b.jpg'), card('/c.jpg')]);
    expect(firstPosters(results, (items) => items)).toEqual([card('/a.jpg'), card('/b.jpg')]);
  });

  it('skip a first card without a poster (it shows none) and what is not a title', () => {
    const results = [null, 'x', item(1, { poster_path: null }), item(2, { poster_path: '/b.jpg' })];
    expect(firstPosters(results, (items) => items)).toEqual([card('/b.jpg')]);
    expect(firstPosters([], (items) => items)).toEqual([]);
  });
});
