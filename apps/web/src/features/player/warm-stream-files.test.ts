import { describe, expect, it, vi } from 'vitest';
import { mayBeCached, warmStreamFiles } from './warm-stream-files.ts';

const MASTER = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=100000,RESOLUTION=640x360
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=140000,RESOLUTION=1280x720
720p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=190000,RESOLUTION=1920x1080
https://cdn.example/1080p/index.m3u8
`;

const level = (extra = '') => `#EXTM3U
#EXT-X-TARGETDURATION:2
#EXT-X-MAP:URI="init.mp4"${extra}
#EXTINF:2.0,
segment-000.m4s
#EXTINF:2.0,
segment-001.m4s
#EXTINF:2.0,
segment-002.m4s
#EXT-X-ENDLIST
`;

const CACHED = { 'cache-control': 'public, max-age=300' };

/** A fetch over a fixed set of files, noting what was asked for. */
function fakeFetch(files: Record<string, { body: string; headers?: Record<string, string> }>) {
  return (async (input: string | URL | Request) => {
    const url = String(input);
    const file = files[url];
    if (!file) return new Response('missing', { status: 404 });
    return new Response(file.body, { status: 200, headers: file.headers ?? CACHED });
  }) as typeof fetch;
}

/** A fetch whose answers wait until the test lets each through (`answer`), in the order they were asked for. */
function heldFetch(serve: typeof fetch) {
  const pending: { url: string; answer: () => void }[] = [];
  const held = ((input: string | URL) =>
    new Promise<Response>((resolve) => {
      pending.push({ url: String(input), answer: () => resolve(serve(input)) });
    })) as typeof fetch;
  return { pending, held };
}

const base = 'https://site.example/api/sources/demo/';
/** What a warm-up at 720p from the start asks for, in order. */
const START_FILES_720P = [
  `${base}master.m3u8`,
  `${base}720p/index.m3u8`,
  `${base}720p/init.mp4`,
  `${base}720p/segment-000.m4s`,
  `${base}720p/segment-001.m4s`,
];

describe('warmStreamFiles', () => {
  const files = {
    [`${base}master.m3u8`]: { body: MASTER },
    [`${base}720p/index.m3u8`]: { body: level() },
    [`${base}720p/init.mp4`]: { body: 'init' },
    [`${base}720p/segment-000.m4s`]: { body: 'seg0' },
    [`${base}720p/segment-001.m4s`]: { body: 'seg1' },
    [`${base}720p/segment-002.m4s`]: { body: 'seg2' },
    [`${base}360p/index.m3u8`]: { body: level() },
    [`${base}360p/init.mp4`]: { body: 'init' },
    [`${base}360p/segment-000.m4s`]: { body: 'seg0' },
    [`${base}360p/segment-001.m4s`]: { body: 'seg1' },
  };

  it('asks for the master, the level the player starts on, its init and the segments of its first 4 s, in order', async () => {
    const asked = await warmStreamFiles(
      { playlist: `${base}master.m3u8`, startHeight: 720, startAt: 0 },
      fakeFetch(files),
    );
    expect(asked).toEqual(START_FILES_720P);
  });

  it('takes the shortest level when none fits, and the segment holding the start position', async () => {
    const asked = await warmStreamFiles(
      { playlist: `${base}master.m3u8`, startHeight: 240, startAt: 0 },
      fakeFetch(files),
    );
    expect(asked[1]).toBe(`${base}360p/index.m3u8`);
    const resumed = await warmStreamFiles(
      { playlist: `${base}master.m3u8`, startHeight: 720, startAt: 4.5 },
      fakeFetch(files),
    );
    expect(resumed.at(-1)).toBe(`${base}720p/segment-002.m4s`);
  });

  it("takes the level the player starts on for the connection's bandwidth", async () => {
    // 140 kbps for 720p is more than 70 % of 180 kbps: the player starts on 360p.
    const asked = await warmStreamFiles(
      { playlist: `${base}master.m3u8`, startHeight: 720, startAt: 0, startBandwidth: 180_000 },
      fakeFetch(files),
    );
    expect(asked[1]).toBe(`${base}360p/index.m3u8`);
    const fast = await warmStreamFiles(
      { playlist: `${base}master.m3u8`, startHeight: 720, startAt: 0, startBandwidth: 1_600_000 },
      fakeFetch(files),
    );
    expect(fast).toEqual(START_FILES_720P);
  });

  it('reads a media playlist given as the stream itself', async () => {
    const asked = await warmStreamFiles(
      { playlist: `${base}720p/index.m3u8`, startHeight: 1080, startAt: 0 },
      fakeFetch(files),
    );
    expect(asked).toEqual(START_FILES_720P.slice(1));
  });

  it('downloads no media the cache would not keep, nor byte ranges', async () => {
    const uncached = {
      ...files,
      [`${base}720p/index.m3u8`]: { body: level(), headers: { 'cache-control': 'no-store' } },
    };
    const asked = await warmStreamFiles(
      { playlist: `${base}master.m3u8`, startHeight: 720, startAt: 0 },
      fakeFetch(uncached),
    );
    expect(asked).toEqual([`${base}master.m3u8`, `${base}720p/index.m3u8`]);

    const ranged = {
      ...files,
      [`${base}720p/index.m3u8`]: { body: level(',BYTERANGE="720@0"') },
    };
    const rangedAsked = await warmStreamFiles(
      { playlist: `${base}master.m3u8`, startHeight: 720, startAt: 0 },
      fakeFetch(ranged),
    );
    expect(rangedAsked).toHaveLength(2);
  });

  it('with the playlists known from the search, asks for all four files before any answers', async () => {
    const { pending, held } = heldFetch(fakeFetch(files));
    const warming = warmStreamFiles(
      {
        playlist: `${base}master.m3u8`,
        startHeight: 720,
        startAt: 4.5,
        playlistTexts: {
          playlist: MASTER,
          levels: { '720p/index.m3u8': level(), '360p/index.m3u8': level() },
        },
      },
      held,
    );
    await vi.waitFor(() => expect(pending).toHaveLength(4));
    expect(pending.map((request) => request.url)).toEqual([
      `${base}master.m3u8`,
      `${base}720p/index.m3u8`,
      `${base}720p/init.mp4`,
      `${base}720p/segment-002.m4s`,
    ]);
    for (const request of pending) request.answer();
    await expect(warming).resolves.toHaveLength(4);
  });

  it('asks for a later segment only once the one before it has arrived, and no further than 4 s', async () => {
    const { pending, held } = heldFetch(fakeFetch(files));
    const warming = warmStreamFiles(
      {
        playlist: `${base}720p/index.m3u8`,
        startHeight: 720,
        startAt: 1,
        playlistTexts: { playlist: level(), levels: {} },
      },
      held,
    );
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    expect(pending.map((request) => request.url)).toEqual([
      `${base}720p/index.m3u8`,
      `${base}720p/init.mp4`,
      `${base}720p/segment-000.m4s`,
    ]);
    pending[2]!.answer();
    // From 1 s: segment 0 holds 1 s of it, segment 1 two more, segment 2 the last.
    await vi.waitFor(() => expect(pending.at(-1)?.url).toBe(`${base}720p/segment-001.m4s`));
    pending.at(-1)!.answer();
    await vi.waitFor(() => expect(pending.at(-1)?.url).toBe(`${base}720p/segment-002.m4s`));
    for (const request of pending) request.answer();
    await expect(warming).resolves.toHaveLength(5);
  });

  it('asks for no later segment when the first already holds 4 s', async () => {
    const long = level().replaceAll('#EXTINF:2.0,', '#EXTINF:6.0,');
    const asked = await warmStreamFiles(
      {
        playlist: `${base}720p/index.m3u8`,
        startHeight: 720,
        startAt: 0,
        playlistTexts: { playlist: long, levels: {} },
      },
      fakeFetch(files),
    );
    expect(asked.at(-1)).toBe(`${base}720p/segment-000.m4s`);
  });

  it("reads a level the search's answer did not carry from its download", async () => {
    const asked = await warmStreamFiles(
      {
        playlist: `${base}master.m3u8`,
        startHeight: 720,
        startAt: 0,
        playlistTexts: { playlist: MASTER, levels: {} },
      },
      fakeFetch(files),
    );
    expect(asked).toEqual(START_FILES_720P);
  });

  it('fails when a download made only for the cache fails, once every download has ended', async () => {
    const { [`${base}720p/init.mp4`]: _init, ...withoutInit } = files;
    await expect(
      warmStreamFiles(
        {
          playlist: `${base}master.m3u8`,
          startHeight: 720,
          startAt: 0,
          playlistTexts: { playlist: MASTER, levels: { '720p/index.m3u8': level() } },
        },
        fakeFetch(withoutInit),
      ),
    ).rejects.toThrow('404');
  });

  it('stops at a failed answer', async () => {
    await expect(
      warmStreamFiles({ playlist: `${base}gone.m3u8`, startHeight: 720, startAt: 0 }, fakeFetch(files)),
    ).rejects.toThrow('404');
  });
});

describe('mayBeCached', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  const headers = (init: Record<string, string>) => new Headers(init);

  it('keeps answers with a positive max-age or a future Expires', () => {
    expect(mayBeCached(headers({ 'cache-control': 'public, max-age=300' }), now)).toBe(true);
    expect(mayBeCached(headers({ expires: 'Fri, 27 Nov 2026 11:00:00 GMT' }), now)).toBe(true);
  });

  it('refuses no-store, no-cache, max-age=0, a past Expires and no header at all', () => {
    expect(mayBeCached(headers({ 'cache-control': 'no-store' }), now)).toBe(false);
    expect(mayBeCached(headers({ 'cache-control': 'private, no-cache' }), now)).toBe(false);
    expect(mayBeCached(headers({ 'cache-control': 'max-age=0' }), now)).toBe(false);
    expect(mayBeCached(headers({ expires: 'Fri, 27 Nov 2026 09:00:00 GMT' }), now)).toBe(false);
    expect(mayBeCached(headers({}), now)).toBe(false);
  });
});
