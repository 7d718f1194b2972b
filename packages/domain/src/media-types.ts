export type TMediaType = 'movie' | 'tv';
export const MEDIA_TYPES: readonly TMediaType[] = ['movie', 'tv'];
