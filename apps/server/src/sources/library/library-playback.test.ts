import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ZLibraryHlsQuery, type TLibraryPlaybackAnswer, type TLibraryPlaybackBody } from '@marquee/contract';
import type { TBrowserCapabilities } from '@marquee/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postJson, startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';
import { makeLibraryMedia, testMediaTools } from '../../../test/support/library-media.ts';
import type { TMediaTools } from './media-tools.ts';
import { LibraryPlayback } from './library-playback.ts';
import { parseProbe } from './probe.ts';
import { COPY_TS_OFFSET_S } from './segment-maker.ts';

const run = promisify(execFile);

/** The video packets of a file: presentation time (ms) and whether each is a keyframe, in decode order. */
async function videoPackets(file: string): Promise<{ ptsMs: number; key: boolean }[]> {
  const { stdout } = await run(
    tools.ffprobe.path,
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'packet=pts_time,flags',
      '-of',
      'csv=p=0',
      file,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter((line) => line.includes(','))
    .map((line) => {
      const [pts, flags] = line.split(',');
      return { ptsMs: Math.round(Number(pts) * 1000), key: flags!.startsWith('K') };
    });
}

/** Debian's Chromium: no HEVC, no AC-3. */
const chromium: TBrowserCapabilities = {
  mse: ['h264', 'vp9', 'av1', 'aac', 'mp3', 'opus', 'flac'],
  native: ['mp4', 'webm', 'h264', 'vp9', 'av1', 'aac', 'mp3', 'opus', 'flac'],
};

let root: string;
let dataDir: string;
let tools: Required<TMediaTools>;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'library-playback-'));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'library-playback-data-'));
  tools = await testMediaTools();
  // Two segments of 6 s each.
  await makeLibraryMedia(tools.ffmpeg.path, root, 8);
  // H.264 with B-frames (decode and presentation times differ) and a keyframe every 2 s, in Matroska.
  await run(tools.ffmpeg.path, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=24:duration=20'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=20'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-bf', '2', '-g', '48', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-ac', '2', path.join(root, 'keyframes.mkv')],
  ]);
}, 120_000);
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe.each(testDatabases())('library playback on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(
      database,
      { LIBRARY_DIR: root, DATA_DIR: dataDir, TRANSCODES_MAX: '2' },
      { seed: false },
    );
  }, 180_000);
  afterAll(async () => server?.stop());

  const decide = async (body: object) => {
    const res = await postJson(server.app, '/api/sources/library-playback', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TLibraryPlaybackAnswer;
  };
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('plays an MP4 with H.264 and AAC as it is', async () => {
    const answer = await decide({ path: 'h264-aac.mp4', capabilities: chromium });
    expect(answer).toMatchObject({ mode: 'direct', url: '/api/sources/library/h264-aac.mp4', height: 180 });
    expect(answer.qualities).toEqual(['original']);
  });

  it('transcodes HEVC with AC-3 into an HLS playlist whose segments ffmpeg makes when asked', async () => {
    const answer = await decide({ path: 'hevc-ac3.mkv', capabilities: chromium, audioIndex: 2 });
    expect(answer).toMatchObject({ mode: 'transcode', audioIndex: 2, height: 180 });
    expect(answer.audio.map((a) => [a.index, a.codec, a.language])).toEqual([
      [1, 'ac3', 'eng'],
      [2, 'ac3', 'fra'],
    ]);
    expect(answer.subtitles).toEqual([
      {
        index: 3,
        kind: 'text',
        language: 'spa',
        forced: false,
        url: '/api/sources/library-subtitles/3?file=hevc-ac3.mkv',
      },
    ]);
    const subtitle = await get(answer.subtitles[0]!.url!);
    expect(subtitle.headers['content-type']).toContain('text/vtt');
    expect(subtitle.body).toMatch(/^WEBVTT[\s\S]*Hello[\s\S]*World/);
    expect((await get('/api/sources/library-subtitles/1?file=hevc-ac3.mkv')).statusCode).toBe(404);

    const playlist = await get(answer.url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const segments = playlist.body.split('\n').filter((line) => line.startsWith('/api/'));
    expect(segments).toHaveLength(2);
    expect(playlist.body).toContain('#EXT-X-ENDLIST');

    // The last segment first, as after a seek: made from its own start.
    const last = await get(segments[1]!);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.headers['content-type']).toBe('video/mp2t');
    // MPEG-TS packets of 188 bytes, each starting with 0x47.
    expect(last.rawPayload.length % 188).toBe(0);
    expect(last.rawPayload[0]).toBe(0x47);

    const beyond = segments[1]!.replace('/segment/1?', '/segment/2?');
    expect((await get(beyond)).statusCode).toBe(404);
  }, 60_000);

  it('cuts a remux on the keyframes: its segments join without a gap or an overlap', async () => {
    const answer = await decide({ path: 'keyframes.mkv', capabilities: chromium });
    expect(answer.mode).toBe('remux');
    const playlist = (await get(answer.url)).body;
    const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
    const urls = playlist.split('\n').filter((line) => line.startsWith('/api/'));
    // Keyframes every 2 s: spans of 6 s, the last of what is left.
    expect(lengths.map((l) => Math.round(l))).toEqual([6, 6, 6, 2]);

    const original = await videoPackets(path.join(root, 'keyframes.mkv'));
    const joined: { ptsMs: number; key: boolean }[] = [];
    let startS = 0;
    for (const [index, url] of urls.entries()) {
      const segment = await get(url);
      expect(segment.statusCode, segment.body).toBe(200);
      const file = path.join(dataDir, `joined-${index}.ts`);
      await fs.writeFile(file, segment.rawPayload);
      const packets = await videoPackets(file);
      // Each starts on a keyframe, where the playlist says it starts.
      expect(packets[0]!.key).toBe(true);
      if (index > 0) expect(packets[0]!.ptsMs - COPY_TS_OFFSET_S * 1000).toBe(Math.round(startS * 1000));
      startS += lengths[index]!;
      joined.push(...packets);
    }
    // Every packet of the file once, in order: no gap, no overlap.
    expect(joined.map((p) => p.ptsMs - COPY_TS_OFFSET_S * 1000)).toEqual(original.map((p) => p.ptsMs));
  }, 60_000);

  it('answers 400 for a bad plan, 404 for a file not in the library', async () => {
    const bad = await postJson(server.app, '/api/sources/library-playback', {
      path: '../secret.mkv',
      capabilities: chromium,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await postJson(server.app, '/api/sources/library-playback', {
      path: 'missing.mkv',
      capabilities: chromium,
    });
    expect(missing.statusCode).toBe(404);
    const noCodec = await postJson(server.app, '/api/sources/library-playback', {
      path: 'hevc-ac3.mkv',
      capabilities: { mse: ['h266'], native: [] },
    });
    expect(noCodec.statusCode).toBe(400);
  });
});

describe.each(testDatabases())('library transcodes and segment cache on $name', (database) => {
  let server: TTestServer;
  let playback: LibraryPlayback;
  let now = 1_000_000;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
    playback = new LibraryPlayback({
      root,
      db: server.database.db,
      tools,
      cacheDir: path.join(dataDir, `cache-${database.name}`),
      // Less than one segment: every write is followed by a prune keeping only the newest.
      cacheMaxBytes: 1_000,
      thumbnailsDir: path.join(dataDir, `thumbnails-${database.name}`),
      maxTranscodes: 1,
      now: () => now,
    });
  }, 180_000);
  afterAll(async () => {
    playback?.close();
    await server?.stop();
  });

  const plan = (height: number) =>
    ({ file: 'hevc-ac3.mkv', mode: 'transcode', height, audio: 1, copyAudio: '0' }) as const;

  it('shares one transcode per file and quality, refuses another past the limit, stops it when idle', async () => {
    await playback.segment(0, plan(180));
    await playback.segment(1, plan(180));
    expect(playback.transcodes.keys()).toHaveLength(1);
    await expect(playback.segment(0, plan(90))).rejects.toMatchObject({ statusCode: 503 });

    now += 60_000;
    playback.transcodes.stopIdle();
    expect(playback.transcodes.keys()).toEqual([]);
    await expect(playback.segment(0, plan(90))).resolves.toBeInstanceOf(Buffer);
  }, 60_000);

  it('stops the ffmpeg of a transcode nobody read from for a minute', async () => {
    // An ffmpeg that never finishes on its own.
    const slow = path.join(dataDir, `slow-ffmpeg-${database.name}.sh`);
    await fs.writeFile(slow, '#!/bin/sh\nexec sleep 60\n', { mode: 0o755 });
    let clock = 5_000_000;
    const stalled = new LibraryPlayback({
      root,
      db: server.database.db,
      tools: { ...tools, ffmpeg: { ...tools.ffmpeg, path: slow } },
      cacheDir: path.join(dataDir, `stalled-${database.name}`),
      cacheMaxBytes: 1_000_000,
      thumbnailsDir: path.join(dataDir, `stalled-thumbnails-${database.name}`),
      maxTranscodes: 1,
      now: () => clock,
      sweepMs: 20,
    });
    try {
      const segment = stalled.segment(1, plan(90));
      const outcome = segment.then(
        () => 'made',
        (error: { statusCode?: number; message: string }) => ({ ...error, message: error.message }),
      );
      await vi.waitFor(() => expect(stalled.transcodes.keys()).toHaveLength(1));
      clock += 59_000;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stalled.transcodes.keys()).toHaveLength(1);
      clock += 1_000;
      // Answered as a stop, not as a failure of the server's.
      expect(await outcome).toEqual({
        statusCode: 409,
        message: 'This conversion was stopped: ask for the video again',
      });
      expect(stalled.transcodes.keys()).toEqual([]);
    } finally {
      stalled.close();
    }
  }, 30_000);

  it('refuses a decision needing a transcode while every slot is busy, unless it leaves the one it replaces', async () => {
    now += 60_000;
    playback.transcodes.stopIdle();
    const ask = (body: Partial<TLibraryPlaybackBody>) =>
      playback.decide({ path: 'hevc-ac3.mkv', capabilities: chromium, quality: 'original', ...body });
    // Segments of this plan were never made before: making one starts its transcode.
    const first = await ask({ audioIndex: 2 });
    const planOf = (url: string) =>
      ZLibraryHlsQuery.parse(Object.fromEntries(new URL(url, 'http://localhost').searchParams));
    await playback.segment(0, planOf(first.url));
    await expect(ask({ audioIndex: 1 })).rejects.toMatchObject({ statusCode: 503 });
    // The same plan again, and a file played as it is, need no other slot.
    await expect(ask({ audioIndex: 2 })).resolves.toMatchObject({ url: first.url });
    await expect(ask({ path: 'h264-aac.mp4' })).resolves.toMatchObject({ mode: 'direct' });
    // Leaving the first for another stops the first: the viewer never waits on their own last choice.
    const second = await ask({ audioIndex: 1, replaces: first.url });
    expect(second).toMatchObject({ mode: 'transcode', audioIndex: 1 });
    expect(playback.transcodes.keys()).toEqual([]);
    // A URL that is no playlist of ours stops nothing.
    await playback.segment(1, planOf(first.url));
    const notOurs = first.url.replace('/library-hls/index.m3u8', '/demo/index.m3u8');
    await expect(ask({ audioIndex: 1, replaces: notOurs })).rejects.toMatchObject({ statusCode: 503 });
  }, 60_000);

  it('keeps the segment cache within its limit, least recently used first', async () => {
    await playback.segments.prune();
    const files = await fs.readdir(playback.segments.root, { recursive: true });
    const segments = files.filter((f) => f.endsWith('.ts'));
    expect(segments).toHaveLength(1);
  });

  it('removes the least recently read segments first when the cache outgrows its limit', async () => {
    const remux = { file: 'keyframes.mkv', mode: 'remux', height: 180, audio: 1, copyAudio: '1' } as const;
    // The transcode limit of one is the previous test's.
    playback.transcodes.stopAll();
    const sizes = await Promise.all([0, 1, 2].map(async (i) => (await playback.segment(i, remux)).length));
    // Room for about two and a half segments.
    const limited = new LibraryPlayback({
      root,
      db: server.database.db,
      tools,
      cacheDir: path.join(dataDir, `lru-${database.name}`),
      cacheMaxBytes: Math.round(Math.max(...sizes) * 2.5),
      thumbnailsDir: path.join(dataDir, `lru-thumbnails-${database.name}`),
      maxTranscodes: 1,
    });
    try {
      await limited.segment(0, remux);
      await limited.segment(1, remux);
      await limited.segments.settled();
      const files = async () =>
        (await fs.readdir(limited.segments.root, { recursive: true }))
          .filter((f) => f.endsWith('.ts'))
          .map((f) => path.basename(f))
          .toSorted();
      const [first, second] = await files();
      const folder = path.dirname(
        (await fs.readdir(limited.segments.root, { recursive: true })).find((f) => f.endsWith(first!))!,
      );
      const at = (name: string) => path.join(limited.segments.root, folder, name);
      // Both written hours ago; the first is read again now, which marks it used.
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
      await fs.utimes(at(first!), hoursAgo(3), hoursAgo(3));
      await fs.utimes(at(second!), hoursAgo(2), hoursAgo(2));
      await limited.segment(0, remux);
      await limited.segment(2, remux);
      await limited.segments.settled();
      expect(await files()).toEqual(['0-k.ts', '2-k.ts']);
    } finally {
      limited.close();
    }
  }, 60_000);

  it('reads the same probe the database keeps', async () => {
    const answer = await playback.probes.probeOf('hevc-ac3.mkv');
    expect(answer.probe?.durationS).toBeGreaterThan(7.5);
    expect(parseProbe({ streams: [] }).audio).toEqual([]);
  });
});
