import { CATEGORIES, type TCategory } from './categories.ts';
import { CATEGORY_HERO_COUNT, CATEGORY_HIGHLIGHT_COUNT } from './constants.ts';
import type { TMediaItem } from './tmdb.ts';

/**
 * The genres the categories landing features, most browsed first: the hero shows all eight, the highlights
 * the first six. (The menu order starts with small TV genres such as Kids, too thin for a showcase.)
 */
export const LANDING_CATEGORY_SLUGS = [
  'action',
  'comedy',
  'drama',
  'sci-fi',
  'animation',
  'thriller',
  'horror',
  'sci-fi-fantasy',
] as const;

function categoriesOf(slugs: readonly string[]): TCategory[] {
  return slugs.flatMap((slug) => CATEGORIES.filter((c) => c.slug === slug));
}

/** The eight genres of the landing's hero. */
export function heroCategories(): TCategory[] {
  return categoriesOf(LANDING_CATEGORY_SLUGS.slice(0, CATEGORY_HERO_COUNT));
}

/** The first six genres, each with a highlight of its top titles. */
export function highlightCategories(): TCategory[] {
  return categoriesOf(LANDING_CATEGORY_SLUGS.slice(0, CATEGORY_HIGHLIGHT_COUNT));
}

/**
 * One backdrop per genre from its top titles (each list in ranking order): the first title with a backdrop
 * that an earlier genre has not taken, so two tiles rarely show the same picture (the top one when all are
 * taken); undefined when no title has one.
 */
export function representativeBackdrops(lists: readonly (readonly TMediaItem[])[]): (string | undefined)[] {
  const taken = new Set<string>();
  return lists.map((items) => {
    const withBackdrop = items.filter((item) => Boolean(item.backdrop_path));
    const pick = withBackdrop.find((item) => !taken.has(item.backdrop_path ?? '')) ?? withBackdrop[0];
    const path = pick?.backdrop_path ?? undefined;
    if (path) taken.add(path);
    return path;
  });
}
