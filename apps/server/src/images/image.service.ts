// PLACEHOLDER (being replaced by the images work in this session).
import type { TDb } from '../db/client.ts';

export interface TImageServiceOptions {
  mode: 'local' | 'tmdb';
  cacheDir: string;
  db: TDb;
  tmdbImageUrl: string;
  fetch?: typeof fetch;
}

export interface ImageService {
  readonly mode: 'local' | 'tmdb';
}

export function createImageService(options: TImageServiceOptions): ImageService {
  return { mode: options.mode };
}
