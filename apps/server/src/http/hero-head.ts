import { heroBackdrop, matchPage, PAGES, type TPage } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { lookUpList } from './list-lookup.ts';
import { escapeAttribute, type TPageRequest } from './page-head.ts';

/** The first title with a backdrop in a catalogue list's results, as the web app's hero picks its first slide. */
export function firstBackdrop(results: readonly unknown[]): string | undefined {
  for (const item of results as ({ backdrop_path?: unknown } | null)[]) {
    if (typeof item?.backdrop_path === 'string' && item.backdrop_path) return item.backdrop_path;
  }
  return undefined;
}

/** Preloads of a hero backdrop, one per kind of screen (the browser fetches only the one whose media matches). */
export function heroPreloadTags(path: string, layout: NonNullable<TPage['hero']>['layout']): string[] {
  const image = heroBackdrop(path, layout);
  if (!image) return [];
  return image.sources.map(
    (source) =>
      `<link rel="preload" as="image" fetchpriority="high" media="${escapeAttribute(source.media)}" ` +
      `imagesrcset="${escapeAttribute(source.srcSet)}" imagesizes="${escapeAttribute(source.sizes)}">`,
  );
}

/**
 * A part of the web app's page head (`http/page-head.ts`): on pages that open with a hero carousel (`PAGES`
 * in the contract says which), a preload of its first backdrop, so the page's largest image starts with the
 * HTML instead of after the scripts and the list have loaded. The list is asked of the server's own
 * catalogue endpoint, whose answer is cached and is the one the page then loads.
 */
export function heroHead(app: FastifyInstance, pages: readonly TPage[] = PAGES) {
  return async ({ pathname, request }: TPageRequest): Promise<string[]> => {
    const hero = matchPage(pathname, pages)?.page.hero;
    if (!hero) return [];
    const results = await lookUpList(app, hero.list, request);
    const path = results && firstBackdrop(results);
    return path ? heroPreloadTags(path, hero.layout) : [];
  };
}
