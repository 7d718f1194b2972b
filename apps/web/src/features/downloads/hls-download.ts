import {
  downloadableVariants,
  HlsPlaylistError,
  parseHlsPlaylist,
  savedFileType,
  type THlsByteRange,
  type THlsPart,
} from '@marquee/domain';

// The HLS download page's engine: the media playlist (the tallest variant of a master), then every segment in
// order, a few at a time, kept in memory until they are saved as one file.

/** Segments fetched at once. */
export const DOWNLOAD_CONCURRENCY = 4;
/** Tries of one segment before the download stops with an error (the user can retry from there). */
const TRIES_PER_PART = 2;
const RETRY_DELAY_MS = 500;

/** A failure worded for the page. */
export class DownloadError extends Error {}

export interface TDownloadPart {
  url: string;
  byteRange?: THlsByteRange;
  /** False for an initialization section (counted apart from the segments). */
  isSegment: boolean;
}

export interface TDownloadPlan {
  parts: TDownloadPart[];
  segmentCount: number;
  extension: string;
  mime: string;
}

export interface TDownloadProgress {
  segmentsDone: number;
  segmentCount: number;
  bytes: number;
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, credentials: 'same-origin' }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new DownloadError('The playlist could not be loaded. Check your connection and try again.');
  });
  if (!response.ok) throw new DownloadError(`The playlist could not be loaded (error ${response.status}).`);
  return response.text();
}

const partOf = (part: THlsPart, base: string, isSegment: boolean): TDownloadPart => ({
  url: new URL(part.uri, base).href,
  ...(part.byteRange ? { byteRange: part.byteRange } : {}),
  isSegment,
});

/** What to fetch for the playlist at `url`: its tallest variant's init section and segments, in order. */
export async function planDownload(url: string, signal: AbortSignal): Promise<TDownloadPlan> {
  let playlistUrl = new URL(url, window.location.href).href;
  try {
    let playlist = parseHlsPlaylist(await fetchText(playlistUrl, signal));
    if (playlist.kind === 'master') {
      const best = downloadableVariants(playlist.variants)[0]!;
      playlistUrl = new URL(best.uri, playlistUrl).href;
      playlist = parseHlsPlaylist(await fetchText(playlistUrl, signal));
    }
    if (playlist.kind !== 'media' || playlist.segments.length === 0) {
      throw new DownloadError('This playlist has no video segments to save.');
    }
    if (playlist.isEncrypted) {
      throw new DownloadError('This stream is encrypted and cannot be saved as a file.');
    }
    const parts: TDownloadPart[] = [];
    let map: string | undefined;
    for (const segment of playlist.segments) {
      const mapKey = segment.map && JSON.stringify(segment.map);
      if (segment.map && mapKey !== map) parts.push(partOf(segment.map, playlistUrl, false));
      map = mapKey;
      parts.push(partOf(segment, playlistUrl, true));
    }
    return { parts, segmentCount: playlist.segments.length, ...savedFileType(playlist) };
  } catch (error) {
    if (error instanceof HlsPlaylistError) {
      throw new DownloadError('This link does not lead to an HLS playlist.');
    }
    throw error;
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

async function fetchPart(part: TDownloadPart, signal: AbortSignal): Promise<ArrayBuffer> {
  const headers: Record<string, string> = {};
  if (part.byteRange) {
    const { offset, length } = part.byteRange;
    headers.range = `bytes=${offset}-${offset + length - 1}`;
  }
  let status = 0;
  for (let attempt = 1; attempt <= TRIES_PER_PART; attempt += 1) {
    try {
      const response = await fetch(part.url, { signal, headers, credentials: 'same-origin' });
      status = response.status;
      if (response.ok) return await response.arrayBuffer();
    } catch (error) {
      if (signal.aborted) throw error;
    }
    if (attempt < TRIES_PER_PART) await wait(RETRY_DELAY_MS, signal);
  }
  throw new DownloadError(
    status
      ? `A segment could not be downloaded (error ${status}).`
      : 'A segment could not be downloaded. Check your connection.',
  );
}

/**
 * Fetches the parts `results` still lacks, DOWNLOAD_CONCURRENCY at a time, storing each at its index (so a retry
 * after a failure starts where the last run stopped), and reports progress after each.
 */
export async function fetchParts(
  plan: TDownloadPlan,
  results: (ArrayBuffer | undefined)[],
  options: { signal: AbortSignal; onProgress: (progress: TDownloadProgress) => void },
): Promise<void> {
  const progress = (): TDownloadProgress => {
    let segmentsDone = 0;
    let bytes = 0;
    plan.parts.forEach((part, index) => {
      const result = results[index];
      if (!result) return;
      bytes += result.byteLength;
      if (part.isSegment) segmentsDone += 1;
    });
    return { segmentsDone, segmentCount: plan.segmentCount, bytes };
  };
  options.onProgress(progress());
  const missing = plan.parts.map((_, index) => index).filter((index) => !results[index]);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const index = missing[next]!;
      next += 1;
      results[index] = await fetchPart(plan.parts[index]!, options.signal);
      options.onProgress(progress());
    }
  };
  await Promise.all(Array.from({ length: Math.min(DOWNLOAD_CONCURRENCY, missing.length) }, worker));
}

/** Saves the fetched parts as one file, through a link with `download` (the object URL is returned for Save again). */
export function saveFile(parts: ArrayBuffer[], fileName: string, mime: string): string {
  const url = URL.createObjectURL(new Blob(parts, { type: mime }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  return url;
}
