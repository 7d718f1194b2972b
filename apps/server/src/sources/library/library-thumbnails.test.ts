import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TLibraryThumbnailsAnswer } from '@marquee/contract';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '@marquee/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';
import { testMediaTools } from '../../../test/support/library-media.ts';
import { LibraryProbes } from './library-probes.ts';
import { LibraryThumbnails, makeSprite, type TMakeSprite } from './library-thumbnails.ts';
import type { TMediaTools } from './media-tools.ts';

const run = promisify(execFile);
let root: string;
let dataDir: string;
let tools: Required<TMediaTools>;

/** A test picture of `seconds`, 4:3 (letterboxed in the 16:9 tiles). */
async function makeVideo(name: string, seconds: number) {
  await run(tools.ffmpeg.path, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=240x180:rate=24:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '24', '-pix_fmt', 'yuv420p'],
    path.join(root, name),
  ]);
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'library-thumbnails-'));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'library-thumbnails-data-'));
  tools = await testMediaTools();
  await makeVideo('film.mp4', 25);
  await fs.writeFile(path.join(root, 'notes.mkv'), 'not a video');
}, 120_000);
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Cue times in seconds. */
const seconds = (time: string) => time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

describe.each(testDatabases())('library thumbnails on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(
      database,
      { LIBRARY_DIR: root, DATA_DIR: path.join(dataDir, database.name) },
      { seed: false },
    );
  }, 180_000);
  afterAll(async () => server?.stop());

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const status = async (file: string) => {
    const res = await get(`/api/sources/library-thumbnails?file=${encodeURIComponent(file)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TLibraryThumbnailsAnswer;
  };

  it('makes a sprite sheet in the background and a track whose cues cover the duration', async () => {
    expect(await status('film.mp4')).toEqual({ status: 'making', retryAfterS: 5 });
    let answer = await status('film.mp4');
    for (let tries = 0; answer.status !== 'ready' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await status('film.mp4');
    }
    expect(answer.status).toBe('ready');
    const track = await get(answer.track!);
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toContain('text/vtt');
    const cues = [...track.body.matchAll(/([\d:.]+) --> ([\d:.]+)\n(\S+)#xywh=(\d+),(\d+),160,90/g)];
    expect(cues.map((cue) => [seconds(cue[1]!), seconds(cue[2]!)])).toEqual([
      [0, 10],
      [10, 20],
      [20, 25],
    ]);

    const sprite = await get(cues[0]![3]!);
    expect(sprite.statusCode).toBe(200);
    expect(sprite.headers['content-type']).toBe('image/jpeg');
    expect(sprite.headers['cache-control']).toContain('immutable');
    const image = sharp(sprite.rawPayload);
    expect(await image.metadata()).toMatchObject({ width: 3 * THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT });
    // The 4:3 picture sits between black bars: the tile's left edge is dark, its middle is not.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const brightness = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return data[at]! + data[at + 1]! + data[at + 2]!;
    };
    expect(brightness(4, 45)).toBeLessThan(60);
    expect(brightness(80, 45)).toBeGreaterThan(60);
  }, 60_000);

  it('answers 404 with words for an unknown file, none for a file without a picture', async () => {
    const missing = await get('/api/sources/library-thumbnails?file=missing.mkv');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No such media file' });
    expect(await status('notes.mkv')).toEqual({ status: 'none' });
    const stale = await get('/api/sources/library-thumbnails/sprite.jpg?file=film.mp4&v=0123456789abcdef');
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ error: expect.stringMatching(/not made/) });
  });
});

describe.each(testDatabases())('thumbnail jobs on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
    await makeVideo('a.mp4', 12);
    await makeVideo('b.mp4', 12);
  }, 180_000);
  afterAll(async () => server?.stop());

  /** Thumbnails whose sheets are counted, and how many were being made at once at most. */
  function counted(cacheDir: string) {
    const runs: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const make: TMakeSprite = async (ffmpeg, file, durationS) => {
      runs.push(path.basename(file));
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        return await makeSprite(ffmpeg, file, durationS);
      } finally {
        running -= 1;
      }
    };
    const thumbnails = new LibraryThumbnails({
      root,
      probes: new LibraryProbes(server.database.db, root, tools.ffprobe.path),
      ffmpeg: tools.ffmpeg.path,
      cacheDir,
      makeSprite: make,
    });
    return { thumbnails, runs, mostAtOnce: () => mostAtOnce };
  }

  it('makes each sheet once, one at a time, and again when the file changes', async () => {
    const cacheDir = path.join(dataDir, `jobs-${database.name}`);
    const first = counted(cacheDir);
    const asked = await Promise.all(
      ['a.mp4', 'b.mp4', 'a.mp4', 'b.mp4'].map((file) => first.thumbnails.status(file)),
    );
    expect(asked.map((a) => a.status)).toEqual(['making', 'making', 'making', 'making']);
    expect((await first.thumbnails.status('a.mp4')).status).toBe('making');
    await first.thumbnails.settled();
    expect(first.runs.toSorted()).toEqual(['a.mp4', 'b.mp4']);
    expect(first.mostAtOnce()).toBe(1);
    expect((await first.thumbnails.status('a.mp4')).status).toBe('ready');

    // After a restart the sheets on disk are used.
    const second = counted(cacheDir);
    expect((await second.thumbnails.status('b.mp4')).status).toBe('ready');
    const later = new Date(Date.now() + 60_000);
    await fs.utimes(path.join(root, 'b.mp4'), later, later);
    expect((await second.thumbnails.status('b.mp4')).status).toBe('making');
    await second.thumbnails.settled();
    expect(second.runs).toEqual(['b.mp4']);
  }, 120_000);
});
