import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPlayerStream } from './types.ts';
import { useThumbnailTrack } from './use-thumbnail-track.ts';

const thumbnails = vi.hoisted(() => ({
  serverThumbnailTrack: vi.fn(async (_file: string) => '/api/sources/library-thumbnails/track.vtt?file=f'),
  generateThumbnailTrack: vi.fn(async (_stream: unknown, length: number) => ({
    trackUrl: `blob:track-${length}`,
    urls: [],
  })),
}));
vi.mock('./thumbnails.ts', () => thumbnails);

function fileStream(url: string): TPlayerStream {
  return {
    id: 'file',
    name: 'File',
    provider: 'library',
    type: 'file',
    qualities: { '720': { url, type: 'mp4' } },
    captions: [],
  } as unknown as TPlayerStream;
}

describe('useThumbnailTrack', () => {
  beforeEach(() => {
    thumbnails.serverThumbnailTrack.mockClear();
    thumbnails.generateThumbnailTrack.mockClear();
  });

  it("asks the server once for a library file's track while the known length grows", async () => {
    const stream = fileStream('/api/sources/library/Films/Film.mp4');
    const { result, rerender } = renderHook(({ duration }) => useThumbnailTrack(stream, duration), {
      initialProps: { duration: 0 },
    });
    expect(thumbnails.serverThumbnailTrack).not.toHaveBeenCalled();
    for (const duration of [2, 4.2, 6, 8]) rerender({ duration });
    await waitFor(() => expect(result.current).toBe('/api/sources/library-thumbnails/track.vtt?file=f'));
    expect(thumbnails.serverThumbnailTrack).toHaveBeenCalledTimes(1);
    expect(thumbnails.serverThumbnailTrack.mock.calls[0]![0]).toBe('Films/Film.mp4');
  });

  it("takes this browser's frames again for another length of any other stream", async () => {
    const stream = fileStream('https://cdn.example/film.mp4');
    const { result, rerender } = renderHook(({ duration }) => useThumbnailTrack(stream, duration), {
      initialProps: { duration: 30 },
    });
    await waitFor(() => expect(result.current).toBe('blob:track-30'));
    rerender({ duration: 60.4 });
    await waitFor(() => expect(result.current).toBe('blob:track-60'));
    expect(thumbnails.generateThumbnailTrack).toHaveBeenCalledTimes(2);
    expect(thumbnails.serverThumbnailTrack).not.toHaveBeenCalled();
  });
});
