import { CATEGORIES, findNetwork } from '@marquee/domain';
import { paths } from '../../lib/paths.ts';

// Every link of the site shell (no 'Torrents'), in the order the menus show them.

export interface TShellLink {
  label: string;
  to: string;
  /** Whether the link is marked as the current page while its section is open (placeholders to / are not). */
  isSection?: boolean;
}

export interface TMenuGroup {
  title: string;
  links: readonly TShellLink[];
}

/** Where a link shows in the footer: always, only on extra-large screens, or only on small screens. */
export type TFooterVisibility = 'always' | 'xl' | 'small';

export interface TFooterLink extends TShellLink {
  visibility: TFooterVisibility;
}

/** The id of the navigation menu dialog, which the menu buttons control. */
export const NAV_MENU_ID = 'site-menu';

// The menu links some pages with a trailing slash, and the short '/network/' form, as the original site has them (old links keep working).
const slashed = (path: string) => `${path}/`;

export const TOP_BAR_LINKS: readonly TShellLink[] = [
  { label: 'Home', to: paths.home(), isSection: true },
  { label: 'Movies', to: paths.movies(), isSection: true },
  { label: 'Series', to: paths.series(), isSection: true },
  { label: 'Calendar', to: paths.calendar(), isSection: true },
  { label: 'Donate', to: paths.donate(), isSection: true },
  // 'Live tv' and 'Sports' are left out: no page has anything to show for them (no live channels, no sports
  // genre in the catalogue), and a link to home is a link to nowhere.
  { label: 'Music', to: paths.category('music') },
  { label: '4K guide', to: paths.fourK(), isSection: true },
];

/** The networks of the menu, by the slugs it links (two of them are aliases the network page resolves). */
const MENU_NETWORK_SLUGS = [
  'netflix',
  'hulu',
  'disney',
  'hbo',
  'amazon-prime',
  'apple-tv',
  'paramount-plus',
  'peacock',
] as const;

export const MENU_GROUPS: readonly TMenuGroup[] = [
  {
    title: 'Movies',
    links: [
      { label: 'Browse movies', to: slashed(paths.movies()) },
      { label: 'Search movies', to: slashed('/search') },
      { label: 'Movie genres', to: paths.categories() },
      { label: 'Netflix movies', to: slashed(paths.networkShort('netflix')) },
    ],
  },
  {
    title: 'Series',
    links: [
      { label: 'Search series', to: slashed('/search') },
      { label: 'Browse series', to: slashed(paths.series()) },
      { label: 'Series genres', to: paths.categories() },
      { label: 'Netflix series', to: slashed(paths.network('netflix')) },
    ],
  },
  {
    title: 'Networks',
    links: [
      { label: 'All networks', to: paths.networks() },
      ...MENU_NETWORK_SLUGS.map((slug) => ({
        label: findNetwork(slug)?.name ?? slug,
        to: paths.network(slug),
      })),
    ],
  },
  {
    title: 'Categories',
    links: CATEGORIES.map((category) => ({ label: category.name, to: paths.category(category.slug) })),
  },
];

export const QUICK_LINKS: readonly TShellLink[] = [
  { label: 'Home', to: paths.home() },
  { label: 'My account', to: paths.account('account') },
  { label: 'Settings', to: paths.account() },
  { label: '4K guide', to: paths.fourK() },
  { label: 'Stats', to: paths.stats() },
  { label: 'Watch history', to: paths.history() },
  { label: 'Calendar', to: paths.calendar() },
  { label: 'Bookmarks', to: paths.bookmarks() },
];

export const FOOTER_LINKS: readonly TFooterLink[] = [
  { label: 'Home', to: paths.home(), visibility: 'always' },
  { label: 'Movies', to: paths.movies(), visibility: 'always' },
  { label: 'Series', to: paths.series(), visibility: 'always' },
  { label: 'Watch History', to: paths.history(), visibility: 'xl' },
  { label: 'Bookmarks', to: paths.bookmarks(), visibility: 'always' },
  { label: '4K Guide', to: paths.fourK(), visibility: 'always' },
  { label: 'Donate', to: paths.donate(), visibility: 'small' },
  { label: 'FAQ', to: paths.faq(), visibility: 'always' },
  { label: 'DMCA', to: paths.dmca(), visibility: 'xl' },
  { label: 'Disclaimer', to: paths.disclaimer(), visibility: 'xl' },
  { label: 'Terms of Service', to: paths.tos(), visibility: 'xl' },
  { label: 'Partners', to: paths.partners(), visibility: 'xl' },
  { label: 'Stats', to: paths.stats(), visibility: 'always' },
];

export const FLOATING_PANEL_LINKS: readonly TShellLink[] = [
  { label: 'Account', to: paths.account('account') },
  { label: 'Categories', to: paths.categories() },
  { label: 'Bookmarks', to: paths.bookmarks() },
  { label: 'Netflix & Others', to: paths.networks() },
  { label: 'Donate', to: paths.donate() },
];

/** The two footer messages, one picked at random per visit. */
export const FOOTER_MESSAGES = [
  'Marquee does not host any files; it only links to media found elsewhere.',
  'Stories belong to everyone: Marquee is free to use, with no subscription and no paywall.',
] as const;

/** One of the footer messages; `random` is Math.random's contract (0 inclusive to 1 exclusive). */
export function pickFooterMessage(random: () => number = Math.random): string {
  const index = Math.min(FOOTER_MESSAGES.length - 1, Math.floor(random() * FOOTER_MESSAGES.length));
  return FOOTER_MESSAGES[index] ?? FOOTER_MESSAGES[0];
}
