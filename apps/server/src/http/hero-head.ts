import { heroBackdrop, matchPage, PAGES, type TPage } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { escapeAttribute, type TPageRequest } from './page-head.ts';

/** A page never waits longer than this for its hero's list; it is then sent without the hint. */
const LOOKUP_TIMEOUT_MS = 1000;

/** The first title with a backdrop in a catalogue list's answer, as the web app's hero picks its first slide. */
export function firstBackdrop(body: unknown): string | undefined {
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return undefined;
  for (const item of results as { backdrop_path?: unknown }[]) {
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
  return async ({ pathname }: TPageRequest): Promise<string[]> => {
    const hero = matchPage(pathname, pages)?.page.hero;
    if (!hero) return [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), LOOKUP_TIMEOUT_MS);
    });
    try {
      const res = await Promise.race([app.inject({ method: 'GET', url: hero.list }), timeout]);
      if (!res || res.statusCode !== 200) return [];
      const path = firstBackdrop(res.json());
      return path ? heroPreloadTags(path, hero.layout) : [];
    } finally {
      clearTimeout(timer);
    }
  };
}
