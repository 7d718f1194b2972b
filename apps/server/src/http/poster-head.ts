import { matchPage, PAGES, POSTER_PRELOADS, sizedArtwork, type TPage } from '@marquee/contract';
import type { TMediaItem } from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import { lookUpList } from './list-lookup.ts';
import { escapeAttribute, type TPageRequest } from './page-head.ts';

/** The width of a grid card's poster slot, as the web app's cards ask for it (`MediaCard`'s default). */
const CARD_POSTER_WIDTH = 185;

/** The first `count` posters a grid shows of these results, in the page's order, as a card names them. */
export function firstPosters(
  results: readonly unknown[],
  order: (items: TMediaItem[]) => TMediaItem[],
  count = POSTER_PRELOADS,
): { src: string; srcSet: string }[] {
  const items = results.filter((item): item is TMediaItem => typeof item === 'object' && item !== null);
  return order(items)
    .slice(0, count)
    .flatMap((item) => sizedArtwork(item.poster_path, CARD_POSTER_WIDTH, 'poster') ?? []);
}

/**
 * A part of the web app's page head (`http/page-head.ts`): on pages that open with a poster grid (`PAGES` in
 * the contract says which: the search page), preloads of its first posters, the first screen's largest
 * images, which otherwise start only once the scripts have run and drawn the grid. The list is the server's
 * own cached answer, the one the page then loads.
 */
export function posterHead(app: FastifyInstance, pages: readonly TPage[] = PAGES) {
  return async ({ pathname, search, request }: TPageRequest): Promise<string[]> => {
    const match = matchPage(pathname, pages);
    const grid = match?.page.posters?.({ params: match.params, search });
    if (!grid) return [];
    const results = await lookUpList(app, grid.list, request);
    return firstPosters(results ?? [], grid.order).map(
      (poster) =>
        `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeAttribute(poster.srcSet)}">`,
    );
  };
}
