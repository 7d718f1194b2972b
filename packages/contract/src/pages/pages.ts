import {
  filterAndSortResults,
  parseIdSegment,
  parseSearchState,
  searchTerm,
  type TMediaItem,
} from '@marquee/domain';
import { catalogueRoutes as api } from '../route-table/catalogue.ts';
import { endpointUrl } from '../endpoint.ts';
import type { THeroLayout } from '../images/artwork-sources.ts';
import { matchPathPattern } from './web-paths.ts';

/** Where a page was asked for: its path's named segments (decoded) and its query. */
export interface TPageTarget {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
}

/**
 * A page of the web app as the server sees it, so that it can start the page's code and data with the HTML
 * (the web app's router still decides what shows; this only says what to fetch early).
 */
export interface TPage {
  /** The path, as the web app's router writes it: `:name` segments, no trailing slash. */
  pattern: string;
  /** The page's code-split module, as the web build's manifest names it (relative to the web app's root). */
  module: string;
  /**
   * The catalogue calls the page makes as soon as it is navigated to, written exactly as the web app writes
   * them (`endpointUrl`), first needed first. Only those the path alone decides: none that need the browser
   * (its date, its storage).
   */
  data?: (target: TPageTarget) => string[];
  /**
   * The hero carousel the first screen shows, if any: its first slide is the first title with a backdrop of
   * `list` (one of `data`), the page's largest image, which the server preloads with the HTML.
   */
  hero?: { list: string; layout: THeroLayout };
  /**
   * The poster grid the first screen opens with, if any: its list (one of `data`) and the order the page shows
   * the list's results in. Its first posters are the page's largest images, which the server preloads with the
   * HTML (`POSTER_PRELOADS` of them, at a card's width).
   */
  posters?: (
    target: TPageTarget,
  ) => { list: string; order: (items: TMediaItem[]) => TMediaItem[] } | undefined;
  /**
   * Modules the page's buttons open (the player), whose files the browser fetches once the page has loaded
   * and is idle, without running them: a press then finds them in its cache instead of on the network.
   */
  later?: readonly string[];
}

/** The player's code-split module (a title page's Watch opens it; its first press is what it is fetched for). */
export const PLAYER_MODULE = 'src/features/player/components/player-overlay.tsx';

/**
 * How many of a poster grid's first posters the server preloads: a phone's first row, which is the start of
 * every screen's first row (wider screens load the rest of theirs as the page draws them).
 */
export const POSTER_PRELOADS = 2;

/** The meta tag listing the files of a page's `later` modules (space-separated addresses). */
export const LATER_CODE_META_NAME = 'marquee-later-code';

const list = (route: (typeof api)['moviePopular'], page = 1) => endpointUrl(route, { query: { page } });
const trending = (mediaType: 'movie' | 'tv' | 'all', window: 'day' | 'week' = 'day') =>
  endpointUrl(api.trending, { params: { media_type: mediaType, time_window: window }, query: { page: 1 } });

/** The search page's catalogue call for its address; none without a query. */
function searchList(search: URLSearchParams): string | undefined {
  const state = parseSearchState(search);
  const query = searchTerm(state.query);
  return query === '' ? undefined : endpointUrl(api.searchMulti, { query: { query, page: state.page } });
}

/** The pages whose first screen needs catalogue data or its own code; other paths get no hints. */
export const PAGES: readonly TPage[] = [
  {
    pattern: '/',
    module: 'src/features/home/routes/home-page.tsx',
    hero: { list: trending('movie'), layout: 'beside-list' },
    data: () => [
      trending('movie'),
      trending('tv'),
      list(api.moviePopular),
      list(api.tvPopular),
      trending('all'),
      list(api.movieUpcoming),
    ],
  },
  {
    pattern: '/movies',
    module: 'src/features/movies/routes/movies-page.tsx',
    hero: { list: trending('movie'), layout: 'full' },
    data: () => [
      trending('movie'),
      list(api.moviePopular),
      list(api.movieTopRated),
      list(api.movieUpcoming),
      list(api.moviePopular, 2),
    ],
  },
  {
    pattern: '/series',
    module: 'src/features/series/routes/series-page.tsx',
    data: () => [
      trending('tv', 'week'),
      list(api.tvPopular),
      list(api.tvTopRated),
      trending('tv'),
      list(api.tvOnTheAir),
      list(api.tvPopular, 2),
    ],
  },
  {
    pattern: '/movies/:movieId',
    module: 'src/features/title/routes/movie-page.tsx',
    later: [PLAYER_MODULE],
    data: ({ params }) => {
      const id = parseIdSegment(params.movieId);
      if (id === undefined) return [];
      return [
        endpointUrl(api.movieDetails, {
          params: { id },
          query: { append_to_response: 'credits,similar,external_ids' },
        }),
      ];
    },
  },
  {
    pattern: '/series/:seriesId',
    module: 'src/features/title/routes/series-page.tsx',
    later: [PLAYER_MODULE],
    data: ({ params }) => {
      const id = parseIdSegment(params.seriesId);
      if (id === undefined) return [];
      return [
        endpointUrl(api.tvDetails, {
          params: { id },
          query: { append_to_response: 'external_ids,credits,similar' },
        }),
      ];
    },
  },
  {
    pattern: '/search',
    module: 'src/features/search/routes/search-page.tsx',
    data: ({ search }) => {
      const list = searchList(search);
      return list ? [list] : [];
    },
    posters: ({ search }) => {
      const list = searchList(search);
      const { type, sort } = parseSearchState(search);
      return list ? { list, order: (items) => filterAndSortResults(items, type, sort) } : undefined;
    },
  },
];

/** The page a path shows, with its named segments; undefined when no page of `PAGES` matches. */
export function matchPage(
  pathname: string,
  pages: readonly TPage[] = PAGES,
): { page: TPage; params: Record<string, string> } | undefined {
  for (const page of pages) {
    const params = matchPathPattern(page.pattern, pathname);
    if (params) return { page, params };
  }
  return undefined;
}
