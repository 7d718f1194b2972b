import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledPath, canTranscode, findMediaTools, mediaToolsMessage, versionOf } from './media-tools.ts';

let dir: string;
let working: string;
let failing: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-tools-'));
  working = path.join(dir, 'working');
  failing = path.join(dir, 'failing');
  await fs.writeFile(working, '#!/bin/sh\necho "fake version 1.0"\n', { mode: 0o755 });
  await fs.writeFile(failing, '#!/bin/sh\necho "broken"\nexit 1\n', { mode: 0o755 });
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('versionOf', () => {
  it('reads the first line of a binary that runs, nothing of one that fails or is missing', async () => {
    expect(await versionOf(working)).toBe('fake version 1.0');
    expect(await versionOf(failing)).toBeUndefined();
    expect(await versionOf(path.join(dir, 'missing'))).toBeUndefined();
  });
});

describe('findMediaTools', () => {
  it('takes the configured binary first', async () => {
    const tools = await findMediaTools({
      configured: { ffmpeg: working, ffprobe: working },
      systemPath: () => failing,
      bundledPath: () => failing,
    });
    expect(tools.ffmpeg).toEqual({ path: working, origin: 'configured', version: 'fake version 1.0' });
    expect(canTranscode(tools)).toBe(true);
  });

  it('falls back from a broken configured one to the system, then to the bundled one', async () => {
    const onPath = await findMediaTools({
      configured: { ffmpeg: failing },
      systemPath: () => working,
      bundledPath: () => undefined,
    });
    expect(onPath.ffmpeg?.origin).toBe('system');
    const message = mediaToolsMessage(onPath, { ffmpeg: failing });
    expect(message.level).toBe('warn');
    expect(message.message).toContain('FFMPEG_PATH does not run');

    const bundled = await findMediaTools({ systemPath: () => failing, bundledPath: () => working });
    expect(bundled.ffprobe?.origin).toBe('bundled');
  });

  it('names what is missing and says direct play goes on', async () => {
    const tools = await findMediaTools({
      systemPath: (name) => (name === 'ffmpeg' ? working : undefined),
      bundledPath: () => undefined,
    });
    expect(canTranscode(tools)).toBe(false);
    const { level, message } = mediaToolsMessage(tools);
    expect(level).toBe('warn');
    expect(message).toMatch(/no working ffprobe found.*played as they are/);
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'finds the binaries the npm dependencies ship, and they run',
    async () => {
      for (const name of ['ffmpeg', 'ffprobe'] as const) {
        const found = bundledPath(name);
        expect(found).toBeDefined();
        expect(await versionOf(found!)).toMatch(new RegExp(`^${name} version`));
      }
    },
  );
});
