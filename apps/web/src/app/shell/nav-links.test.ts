import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@marquee/domain';
import {
  FLOATING_PANEL_LINKS,
  FOOTER_LINKS,
  FOOTER_MESSAGES,
  MENU_GROUPS,
  pickFooterMessage,
  QUICK_LINKS,
  TOP_BAR_LINKS,
} from './nav-links.ts';

const targets = (links: readonly { to: string }[]) => links.map((link) => link.to);
const group = (title: string) => MENU_GROUPS.find((g) => g.title === title)?.links ?? [];

describe('top bar', () => {
  it('has every menu item with Music opening the music genre; no Live tv or Sports (nothing to show); no Torrents', () => {
    expect(TOP_BAR_LINKS.map((l) => [l.label, l.to])).toEqual([
      ['Home', '/'],
      ['Movies', '/movies'],
      ['Series', '/series'],
      ['Calendar', '/calendar'],
      ['Donate', '/donate'],
      ['Music', '/categories/music'],
      ['4K guide', '/4k'],
    ]);
  });
});

describe('navigation menu', () => {
  it('lists the movie and series links in their fixed order and spelling', () => {
    expect(targets(group('Movies'))).toEqual(['/movies/', '/search/', '/categories', '/network/netflix/']);
    expect(targets(group('Series'))).toEqual(['/search/', '/series/', '/categories', '/networks/netflix/']);
  });

  it('lists the networks landing and the eight networks', () => {
    expect(targets(group('Networks'))).toEqual([
      '/networks',
      ...['netflix', 'hulu', 'disney', 'hbo', 'amazon-prime', 'apple-tv', 'paramount-plus', 'peacock'].map(
        (slug) => `/networks/${slug}`,
      ),
    ]);
  });

  it('lists every category', () => {
    expect(targets(group('Categories'))).toEqual(CATEGORIES.map((c) => `/categories/${c.slug}`));
    expect(group('Categories')).toHaveLength(25);
  });

  it('has the quick links', () => {
    expect(targets(QUICK_LINKS)).toEqual([
      '/',
      '/account?tab=account',
      '/account',
      '/4k',
      '/stats',
      '/history',
      '/calendar',
      '/bookmarks',
    ]);
  });
});

describe('footer', () => {
  it('links every page in order', () => {
    expect(targets(FOOTER_LINKS)).toEqual([
      '/',
      '/movies',
      '/series',
      '/history',
      '/bookmarks',
      '/4k',
      '/donate',
      '/faq',
      '/dmca',
      '/disclaimer',
      '/tos',
      '/partners',
      '/stats',
    ]);
  });

  it('shows Watch History, DMCA, Disclaimer, Terms and Partners only on extra-large screens, donate only on small ones', () => {
    const by = (visibility: string) =>
      FOOTER_LINKS.filter((l) => l.visibility === visibility).map((l) => l.label);
    expect(by('xl')).toEqual(['Watch History', 'DMCA', 'Disclaimer', 'Terms of Service', 'Partners']);
    expect(by('small')).toEqual(['Donate']);
  });

  it('picks one of the two messages at random, the no-hosting disclaimer or the free-culture one', () => {
    expect(FOOTER_MESSAGES).toHaveLength(2);
    expect(pickFooterMessage(() => 0)).toBe(FOOTER_MESSAGES[0]);
    expect(pickFooterMessage(() => 0.49)).toBe(FOOTER_MESSAGES[0]);
    expect(pickFooterMessage(() => 0.5)).toBe(FOOTER_MESSAGES[1]);
    expect(pickFooterMessage(() => 0.999)).toBe(FOOTER_MESSAGES[1]);
    expect(FOOTER_MESSAGES[0]).toMatch(/does not host any files/);
  });
});

describe('floating panel', () => {
  it('links Account, Categories, Bookmarks, Netflix & Others and Donate', () => {
    expect(FLOATING_PANEL_LINKS.map((l) => [l.label, l.to])).toEqual([
      ['Account', '/account?tab=account'],
      ['Categories', '/categories'],
      ['Bookmarks', '/bookmarks'],
      ['Netflix & Others', '/networks'],
      ['Donate', '/donate'],
    ]);
  });
});
