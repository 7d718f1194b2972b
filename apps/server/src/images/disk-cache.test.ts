import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskCache } from './disk-cache.ts';

const KB = 1024;
const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-disk-cache-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Sets a file's times to `secondsAgo` in the past, so the order of use is certain. */
const age = (root: string, file: string, secondsAgo: number) => {
  const when = Date.now() / 1000 - secondsAgo;
  fs.utimesSync(path.join(root, file), when, when);
};
const exists = (root: string, file: string) => fs.existsSync(path.join(root, file));

describe('DiskCache pruning', () => {
  it('removes the least recently used files first, in every folder, until under the limit', async () => {
    const root = tempFolder();
    const files = ['resized/aa/old.webp', 'tmdb/w500/middle.jpg', 'resized/bb/new.webp'];
    const unlimited = new DiskCache(root);
    for (const file of files) await unlimited.write(file, Buffer.alloc(4 * KB));
    files.forEach((file, index) => age(root, file, 100 - index * 10));
    await new DiskCache(root, { maxBytes: 10 * KB }).prune();
    expect(files.map((file) => exists(root, file))).toEqual([false, true, true]);
  });

  it('counts a file served as used, so it outlives an older unused one', async () => {
    const root = tempFolder();
    const cache = new DiskCache(root, { maxBytes: 10 * KB, pruneIntervalMs: 0 });
    await cache.write('a.png', Buffer.alloc(4 * KB));
    await cache.write('b.png', Buffer.alloc(4 * KB));
    await cache.settled();
    age(root, 'a.png', 2 * 3600);
    age(root, 'b.png', 3600 + 60);
    expect(await cache.read('a.png')).toHaveLength(4 * KB); // a is used now; b was last used an hour ago
    await cache.write('c.png', Buffer.alloc(4 * KB));
    await cache.settled();
    expect(['a.png', 'b.png', 'c.png'].map((file) => exists(root, file))).toEqual([true, false, true]);
  });

  it('prunes in the background after a write that goes over the limit, and keeps the newest file', async () => {
    const root = tempFolder();
    const cache = new DiskCache(root, { maxBytes: 2 * KB, pruneIntervalMs: 0 });
    await cache.getOrCreate('first.webp', async () => Buffer.alloc(3 * KB));
    await cache.settled();
    expect(exists(root, 'first.webp')).toBe(true);
    age(root, 'first.webp', 60);
    await cache.getOrCreate('second.webp', async () => Buffer.alloc(3 * KB));
    await cache.settled();
    expect([exists(root, 'first.webp'), exists(root, 'second.webp')]).toEqual([false, true]);
  });

  it('never prunes without a limit', async () => {
    const root = tempFolder();
    const cache = new DiskCache(root);
    for (const name of ['a', 'b', 'c']) await cache.write(`${name}.jpg`, Buffer.alloc(64 * KB));
    await cache.settled();
    expect(fs.readdirSync(root)).toHaveLength(3);
  });
});
