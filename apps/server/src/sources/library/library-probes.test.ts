import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';
import { makeLibraryMedia, testMediaTools } from '../../../test/support/library-media.ts';
import { LibraryProbes } from './library-probes.ts';
import { keyframeOf, probeFile, readKeyframes } from './probe.ts';

let root: string;
let ffprobe: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'library-probes-'));
  const tools = await testMediaTools();
  ffprobe = tools.ffprobe.path;
  await makeLibraryMedia(tools.ffmpeg.path, root);
  await fs.writeFile(path.join(root, 'broken.mkv'), 'not a video');
}, 120_000);
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe.each(testDatabases())('library probes on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
  });
  afterAll(async () => server?.stop());

  /** A store counting the times ffprobe runs. */
  function counted(withTool = true) {
    const calls: string[] = [];
    const probes = new LibraryProbes(
      server.database.db,
      root,
      withTool ? ffprobe : undefined,
      (tool, file) => {
        calls.push(path.basename(file));
        return probeFile(tool, file);
      },
      (tool, file) => {
        calls.push(`keyframes of ${path.basename(file)}`);
        return readKeyframes(tool, file);
      },
    );
    return { probes, calls };
  }

  it("reads a file's keyframes once when first asked, keeps them with the probe, and again when it changes", async () => {
    await fs.copyFile(path.join(root, 'h264-aac.mp4'), path.join(root, 'keyframes.mp4'));
    const first = counted();
    const keyframes = await first.probes.keyframesOf('keyframes.mp4');
    expect(keyframes[0]).toEqual([0, expect.any(Number)]);
    const second = counted();
    expect(await second.probes.keyframesOf('keyframes.mp4')).toEqual(keyframes);
    expect([...first.calls, ...second.calls]).toEqual(['keyframes.mp4', 'keyframes of keyframes.mp4']);

    const later = new Date(Date.now() + 120_000);
    await fs.utimes(path.join(root, 'keyframes.mp4'), later, later);
    expect(await second.probes.keyframesOf('keyframes.mp4')).toEqual(keyframes);
    expect(second.calls).toEqual(['keyframes.mp4', 'keyframes of keyframes.mp4']);
    expect(await second.probes.keyframesOf('missing.mkv')).toEqual([]);
  });

  it('reads keyframes from the packet listing', () => {
    expect(keyframeOf('2.085417,2.002000,K_')).toEqual([2.085417, 2.002]);
    expect(keyframeOf('0.023000,N/A,K_')).toEqual([0.023, 0.023]);
    expect(keyframeOf('0.125125,-0.041708,__')).toBeUndefined();
    expect(keyframeOf('')).toBeUndefined();
  });

  it('probes a file once, keeps it in the database, and again when the file changes', async () => {
    const first = counted();
    const answer = await first.probes.probeOf('hevc-ac3.mkv');
    expect(answer.probe).toMatchObject({
      container: 'matroska',
      video: { codec: 'hevc', width: 320, height: 180 },
      audio: [
        { codec: 'ac3', channels: 6, language: 'eng' },
        { codec: 'ac3', channels: 6, language: 'fra' },
      ],
      subtitles: [{ codec: 'subrip', kind: 'text', language: 'spa' }],
    });
    expect(answer.probe?.durationS).toBeGreaterThan(3.5);

    // Another store (a restart) reads the database instead of the file.
    const second = counted();
    expect(await second.probes.probeOf('hevc-ac3.mkv')).toEqual(answer);
    expect([...first.calls, ...second.calls]).toEqual(['hevc-ac3.mkv']);

    const later = new Date(Date.now() + 60_000);
    await fs.utimes(path.join(root, 'hevc-ac3.mkv'), later, later);
    expect((await second.probes.probeOf('hevc-ac3.mkv')).probe).toEqual(answer.probe);
    expect(second.calls).toEqual(['hevc-ac3.mkv']);
  });

  it('runs one probe for viewers asking at once', async () => {
    const { probes, calls } = counted();
    const answers = await Promise.all([1, 2, 3].map(() => probes.probeOf('h264-aac.mp4')));
    expect(answers.map((a) => a.probe?.video?.codec)).toEqual(['h264', 'h264', 'h264']);
    expect(calls).toEqual(['h264-aac.mp4']);
  });

  it('remembers a file ffprobe cannot read, and answers without ffprobe', async () => {
    const { probes, calls } = counted();
    const broken = await probes.probeOf('broken.mkv');
    expect(broken.probe).toBeUndefined();
    expect(await probes.probeOf('broken.mkv')).toEqual(broken);
    expect(calls).toEqual(['broken.mkv']);

    expect(await counted().probes.probeOf('missing.mkv')).toEqual({
      probe: undefined,
      error: 'No such file',
    });
    const withoutTool = counted(false);
    await fs.copyFile(path.join(root, 'h264-aac.mp4'), path.join(root, 'copy.mp4'));
    expect(await withoutTool.probes.probeOf('copy.mp4')).toEqual({ probe: undefined, error: 'No ffprobe' });
  });
});
