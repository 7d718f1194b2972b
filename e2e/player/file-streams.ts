import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';

// Test fixtures for the player: file streams made of the demo's fragmented-MP4 renditions (each rendition's
// init segment and media segments, one after another, is a playable MP4 file), and a source search answered
// by the test instead of the server's providers.

const DEMO_DIR = path.resolve(import.meta.dirname, '../../apps/server/public/demo');
const fileCache = new Map<string, Buffer>();

/** The demo rendition `name` (360p, 720p, 1080p) as one MP4 file. */
export function demoFile(name: string): Buffer {
  const cached = fileCache.get(name);
  if (cached) return cached;
  const dir = path.join(DEMO_DIR, name);
  const playlist = fs.readFileSync(path.join(dir, 'index.m3u8'), 'utf8');
  const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1] ?? 'init.mp4';
  const segments = playlist.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const file = Buffer.concat([map, ...segments].map((part) => fs.readFileSync(path.join(dir, part.trim()))));
  fileCache.set(name, file);
  return file;
}

/** Where the test serves its files (under the app's origin, so frames can be drawn into a canvas). */
export const FILE_BASE = '/e2e-files';

/**
 * Serves `/e2e-files/{rendition}.mp4` from the demo renditions; names in `broken` (read at each request, so a
 * test can mend them) are answered 404.
 */
export async function serveDemoFiles(page: Page, options: { broken?: Set<string> } = {}): Promise<void> {
  await page.route(`**${FILE_BASE}/*.mp4`, async (route: Route) => {
    const name = path.basename(new URL(route.request().url()).pathname, '.mp4');
    if (options.broken?.has(name)) {
      await route.fulfill({ status: 404, body: 'gone' });
      return;
    }
    // Byte ranges, as a file server answers them: without them the browser cannot seek in the file.
    const file = demoFile(name);
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? '');
    if (!range) {
      await route.fulfill({
        status: 200,
        contentType: 'video/mp4',
        headers: { 'accept-ranges': 'bytes' },
        body: file,
      });
      return;
    }
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : file.length - 1, file.length - 1);
    await route.fulfill({
      status: 206,
      contentType: 'video/mp4',
      headers: { 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${file.length}` },
      body: file.subarray(start, end + 1),
    });
  });
}

/** A file stream with the given rendition names as its keyed qualities. */
export function fileStream(name: string, qualities: Record<string, string>) {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    provider: 'e2e',
    type: 'file' as const,
    qualities: Object.fromEntries(
      Object.entries(qualities).map(([key, file]) => [key, { url: `${FILE_BASE}/${file}.mp4`, type: 'mp4' }]),
    ),
    captions: [],
  };
}

/** The demo's HLS stream as the demo provider hands it out. */
export function demoHlsStream(name = 'Demo stream', playlist = '/api/sources/demo/master.m3u8') {
  return { id: 'demo-hls', name, provider: 'e2e', type: 'hls' as const, playlist, captions: [] };
}

/** Answers POST /api/sources/search with these streams, as the server-sent events the server would send. */
export async function answerSourceSearch(page: Page, streams: object[]): Promise<void> {
  await page.route('**/api/sources/search', async (route) => {
    const found = { provider: 'e2e', name: 'E2E mirror', streams };
    const body =
      `event: trying\ndata: ${JSON.stringify({ provider: 'e2e', name: 'E2E mirror', chain: ['E2E mirror'] })}\n\n` +
      `event: found\ndata: ${JSON.stringify(found)}\n\n`;
    await route.fulfill({ status: 200, contentType: 'text/event-stream; charset=utf-8', body });
  });
}
