import {
  titleSlug,
  mediaKind,
  displayTitle,
  type TMediaItem,
  type TSearchSort,
  type TSearchType,
} from '@marquee/domain';

/** Every link of the site is built here (STYLE.md: never a hand-written path string in a component). */
export const paths = {
  home: () => '/',
  movies: () => '/movies',
  movie: ({ id, title }: { id: number; title?: string }) =>
    `/movies/${id}${title ? `-${titleSlug(title)}` : ''}`,
  series: () => '/series',
  seriesTitle: ({ id, name }: { id: number; name?: string }) =>
    `/series/${id}${name ? `-${titleSlug(name)}` : ''}`,
  episode: ({ id, name, season, episode }: { id: number; name?: string; season: number; episode: number }) =>
    `${paths.seriesTitle({ id, ...(name ? { name } : {}) })}/${season}/${episode}`,
  search: (params: { query?: string; page?: number; type?: TSearchType; sort?: TSearchSort } = {}) => {
    const search = new URLSearchParams();
    search.set('query', params.query ?? '');
    if (params.page && params.page > 1) search.set('page', String(params.page));
    if (params.type && params.type !== 'all') search.set('type', params.type);
    if (params.sort && params.sort !== 'popularity.desc') search.set('sort', params.sort);
    return `/search?${search.toString()}`;
  },
  categories: () => '/categories',
  category: (slug: string) => `/categories/${slug}`,
  networks: () => '/networks',
  network: (slug: string) => `/networks/${slug}`,
  /** The short network link the navigation menu uses; the router redirects it to `network(slug)`. */
  networkShort: (slug: string) => `/network/${slug}`,
  discover: () => '/discover',
  bookmarks: () => '/bookmarks',
  /** A published list, read-only, for anyone with the link. */
  publishedList: (id: string) => `/lists/${encodeURIComponent(id)}`,
  history: () => '/history',
  calendar: () => '/calendar',
  account: (tab?: 'player' | 'account' | 'profiles' | 'appearance' | 'notifications' | 'content') =>
    tab ? `/account?tab=${tab}` : '/account',
  /** "Who's watching?"; `next` is the page to go back to once a profile is chosen. */
  profiles: (next?: string) => (next ? `/profiles?next=${encodeURIComponent(next)}` : '/profiles'),
  login: () => '/login',
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  donate: () => '/donate',
  fourK: () => '/4k',
  stats: () => '/stats',
  faq: () => '/faq',
  dmca: () => '/dmca',
  disclaimer: () => '/disclaimer',
  tos: () => '/tos',
  terms: () => '/terms',
  privacy: () => '/privacy',
  partners: () => '/partners',
  partnersSubmit: () => '/partners/submit',
  /** The HLS download page for a signed link's data (base64url, see encodeDownloadLink). */
  download: (data: string) => `/download?data=${data}`,
  /** 'Why We Now Have Ads' (the route is ours). */
  ads: () => '/ads',
  /** The Advertise page: formats, prices, specs and contact (the route is ours). */
  advertise: () => '/advertise',
  /** The detail page of a list item, by its kind; undefined for people. */
  media: (item: TMediaItem): string | undefined => {
    const kind = mediaKind(item);
    if (kind === 'movie') return paths.movie({ id: item.id, title: displayTitle(item) });
    if (kind === 'tv') return paths.seriesTitle({ id: item.id, name: displayTitle(item) });
    return undefined;
  },
  /** A list item's detail page that opens the player at once (play=true); undefined for people. */
  mediaPlay: (item: TMediaItem): string | undefined => {
    const page = paths.media(item);
    return page && `${page}?play=true`;
  },
};

/** Route patterns the site shell recognises (the header is not sticky on the episode page). */
export const routePatterns = {
  episode: '/series/:seriesId/:season/:episode',
} as const;
