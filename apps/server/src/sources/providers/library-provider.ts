import { sourcePaths } from '@marquee/contract';
import { qualityKeyOf, type TStream, type TStreamFile } from '@marquee/domain';
import { captionsOf } from '../library/caption-files.ts';
import {
  listLibrary,
  VIDEO_TYPES,
  type TLibraryFile,
  type TLibraryListing,
} from '../library/library-files.ts';
import { isFileOf } from '../library/library-match.ts';
import type { SourceProvider } from './provider.ts';

/** How long a listing of the library is reused before the folder is read again. */
export const LIBRARY_RESCAN_MS = 30_000;

const captionUrl = (file: TLibraryFile) => sourcePaths.libraryCaption(file.relativePath);

/**
 * The files of one title as streams: each HLS playlist a stream of its own; the other files gathered into
 * file streams keyed by quality (a second file of a quality already taken starts another stream).
 */
export function streamsOf(files: readonly TLibraryFile[], listing: TLibraryListing): TStream[] {
  const streams: TStream[] = [];
  const fileStreams: Extract<TStream, { type: 'file' }>[] = [];
  for (const file of [...files].sort((a, b) => a.relativePath.localeCompare(b.relativePath))) {
    const captions = captionsOf(file, listing.captions, captionUrl);
    const name = `Library: ${file.stem}`;
    if (file.extension === 'm3u8') {
      const playlist = sourcePaths.libraryFile(file.relativePath);
      streams.push({ id: file.relativePath, name, provider: 'library', type: 'hls', playlist, captions });
      continue;
    }
    const quality = qualityKeyOf(file.stem);
    const entry: TStreamFile = {
      url: sourcePaths.libraryFile(file.relativePath),
      type: VIDEO_TYPES[file.extension]!,
    };
    const open = fileStreams.find((stream) => !(quality in stream.qualities));
    if (open) {
      open.qualities[quality] = entry;
      open.captions.push(...captions.filter((c) => !open.captions.some((known) => known.url === c.url)));
    } else {
      const stream = { id: file.relativePath, name, provider: 'library' as const, type: 'file' as const };
      fileStreams.push({ ...stream, qualities: { [quality]: entry }, captions });
    }
  }
  return [...fileStreams, ...streams];
}

/** The `library` provider: files under LIBRARY_DIR named for the title (see library/library-match.ts). */
export function createLibraryProvider(root: string): SourceProvider {
  let listing: { at: number; files: Promise<TLibraryListing> } | undefined;
  const current = () => {
    if (!listing || Date.now() - listing.at > LIBRARY_RESCAN_MS) {
      listing = { at: Date.now(), files: listLibrary(root) };
    }
    return listing.files;
  };
  return {
    provider: 'library',
    name: 'Library',
    async find(request) {
      const files = await current();
      return streamsOf(
        files.videos.filter((video) => isFileOf(video.segments, request)),
        files,
      );
    },
  };
}
