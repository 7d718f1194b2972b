import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverThumbnailTrack } from './thumbnails.ts';

afterEach(() => vi.unstubAllGlobals());

describe('library thumbnails', () => {
  it('asks the server again as it says until the thumbnails are made', async () => {
    const answers = [
      { status: 'making', retryAfterS: 5 },
      { status: 'making', retryAfterS: 5 },
      { status: 'ready', track: '/api/sources/library-thumbnails/track.vtt?file=a.mkv&v=0123456789' },
    ];
    const fetchMock = vi.fn(async (_url: string) => Response.json(answers.shift()));
    vi.stubGlobal('fetch', fetchMock);
    const waits: number[] = [];
    const track = await serverThumbnailTrack(
      'a b.mkv',
      () => false,
      async (ms) => waits.push(ms),
    );
    expect(track).toBe('/api/sources/library-thumbnails/track.vtt?file=a.mkv&v=0123456789');
    expect(waits).toEqual([5000, 5000]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/sources/library-thumbnails?file=a+b.mkv');
  });

  it('gives up on none, on a failure, and when the player is gone', async () => {
    const answering = async (answer: Response) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer),
      );
      return serverThumbnailTrack(
        'a.mkv',
        () => false,
        async () => {},
      );
    };
    expect(await answering(Response.json({ status: 'none' }))).toBeUndefined();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await answering(Response.json({ error: 'No such media file' }, { status: 404 }))).toBeUndefined();
    const making = vi.fn(async () => Response.json({ status: 'making', retryAfterS: 5 }));
    vi.stubGlobal('fetch', making);
    let isGone = false;
    expect(
      await serverThumbnailTrack(
        'a.mkv',
        () => isGone,
        async () => {
          isGone = true;
        },
      ),
    ).toBeUndefined();
    expect(making).toHaveBeenCalledTimes(1);
  });
});
