import {
  imagePaths,
  responsiveBackdrop,
  TITLE_BACKDROP_SIZES,
  type TFirstScreen,
  type TFirstScreenRenderer,
} from '@marquee/contract';
import {
  episodeMeta,
  META_IMAGE_BOX,
  movieMeta,
  parseIdSegment,
  serializeJsonLd,
  seriesMeta,
  titleSlug,
  type TMetaImageKind,
  type TPageMeta,
  type TPageMetaContext,
} from '@marquee/domain';
import type { FastifyRequest } from 'fastify';
import { LruMap } from '../cache/lru-map.ts';
import type { CatalogueBackend } from '../catalogue/catalogue.backend.ts';
import { escapeAttribute, escapeText } from '../http/page-head.ts';
import { NotFoundError } from '../shared/errors.ts';

// Link previews without scripts (issue #8 point 11): the HTML of a movie, series or episode page carries that
// title's <title>, description, Open Graph and Twitter card tags and its JSON-LD, built by the same domain
// functions the web app renders them with. Unknown titles keep the site's own tags.

/** Marks the tags added here, so the web app can take them out once it renders its own head. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

const MAX_INT4 = 2_147_483_647;
const CACHE_ENTRIES = 1000;
const CACHE_TTL_MS = 5 * 60 * 1000;
/** A page never waits longer than this for its title's details; it is then sent with the site's tags. */
const LOOKUP_TIMEOUT_MS = 1500;

export type TTitlePage =
  | { kind: 'movie'; id: number }
  | { kind: 'tv'; id: number }
  | { kind: 'episode'; id: number; season: number; episode: number };

function wholeNumber(segment: string | undefined, min: number): number | undefined {
  if (!segment || !/^\d+$/.test(segment)) return undefined;
  const value = Number(segment);
  return value >= min && value <= MAX_INT4 ? value : undefined;
}

function titleId(segment: string | undefined): number | undefined {
  const id = parseIdSegment(segment);
  return id !== undefined && id <= MAX_INT4 ? id : undefined;
}

/** The title a page path names (the web app's title routes), if it names one. */
export function titlePageOf(pathname: string): TTitlePage | undefined {
  const segments = pathname.split('/').slice(1);
  if (segments.length === 2 && segments[0] === 'movies') {
    const id = titleId(segments[1]);
    return id === undefined ? undefined : { kind: 'movie', id };
  }
  if (segments[0] !== 'series') return undefined;
  const id = titleId(segments[1]);
  if (id === undefined) return undefined;
  if (segments.length === 2) return { kind: 'tv', id };
  if (segments.length !== 4) return undefined;
  const season = wholeNumber(segments[2], 0);
  const episode = wholeNumber(segments[3], 1);
  return season === undefined || episode === undefined ? undefined : { kind: 'episode', id, season, episode };
}

function metaContext(origin: string, pathname: string): TPageMetaContext {
  return {
    url: origin + pathname,
    imageUrl: (path: string, kind: TMetaImageKind) => {
      const box = META_IMAGE_BOX[kind];
      return (
        origin + imagePaths.resize(imagePaths.artwork(box.size, path), { w: box.w, h: box.h, output: 'jpg' })
      );
    },
  };
}

/** What a title page's head needs from the catalogue: its meta and the backdrop its first screen shows. */
export interface TTitlePageLookup {
  meta: TPageMeta;
  /** The backdrop of a movie or series page (its largest image), to preload; none on episode pages. */
  backdropPath?: string | null;
  /** What the server draws of a movie or series page's first screen; none on episode pages. */
  screen?: TFirstScreen['title'];
}

/** The meta of a title page and its backdrop, asked of the catalogue; undefined when the title does not exist. */
export async function titlePageLookup(
  catalogue: CatalogueBackend,
  pathname: string,
  origin: string,
): Promise<TTitlePageLookup | undefined> {
  const page = titlePageOf(pathname);
  if (!page) return undefined;
  const context = metaContext(origin, pathname);
  try {
    switch (page.kind) {
      case 'movie': {
        const movie = await catalogue.movieDetails(page.id, ['credits']);
        return {
          meta: movieMeta(movie, context),
          backdropPath: movie.backdrop_path,
          screen: { kind: 'movie', details: movie },
        };
      }
      case 'tv': {
        const series = await catalogue.tvDetails(page.id, ['credits', 'external_ids']);
        return {
          meta: seriesMeta(series, context),
          backdropPath: series.backdrop_path,
          screen: { kind: 'tv', details: series },
        };
      }
      case 'episode': {
        const [episode, seriesDetails] = await Promise.all([
          catalogue.episodeDetails(page.id, page.season, page.episode, ['credits']),
          catalogue.tvDetails(page.id, []),
        ]);
        const series = {
          name: seriesDetails.name,
          url: `${origin}/series/${seriesDetails.id}-${titleSlug(seriesDetails.name)}`,
          backdropPath: seriesDetails.backdrop_path,
        };
        return { meta: episodeMeta(episode, series, context) };
      }
    }
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** The meta of a title page, asked of the catalogue; undefined when the title does not exist. */
export async function titlePageMeta(
  catalogue: CatalogueBackend,
  pathname: string,
  origin: string,
): Promise<TPageMeta | undefined> {
  return (await titlePageLookup(catalogue, pathname, origin))?.meta;
}

/**
 * A preload of the page's backdrop, named by the same candidates and sizes as the page's <img> (so the
 * browser uses the preloaded copy): the image starts with the HTML instead of after the scripts have run.
 */
export function backdropPreloadTag(path: string | null | undefined): string[] {
  const image = responsiveBackdrop(path);
  if (!image) return [];
  return [
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.src)}" ` +
      `imagesrcset="${escapeAttribute(image.srcSet)}" imagesizes="${TITLE_BACKDROP_SIZES}">`,
  ];
}

/** The head tags of a page's meta, every value escaped; the JSON-LD as data (never run, so CSP allows it). */
export function metaTags(meta: TPageMeta): string[] {
  const mark = PAGE_HEAD_ATTRIBUTE;
  const tag = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? [] : [`<meta ${mark} ${attribute}="${key}" content="${escapeAttribute(value)}">`];
  return [
    `<title ${mark}>${escapeText(meta.title)}</title>`,
    ...tag('name', 'description', meta.description),
    ...tag('property', 'og:site_name', 'Marquee'),
    ...tag('property', 'og:type', meta.type),
    ...tag('property', 'og:title', meta.title),
    ...tag('property', 'og:description', meta.description),
    ...tag('property', 'og:url', meta.url),
    ...tag('property', 'og:image', meta.image),
    ...tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    ...tag('name', 'twitter:title', meta.title),
    ...tag('name', 'twitter:description', meta.description),
    ...tag('name', 'twitter:image', meta.image),
    ...(meta.jsonLd
      ? [`<script ${mark} type="application/ld+json">${serializeJsonLd(meta.jsonLd)}</script>`]
      : []),
  ];
}

export interface TTitleHeadPage {
  pathname: string;
  /** The origin the page was asked at; the configured public origin wins over it. */
  origin?: string | undefined;
  request?: FastifyRequest | undefined;
}

/** Whether the visitor asking for a page may see its title (a profile's rating limit may keep it out). */
export type TTitleShown = (page: TTitleHeadPage, title: TTitlePage) => Promise<boolean>;

/** Where the server's first screen of a title page comes from: the web app's renderer and the info box. */
export interface TTitleFirstScreenSource {
  render: TFirstScreenRenderer;
  /** The info box the app's first render shows, if any. */
  infoBox: () => Promise<TFirstScreen['infoBox']>;
}

/**
 * Title pages as the server serves them, looked up through the catalogue backend (local or TMDB) and kept a
 * few minutes per page: their head tags (a part of the web app's page head, `http/page-head.ts`) and the
 * first screen the server draws into a movie or series page (`firstScreen`). Other pages, unknown titles,
 * titles the visitor's limit keeps out and a catalogue that fails or is slow get neither: the site's own
 * title and description stay, and the app draws the page.
 */
export function titlePages(catalogue: CatalogueBackend, publicOrigin?: string, isShown?: TTitleShown) {
  const lookups = new LruMap<{ found: TTitlePageLookup | undefined; expires: number }>(CACHE_ENTRIES);
  const screens = new LruMap<{ markup: string; expires: number }>(CACHE_ENTRIES);
  // The head and the first screen of one page ask alike: the visitor's limit is looked up once a request.
  const shownByRequest = new WeakMap<FastifyRequest, Promise<boolean>>();
  const shownTo = (page: TTitleHeadPage, title: TTitlePage, check: TTitleShown): Promise<boolean> => {
    if (!page.request) return check(page, title);
    let shown = shownByRequest.get(page.request);
    if (!shown) {
      shown = check(page, title);
      shownByRequest.set(page.request, shown);
    }
    return shown;
  };

  async function lookUp(page: TTitleHeadPage): Promise<{ key: string; found: TTitlePageLookup } | undefined> {
    const { pathname } = page;
    const origin = (publicOrigin ?? page.origin)?.replace(/\/+$/, '');
    const title = titlePageOf(pathname);
    if (!origin || !title) return undefined;
    // A title the visitor's limit keeps out gets the site's own tags: not even its name shows.
    if (isShown && !(await shownTo(page, title, isShown))) return undefined;
    const key = origin + pathname;
    const cached = lookups.get(key);
    if (cached && cached.expires > Date.now()) return cached.found && { key, found: cached.found };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), LOOKUP_TIMEOUT_MS);
    });
    try {
      const found = await Promise.race([titlePageLookup(catalogue, pathname, origin), timeout]);
      if (found === 'timeout') return undefined;
      lookups.set(key, { found, expires: Date.now() + CACHE_TTL_MS });
      return found && { key, found };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    head: async (page: TTitleHeadPage): Promise<string[]> => {
      const found = (await lookUp(page))?.found;
      return found ? [...metaTags(found.meta), ...backdropPreloadTag(found.backdropPath)] : [];
    },
    firstScreen:
      (source: TTitleFirstScreenSource) =>
      async (page: TTitleHeadPage): Promise<string | undefined> => {
        const looked = await lookUp(page);
        if (!looked?.found.screen) return undefined;
        const infoBox = await source.infoBox();
        const key = `${looked.key}\n${infoBox ? JSON.stringify(infoBox) : ''}`;
        const cached = screens.get(key);
        if (cached && cached.expires > Date.now()) return cached.markup;
        const markup = source.render({ title: looked.found.screen, infoBox });
        screens.set(key, { markup, expires: Date.now() + CACHE_TTL_MS });
        return markup;
      },
  };
}

/** The head tags of title pages alone (see `titlePages`). */
export function titleHead(catalogue: CatalogueBackend, publicOrigin?: string, isShown?: TTitleShown) {
  return titlePages(catalogue, publicOrigin, isShown).head;
}
