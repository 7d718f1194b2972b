import { mediaOf, resumeAt } from './player-media.ts';
import { readPlaybackPreferences } from './player-preferences.ts';
import { startBandwidthFor, startHeightFor } from './screen-height.ts';
import type { TPlayerRequest } from './types.ts';
import type { TWarmUpTarget } from './warm-stream-files.ts';

/** A warm-up worker still at work (or still unused) this long after it was made is stopped. */
const WARM_UP_LIMIT_MS = 30_000;

/** A worker made ahead (its script loads while the sources are searched), not given a stream yet. */
let prepared: Worker | undefined;
/** The worker warming the stream last found. */
let running: Worker | undefined;

function makeWorker(): Worker | undefined {
  if (typeof Worker !== 'function') return undefined;
  try {
    const worker = new Worker(new URL('./warm-stream.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      if (prepared === worker) prepared = undefined;
      if (running === worker) running = undefined;
    };
    worker.addEventListener('message', stop);
    worker.addEventListener('error', stop);
    setTimeout(stop, WARM_UP_LIMIT_MS);
    return worker;
  } catch {
    return undefined;
  }
}

/** Makes the warm-up's worker ahead of need: on Watch, while the sources are searched. */
export function prepareStreamWarmUp(): void {
  prepared ??= makeWorker();
}

/**
 * Starts the downloads an HLS stream's first frame waits for (master playlist, the start level's playlist, its
 * init segment and the segments of the first 4 s from the start position) as soon as the stream is found, in a worker, so each step
 * follows the last at once while the page's thread is busy starting the player. hls.js asks for the same files
 * a moment later and finds them in the HTTP cache: on a phone network that is several round trips fewer before
 * the picture. Library files are left to the server's playback decision; any failure is silent (the player
 * then loads as it would have). A new warm-up stops the one before. When the search's answer carried the
 * playlists' text, all four downloads start at once.
 */
export function startStreamWarmUp(request: TPlayerRequest): void {
  running?.terminate();
  running = undefined;
  const ready = prepared;
  prepared = undefined;
  const stream = request.streams[0];
  if (!stream || stream.type !== 'hls' || stream.provider === 'library') {
    // Nothing to warm: the worker made ahead is not kept waiting.
    ready?.terminate();
    return;
  }
  const worker = ready ?? makeWorker();
  if (!worker) return;
  running = worker;
  const { quality } = readPlaybackPreferences();
  const bandwidth = startBandwidthFor(quality);
  const target: TWarmUpTarget = {
    playlist: new URL(stream.playlist, window.location.href).href,
    startHeight: startHeightFor(quality),
    ...(bandwidth === undefined ? {} : { startBandwidth: bandwidth }),
    startAt: resumeAt(mediaOf(request)),
    ...(stream.playlistTexts ? { playlistTexts: stream.playlistTexts } : {}),
  };
  worker.postMessage(target);
}
