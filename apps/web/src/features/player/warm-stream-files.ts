import { parseHlsPlaylist, segmentIndexAt, startLevelIndex } from '@marquee/domain';

/** What a warm-up needs to know of a found HLS stream (see warm-stream.ts). */
export interface TWarmUpTarget {
  /** The master (or media) playlist's absolute address. */
  playlist: string;
  /** The picture height the player will start at (the same rule the player follows). */
  startHeight: number;
  /** Where playback will start, in seconds. */
  startAt: number;
}

/**
 * Downloads, one step after the other as the player would, the master playlist, the start level's playlist,
 * its init segment and the segment at the start position, and answers the addresses it asked for. Media files
 * only when the level's playlist may be cached (else the player would download them again); nothing for byte
 * ranges (the player asks for those with a Range header the cache would not match). Throws on a failed answer.
 */
export async function warmStreamFiles(
  target: TWarmUpTarget,
  load: typeof fetch,
  signal?: AbortSignal,
): Promise<string[]> {
  const asked: string[] = [];
  const get = async (url: URL) => {
    asked.push(url.href);
    const response = await load(url, { signal });
    if (!response.ok) throw new Error(`${response.status} for ${url.href}`);
    return response;
  };
  const masterUrl = new URL(target.playlist);
  const masterAnswer = await get(masterUrl);
  let playlist = parseHlsPlaylist(await masterAnswer.text());
  let playlistUrl = masterUrl;
  let playlistAnswer = masterAnswer;
  if (playlist.kind === 'master') {
    const levels = playlist.variants.map((variant) => ({ ...variant, height: variant.height ?? 0 }));
    const level = levels[startLevelIndex(levels, target.startHeight)];
    if (!level) return asked;
    playlistUrl = new URL(level.uri, masterUrl);
    playlistAnswer = await get(playlistUrl);
    playlist = parseHlsPlaylist(await playlistAnswer.text());
  }
  // A master playlist pointing at another master playlist is not followed.
  if (playlist.kind !== 'media' || !mayBeCached(playlistAnswer.headers)) return asked;
  const durations = playlist.segments.map((segment) => segment.duration);
  const segment = playlist.segments[segmentIndexAt(durations, target.startAt)];
  if (!segment || segment.byteRange || segment.map?.byteRange) return asked;
  const media = [segment.map?.uri, segment.uri].filter((uri): uri is string => Boolean(uri));
  await Promise.all(
    // Each read to its end: the cache keeps an answer once it is whole.
    media.map(async (uri) => (await get(new URL(uri, playlistUrl))).arrayBuffer()),
  );
  return asked;
}

/** Whether an answer's headers let the browser keep it for the player's own request a moment later. */
export function mayBeCached(headers: Headers, now = Date.now()): boolean {
  const control = (headers.get('cache-control') ?? '').toLowerCase();
  if (/no-store|no-cache|max-age=0\b/.test(control)) return false;
  const maxAge = /max-age=(\d+)/.exec(control);
  if (maxAge) return Number(maxAge[1]) > 0;
  const expires = Date.parse(headers.get('expires') ?? '');
  return Number.isFinite(expires) && expires > now;
}
