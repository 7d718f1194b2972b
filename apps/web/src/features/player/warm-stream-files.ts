import { parseHlsPlaylist, segmentIndexAt, startLevelIndex, type THlsPlaylistTexts } from '@marquee/domain';

/**
 * How much of the stream, from where playback starts, the warm-up downloads. Chromium often shows the first
 * frame of a stream played through Media Source Extensions only once more than 2 s are buffered (traced on the
 * demo's 2 s segments: in most starts the first frame waited for the second segment); hls.js would ask for it
 * next anyway.
 */
export const FIRST_FRAME_SECONDS = 4;

/** What a warm-up needs to know of a found HLS stream (see warm-stream.ts). */
export interface TWarmUpTarget {
  /** The master (or media) playlist's absolute address. */
  playlist: string;
  /** The picture height the player will start at (the same rule the player follows). */
  startHeight: number;
  /** The bandwidth estimate the player's start level follows (bits per second), when it follows one. */
  startBandwidth?: number;
  /** Where playback will start, in seconds. */
  startAt: number;
  /** The playlists' text when the search's answer carried them (THlsStream.playlistTexts). */
  playlistTexts?: THlsPlaylistTexts;
}

/**
 * Downloads the master playlist, the start level's playlist, its init segment and the segments of the first
 * FIRST_FRAME_SECONDS from the start position, and answers the addresses it asked for. A playlist whose text the search's answer carried is read
 * from there and downloaded only for the cache, alongside the rest (all four at once when both are known);
 * others are downloaded and read one after the other, as the player would. Media files only when the level's
 * playlist may be cached (else the player would download them again; a provider sends playlists' text only for
 * files it serves to be cached); nothing for byte ranges (the player asks for those with a Range header the
 * cache would not match). Throws on a failed answer.
 */
export async function warmStreamFiles(
  target: TWarmUpTarget,
  load: typeof fetch,
  signal?: AbortSignal,
): Promise<string[]> {
  const asked: string[] = [];
  /** Downloads for the cache only, each read to its end (the cache keeps an answer once it is whole). */
  const warming: Promise<unknown>[] = [];
  const get = async (url: URL) => {
    asked.push(url.href);
    const response = await load(url, { signal });
    if (!response.ok) throw new Error(`${response.status} for ${url.href}`);
    return response;
  };
  const warm = (url: URL) => warming.push(get(url).then((answer) => answer.arrayBuffer()));
  const read = async (url: URL, known: string | undefined) => {
    if (known !== undefined) {
      warm(url);
      return { playlist: parseHlsPlaylist(known), mayBeCached: true };
    }
    const answer = await get(url);
    return { playlist: parseHlsPlaylist(await answer.text()), mayBeCached: mayBeCached(answer.headers) };
  };
  const startFiles = async () => {
    const masterUrl = new URL(target.playlist);
    let { playlist, mayBeCached: isCacheable } = await read(masterUrl, target.playlistTexts?.playlist);
    let playlistUrl = masterUrl;
    if (playlist.kind === 'master') {
      const levels = playlist.variants.map((variant) => ({
        ...variant,
        height: variant.height ?? 0,
        bitrate: variant.bandwidth,
      }));
      const level = levels[startLevelIndex(levels, target.startHeight, target.startBandwidth)];
      if (!level) return;
      playlistUrl = new URL(level.uri, masterUrl);
      ({ playlist, mayBeCached: isCacheable } = await read(
        playlistUrl,
        target.playlistTexts?.levels[level.uri],
      ));
    }
    // A master playlist pointing at another master playlist is not followed.
    if (playlist.kind !== 'media' || !isCacheable) return;
    const durations = playlist.segments.map((segment) => segment.duration);
    const first = segmentIndexAt(durations, target.startAt);
    const segment = playlist.segments[first];
    if (!segment || segment.byteRange || segment.map?.byteRange) return;
    for (const uri of [segment.map?.uri, segment.uri]) if (uri) warm(new URL(uri, playlistUrl));
    // The segments after it, up to FIRST_FRAME_SECONDS of playback from the start, each asked for once the one
    // before it has arrived: the first one needs the line to itself.
    let covered = durations.slice(0, first + 1).reduce((sum, duration) => sum + duration, 0) - target.startAt;
    let previous = warming.at(-1);
    for (const next of playlist.segments.slice(first + 1)) {
      if (
        !previous ||
        covered >= FIRST_FRAME_SECONDS ||
        next.byteRange ||
        next.map?.uri !== segment.map?.uri
      ) {
        break;
      }
      covered += next.duration;
      const url = new URL(next.uri, playlistUrl);
      previous = previous.then(() => get(url)).then((answer) => answer.arrayBuffer());
      warming.push(previous);
    }
  };
  // Every download is waited for, a failed one included, before answering (or throwing).
  const started = await Promise.allSettled([startFiles()]);
  const finished = await Promise.allSettled(warming);
  const failed = [...started, ...finished].find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
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
