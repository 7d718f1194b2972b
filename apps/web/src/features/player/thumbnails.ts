import { sourceRoutes } from '@marquee/contract/routes';
import {
  THUMBNAIL_FIRST_SEEK_TIMEOUT_MS,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_JPEG_QUALITY,
  THUMBNAIL_LOAD_TIMEOUT_MS,
  THUMBNAIL_SEEK_TIMEOUT_MS,
  THUMBNAIL_WIDTH,
  thumbnailSheet,
  thumbnailTile,
  thumbnailTrack,
} from '@marquee/domain';
import Hls from 'hls.js/light';
import { apiGet } from '../../lib/api-client.ts';
import { fileQualityKeys } from './playback/file-engine.ts';
import { knownPlaylistsConfig } from './playback/known-playlist-loader.ts';
import type { TPlayerStream } from './types.ts';

/** Resolves true when `event` fires on the video, false after `ms`. */
function waitFor(video: HTMLVideoElement, event: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      window.clearTimeout(timer);
      video.removeEventListener(event, onEvent);
      resolve(ok);
    };
    const onEvent = () => done(true);
    const timer = window.setTimeout(() => done(false), ms);
    video.addEventListener(event, onEvent);
  });
}

// The default icon a thumbnail falls back to when its frame cannot be had in time.
function drawFallback(context: CanvasRenderingContext2D, x: number, y: number): void {
  context.fillStyle = '#27272a';
  context.fillRect(x, y, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  context.fillStyle = '#a1a1aa';
  const cx = x + THUMBNAIL_WIDTH / 2;
  const cy = y + THUMBNAIL_HEIGHT / 2;
  context.beginPath();
  context.moveTo(cx - 10, cy - 14);
  context.lineTo(cx + 14, cy);
  context.lineTo(cx - 10, cy + 14);
  context.closePath();
  context.fill();
}

const toBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', THUMBNAIL_JPEG_QUALITY));

/** Loads the stream's smallest picture into a hidden, muted video. */
function loadHidden(stream: TPlayerStream): { video: HTMLVideoElement; dispose: () => void } {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  if (stream.type === 'file') {
    const key = fileQualityKeys(stream)[0];
    video.src = (key && stream.qualities[key]?.url) || '';
    return { video, dispose: () => video.removeAttribute('src') };
  }
  if (!Hls.isSupported()) {
    video.src = stream.playlist;
    return { video, dispose: () => video.removeAttribute('src') };
  }
  const hls = new Hls({
    ...(stream.type === 'hls' ? knownPlaylistsConfig(stream.playlist, stream.playlistTexts) : {}),
    startLevel: 0,
    capLevelToPlayerSize: false,
    maxBufferLength: 4,
    autoStartLoad: true,
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    hls.currentLevel = 0;
  });
  hls.loadSource(stream.playlist);
  hls.attachMedia(video);
  return { video, dispose: () => hls.destroy() };
}

/**
 * Seek-bar thumbnails: 160x90 frames every 10 s (videos under 300 s) or 30 s, drawn into one JPEG
 * sprite (quality 0.85), described by a WebVTT `thumbnails` track as media-chrome reads it. A frame not ready
 * within its timeout (5 s to load, 2 s for the first seek, 3 s for the others) is the default icon.
 * Returns the track's blob: URL and everything to revoke; undefined when cancelled or the frames cannot be read.
 */
export async function generateThumbnailTrack(
  stream: TPlayerStream,
  duration: number,
  isCancelled: () => boolean,
): Promise<{ trackUrl: string; urls: string[] } | undefined> {
  const { times, columns, width, height } = thumbnailSheet(duration);
  if (times.length === 0) return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  const { video, dispose } = loadHidden(stream);
  try {
    const isLoaded = video.readyState >= 2 || (await waitFor(video, 'loadeddata', THUMBNAIL_LOAD_TIMEOUT_MS));
    for (const [index, time] of times.entries()) {
      if (isCancelled()) return undefined;
      const { x, y } = thumbnailTile(index, columns);
      let isDrawn = false;
      if (isLoaded) {
        const seeked = waitFor(
          video,
          'seeked',
          index === 0 ? THUMBNAIL_FIRST_SEEK_TIMEOUT_MS : THUMBNAIL_SEEK_TIMEOUT_MS,
        );
        // Just past the mark, so the first frame is a picture rather than black.
        video.currentTime = Math.min(time + 0.5, Math.max(0, duration - 0.1));
        if (await seeked) {
          context.drawImage(video, x, y, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
          isDrawn = true;
        }
      }
      if (!isDrawn) drawFallback(context, x, y);
    }
    // A frame from another origin without CORS taints the canvas: no thumbnails then.
    const sprite = await toBlob(canvas).catch(() => null);
    if (!sprite || isCancelled()) return undefined;
    const spriteUrl = URL.createObjectURL(sprite);
    const trackUrl = URL.createObjectURL(
      new Blob([thumbnailTrack(duration, spriteUrl)], { type: 'text/vtt' }),
    );
    return { trackUrl, urls: [spriteUrl, trackUrl] };
  } catch {
    return undefined;
  } finally {
    dispose();
  }
}

/** How long the player keeps asking for a library file's thumbnails while the server makes them. */
export const SERVER_THUMBNAILS_PATIENCE_MS = 15 * 60_000;

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The server's thumbnails track of a library file, asked for again as the server says while it makes them;
 * undefined when it makes none, fails, or the player is gone.
 */
export async function serverThumbnailTrack(
  file: string,
  isCancelled: () => boolean,
  wait: (ms: number) => Promise<unknown> = pause,
): Promise<string | undefined> {
  for (let waited = 0; waited <= SERVER_THUMBNAILS_PATIENCE_MS && !isCancelled();) {
    const answer = await apiGet(sourceRoutes.libraryThumbnails, { query: { file } }).catch(() => undefined);
    if (!answer || answer.status === 'none') return undefined;
    if (answer.status === 'ready') return answer.track;
    const ms = (answer.retryAfterS ?? 5) * 1000;
    await wait(ms);
    waited += ms;
  }
  return undefined;
}
