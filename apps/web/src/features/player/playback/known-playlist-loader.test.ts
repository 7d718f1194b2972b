import type {
  HlsConfig,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderStats,
  PlaylistLoaderContext,
} from 'hls.js/light';
import { describe, expect, it, vi } from 'vitest';
import { knownPlaylistLoader, playlistTextsByUrl } from './known-playlist-loader.ts';

const PAGE = 'https://marquee.test/movies/832-m';
const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360p/index.m3u8\n';
const LEVEL = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nsegment-000.m4s\n#EXT-X-ENDLIST\n';

/** hls.js's own loader, as far as the test needs it: it records what went to the network. */
class NetworkLoader {
  static asked: string[] = [];
  static aborted = 0;
  context: PlaylistLoaderContext | null = null;
  stats = {} as LoaderStats;
  load(context: PlaylistLoaderContext): void {
    NetworkLoader.asked.push(context.url);
  }
  abort(): void {
    NetworkLoader.aborted += 1;
  }
  destroy(): void {}
}

function loaderFor(known: Map<string, string>) {
  NetworkLoader.asked = [];
  const Loader = knownPlaylistLoader(
    known,
    PAGE,
    NetworkLoader as unknown as NonNullable<HlsConfig['pLoader']>,
  );
  return new Loader({} as never);
}

function ask(loader: ReturnType<typeof loaderFor>, url: string) {
  const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onTimeout: vi.fn() };
  const context = { url, type: 'manifest', responseType: 'text' } as PlaylistLoaderContext;
  loader.load(
    context,
    {} as LoaderConfiguration,
    callbacks as unknown as LoaderCallbacks<PlaylistLoaderContext>,
  );
  return { callbacks, context };
}

describe('playlistTextsByUrl', () => {
  it('keys the master playlist and each level by its absolute address', () => {
    const byUrl = playlistTextsByUrl(
      '/api/sources/demo/master.m3u8',
      {
        playlist: MASTER,
        levels: { '360p/index.m3u8': LEVEL },
      },
      PAGE,
    );
    expect([...byUrl]).toEqual([
      ['https://marquee.test/api/sources/demo/master.m3u8', MASTER],
      ['https://marquee.test/api/sources/demo/360p/index.m3u8', LEVEL],
    ]);
  });
});

describe('knownPlaylistLoader', () => {
  const known = () =>
    playlistTextsByUrl(
      '/api/sources/demo/master.m3u8',
      { playlist: MASTER, levels: { '360p/index.m3u8': LEVEL } },
      PAGE,
    );

  it('answers a known playlist from its text, after load() returns, without the network', async () => {
    const loader = loaderFor(known());
    // hls.js asks for the master playlist by the address it was given, relative here.
    const { callbacks, context } = ask(loader, '/api/sources/demo/master.m3u8');
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(callbacks.onSuccess).toHaveBeenCalledTimes(1);
    const [response, stats, answeredContext] = callbacks.onSuccess.mock.calls[0]!;
    expect(response).toEqual({
      url: 'https://marquee.test/api/sources/demo/master.m3u8',
      data: MASTER,
      code: 200,
    });
    expect(answeredContext).toBe(context);
    expect(stats).toBe(loader.stats);
    expect(stats.loaded).toBe(MASTER.length);
    expect(stats.loading.end).toBeGreaterThanOrEqual(stats.loading.start);
    expect(NetworkLoader.asked).toEqual([]);
  });

  it('answers a level by its absolute address, and asks the network the second time', async () => {
    const loader = loaderFor(known());
    const level = 'https://marquee.test/api/sources/demo/360p/index.m3u8';
    const first = ask(loader, level);
    await Promise.resolve();
    expect(first.callbacks.onSuccess.mock.calls[0]![0].data).toBe(LEVEL);
    ask(loader, level);
    expect(NetworkLoader.asked).toEqual([level]);
  });

  it('asks the network for a playlist it was not given', () => {
    const loader = loaderFor(known());
    const { callbacks } = ask(loader, 'https://marquee.test/api/sources/demo/720p/index.m3u8');
    expect(NetworkLoader.asked).toEqual(['https://marquee.test/api/sources/demo/720p/index.m3u8']);
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
  });

  it('answers nothing once aborted', async () => {
    const loader = loaderFor(known());
    const { callbacks } = ask(loader, '/api/sources/demo/master.m3u8');
    loader.abort();
    await Promise.resolve();
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
  });

  it('keeps each player to its own copy of the texts', async () => {
    const texts = known();
    ask(loaderFor(texts), '/api/sources/demo/master.m3u8');
    const second = ask(loaderFor(texts), '/api/sources/demo/master.m3u8');
    await Promise.resolve();
    expect(second.callbacks.onSuccess).toHaveBeenCalledTimes(1);
    expect(texts.size).toBe(2);
  });
});
