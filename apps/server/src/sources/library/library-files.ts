import fs from 'node:fs/promises';
import path from 'node:path';

// The files of the operator's media folder the `library` provider knows: videos (and HLS playlists) and the
// caption files beside them. Hidden files and symbolic links are left out.

/** Video containers a browser may play, by extension, with the type a file stream names. */
export const VIDEO_TYPES: Record<string, string> = {
  mp4: 'mp4',
  m4v: 'mp4',
  webm: 'webm',
  mkv: 'mkv',
  mov: 'mov',
  ogv: 'ogg',
  m3u8: 'hls',
};

/** What the library route serves, by extension: videos, HLS playlists and their segments. */
export const LIBRARY_CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/mp4',
  aac: 'audio/aac',
};

export const CAPTION_EXTENSIONS = ['srt', 'vtt'];

/** A scan stops here: a library is a folder of films and series, not a whole disk. */
const MAX_DEPTH = 8;
const MAX_FILES = 200_000;

export interface TLibraryFile {
  /** Path under the library, '/' separated. */
  relativePath: string;
  /** Folders, then the file name. */
  segments: string[];
  /** The file name without its extension. */
  stem: string;
  /** Lower-case extension without the dot. */
  extension: string;
}

export interface TLibraryListing {
  videos: TLibraryFile[];
  captions: TLibraryFile[];
}

/** The extension (lower case, no dot) of a file name. */
export function extensionOf(fileName: string): string {
  return path.extname(fileName).slice(1).toLowerCase();
}

function fileOf(segments: string[]): TLibraryFile {
  const name = segments.at(-1)!;
  const extension = extensionOf(name);
  return {
    relativePath: segments.join('/'),
    segments,
    stem: extension ? name.slice(0, -(extension.length + 1)) : name,
    extension,
  };
}

/** An HLS playlist inside a folder that already has one is a level of it, not a video of its own. */
function withoutNestedPlaylists(videos: TLibraryFile[]): TLibraryFile[] {
  const playlistFolders = new Set(
    videos.filter((v) => v.extension === 'm3u8').map((v) => v.segments.slice(0, -1).join('/')),
  );
  return videos.filter((video) => {
    if (video.extension !== 'm3u8') return true;
    const folders = video.segments.slice(0, -1);
    for (let depth = 0; depth < folders.length; depth += 1) {
      if (playlistFolders.has(folders.slice(0, depth).join('/'))) return false;
    }
    return true;
  });
}

/** Lists the videos and caption files under `root`. A folder that cannot be read is skipped. */
export async function listLibrary(root: string): Promise<TLibraryListing> {
  const videos: TLibraryFile[] = [];
  const captions: TLibraryFile[] = [];
  let seen = 0;
  async function walk(folders: string[]): Promise<void> {
    if (folders.length > MAX_DEPTH) return;
    const entries = await fs.readdir(path.join(root, ...folders), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.') || seen >= MAX_FILES) continue;
      seen += 1;
      if (entry.isDirectory()) await walk([...folders, entry.name]);
      else if (entry.isFile()) {
        const file = fileOf([...folders, entry.name]);
        if (VIDEO_TYPES[file.extension]) videos.push(file);
        else if (CAPTION_EXTENSIONS.includes(file.extension)) captions.push(file);
      }
    }
  }
  await walk([]);
  return { videos: withoutNestedPlaylists(videos), captions };
}
