import type { TMediaType } from './media-types.ts';

export interface TCategory {
  slug: string;
  name: string;
  genreId: number;
  /** Which catalogue the genre page lists: TV-only genres list series. */
  mediaType: TMediaType;
}

/** The category pages of the navigation menu, in menu order. */
export const CATEGORIES: readonly TCategory[] = [
  { slug: 'animation', name: 'Animation', genreId: 16, mediaType: 'movie' },
  { slug: 'sci-fi', name: 'Science Fiction', genreId: 878, mediaType: 'movie' },
  { slug: 'action', name: 'Action', genreId: 28, mediaType: 'movie' },
  { slug: 'action-adventure', name: 'Action & Adventure', genreId: 10759, mediaType: 'tv' },
  { slug: 'comedy', name: 'Comedy', genreId: 35, mediaType: 'movie' },
  { slug: 'kids', name: 'Kids', genreId: 10762, mediaType: 'tv' },
  { slug: 'drama', name: 'Drama', genreId: 18, mediaType: 'movie' },
  { slug: 'adventure', name: 'Adventure', genreId: 12, mediaType: 'movie' },
  { slug: 'fantasy', name: 'Fantasy', genreId: 14, mediaType: 'movie' },
  { slug: 'mystery', name: 'Mystery', genreId: 9648, mediaType: 'movie' },
  { slug: 'crime', name: 'Crime', genreId: 80, mediaType: 'movie' },
  { slug: 'war', name: 'War', genreId: 10752, mediaType: 'movie' },
  { slug: 'documentary', name: 'Documentary', genreId: 99, mediaType: 'movie' },
  { slug: 'sci-fi-fantasy', name: 'Sci-Fi & Fantasy', genreId: 10765, mediaType: 'tv' },
  { slug: 'family', name: 'Family', genreId: 10751, mediaType: 'movie' },
  { slug: 'history', name: 'History', genreId: 36, mediaType: 'movie' },
  { slug: 'horror', name: 'Horror', genreId: 27, mediaType: 'movie' },
  { slug: 'music', name: 'Music', genreId: 10402, mediaType: 'movie' },
  { slug: 'romance', name: 'Romance', genreId: 10749, mediaType: 'movie' },
  { slug: 'tv-movie', name: 'TV Movie', genreId: 10770, mediaType: 'movie' },
  { slug: 'thriller', name: 'Thriller', genreId: 53, mediaType: 'movie' },
  { slug: 'western', name: 'Western', genreId: 37, mediaType: 'movie' },
  { slug: 'soap', name: 'Soap', genreId: 10766, mediaType: 'tv' },
  { slug: 'talk', name: 'Talk', genreId: 10767, mediaType: 'tv' },
  { slug: 'reality', name: 'Reality', genreId: 10764, mediaType: 'tv' },
];

/** The category of a slug, or undefined for an unknown genre. */
export function findCategory(slug: string): TCategory | undefined {
  const wanted = slug.toLowerCase();
  return CATEGORIES.find((c) => c.slug === wanted);
}
