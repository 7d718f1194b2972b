import { sourcePaths, type TLibraryPlaybackAnswer } from '@marquee/contract/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { FakeVideo } from '../playback/fake-media.ts';
import type { TPlayerStream } from '../types.ts';
import { useLibraryPlayback } from './use-library-playback.ts';

const FILE = 'Film (2001)/Film.mkv';
const stream: TPlayerStream = {
  id: 'film',
  name: 'Library: Film',
  provider: 'library',
  type: 'file',
  qualities: { unknown: { url: sourcePaths.libraryFile(FILE), type: 'mkv' } },
  captions: [],
};

/** The server's answer to a body: German is the file's first track, English its second. */
function answerTo(body: { quality: string; audioIndex?: number }): TLibraryPlaybackAnswer {
  const audioIndex = body.audioIndex ?? 1;
  const isDirect = body.quality === 'original' && audioIndex === 1;
  return {
    mode: isDirect ? 'direct' : 'transcode',
    url: isDirect
      ? sourcePaths.libraryFile(FILE)
      : `/api/sources/library-hls/index.m3u8?q=${body.quality}&a=${audioIndex}`,
    durationS: 60,
    height: 1080,
    audioIndex,
    qualities: ['original', '720p'],
    audio: [
      { index: 1, codec: 'aac', channels: 2, language: 'ger' },
      { index: 2, codec: 'aac', channels: 2, language: 'eng' },
    ],
    subtitles: [{ index: 3, kind: 'image', language: 'eng', forced: false }],
  };
}

function serveAnswers() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { quality: string; audioIndex?: number };
      bodies.push(body);
      return new Response(JSON.stringify(answerTo(body)), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLibraryPlayback', () => {
  it('passes other streams through as they are, asking nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const demo: TPlayerStream = { type: 'hls', playlist: '/api/sources/demo/master.m3u8', provider: 'demo' };
    const { result } = renderHook(() => useLibraryPlayback(demo, null, 12), { wrapper });
    expect(result.current).toMatchObject({ isLibrary: false, stream: demo, startAt: 12 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the preferred audio language before playing, then plays the answer from the resume point', async () => {
    const bodies = serveAnswers();
    const video = new FakeVideo();
    const { result } = renderHook(() => useLibraryPlayback(stream, video.element, 12), { wrapper });
    expect(result.current.stream).toBeUndefined();
    await waitFor(() => expect(result.current.stream).toBeDefined());
    // The settings' preferred audio is English: the second track, which the element cannot pick from the file.
    expect(bodies).toEqual([
      expect.objectContaining({ path: FILE, quality: 'original' }),
      expect.objectContaining({ path: FILE, quality: 'original', audioIndex: 2 }),
    ]);
    expect(bodies[0]).toHaveProperty('capabilities.native');
    expect(result.current.stream).toMatchObject({ type: 'hls', isMadeOnDemand: true });
    expect(result.current.startAt).toBe(12);
    expect(result.current.audioIndex).toBe(2);
    expect(result.current.audio.map((option) => option.label)).toEqual(['German', 'English']);
    expect(result.current.burnIns).toEqual([{ index: 3, label: 'English (burn in)' }]);
  });

  it('asks again for a quality from where the video is, naming the playlist it leaves', async () => {
    const bodies = serveAnswers();
    const video = new FakeVideo();
    const { result } = renderHook(() => useLibraryPlayback(stream, video.element, 0), { wrapper });
    await waitFor(() => expect(result.current.stream).toBeDefined());
    const first = result.current.stream;
    video.playTo(42);
    act(() => result.current.setQuality('720p'));
    // The first answer plays on until the next one comes.
    expect(result.current.stream).toBe(first);
    await waitFor(() => expect(result.current.stream).not.toBe(first));
    expect(bodies.at(-1)).toMatchObject({
      quality: '720p',
      audioIndex: 2,
      replaces: '/api/sources/library-hls/index.m3u8?q=original&a=2',
    });
    expect(result.current).toMatchObject({ quality: '720p', startAt: 42 });
  });

  it('shows a 503 in words and asks again on retry', async () => {
    let isBusy = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { quality: string; audioIndex?: number };
        return isBusy
          ? new Response(JSON.stringify({ error: 'busy' }), { status: 503 })
          : new Response(JSON.stringify(answerTo(body)));
      }),
    );
    const { result } = renderHook(() => useLibraryPlayback(stream, null, 0), { wrapper });
    await waitFor(() =>
      expect(result.current.error).toEqual({
        message: 'The server is converting as many videos as it can.',
        hint: 'Try again in a minute.',
      }),
    );
    isBusy = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.stream).toBeDefined());
    expect(result.current.error).toBeUndefined();
  });
});
