import type { TDb } from '../db/client.ts';
import { NotFoundError } from '../shared/errors.ts';
import { renderArtwork } from './artwork-render.ts';
import { findArtworkText } from './artwork.repository.ts';
import type { DiskCache, TImageFile } from './disk-cache.ts';
import { parseArtworkPath, type TImageRequest } from './image-request.ts';

/** Bump when the drawings change, so artwork cached by an older design is drawn again. */
export const ARTWORK_VERSION = 'v1';

/** The cache file of generated artwork. */
export const localArtworkFile = (request: TImageRequest) =>
  `local-${ARTWORK_VERSION}/${request.size.name}${request.path}`;

/** Generated artwork for the local catalogue: drawn once per size and path, then served from disk. */
export function createLocalArtwork(db: TDb, cache: DiskCache) {
  return {
    async get(request: TImageRequest): Promise<TImageFile> {
      const ref = parseArtworkPath(request.path);
      return cache.getOrCreate(localArtworkFile(request), async () => {
        const art = await findArtworkText(db, ref);
        if (!art) throw new NotFoundError(`No artwork for ${request.path}: the catalogue has no such item`);
        return renderArtwork(art, request.size, request.format === 'png' ? 'png' : 'jpeg');
      });
    },
  };
}
