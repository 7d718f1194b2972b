import { act, renderHook } from '@testing-library/react';
import type { TWatchedMedia } from '@marquee/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayRecording, WATCH_REPORT_INTERVAL_MS } from './use-play-recording.ts';
import { VIEWER_ID_KEY } from './viewer-id.ts';

const PLAY_ID = '11111111-2222-4333-8444-555555555555';
const movie: TWatchedMedia = { id: 832, type: 'movie', title: 'M' };
/** The play token the source search gave (the server checks it; here it is only passed on). */
const TOKEN = 'mabc123.signature';

let calls: { url: string; body: Record<string, unknown> }[];

function fakeVideo(): HTMLVideoElement {
  return Object.assign(new EventTarget(), { paused: true, readyState: 0 }) as unknown as HTMLVideoElement;
}

const flush = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });

const advance = async (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  await flush();
};

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date', 'performance'],
  });
  window.localStorage.clear();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const answer = url.endsWith('/play') ? { playId: PLAY_ID } : { watchedSeconds: 1 };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePlayRecording', () => {
  it('reports the play when it starts, with the viewer number the browser keeps and the play token', async () => {
    const video = fakeVideo();
    renderHook(() => usePlayRecording(video, movie, TOKEN));
    expect(calls).toHaveLength(0);
    video.dispatchEvent(new Event('playing'));
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/activity/play');
    const stored = JSON.parse(window.localStorage.getItem(VIEWER_ID_KEY) ?? 'null') as { id: string };
    expect(calls[0]!.body).toEqual({ mediaType: 'movie', titleId: 832, viewer: stored.id, token: TOKEN });
    // Playing again after a pause is the same play.
    video.dispatchEvent(new Event('pause'));
    video.dispatchEvent(new Event('playing'));
    await flush();
    expect(calls.filter((c) => c.url.endsWith('/play'))).toHaveLength(1);
  });

  it('reports the time really watched every 30 s, and nothing while paused', async () => {
    const video = fakeVideo();
    const { unmount } = renderHook(() => usePlayRecording(video, movie, TOKEN));
    video.dispatchEvent(new Event('playing'));
    await flush();
    await advance(WATCH_REPORT_INTERVAL_MS);
    expect(calls.at(-1)).toEqual({ url: '/api/activity/watch', body: { playId: PLAY_ID, seconds: 30 } });

    video.dispatchEvent(new Event('pause'));
    await advance(WATCH_REPORT_INTERVAL_MS);
    expect(calls).toHaveLength(2);

    video.dispatchEvent(new Event('playing'));
    await advance(10_000);
    unmount();
    await flush();
    expect(calls.at(-1)).toEqual({ url: '/api/activity/watch', body: { playId: PLAY_ID, seconds: 10 } });
  });

  it('sends nothing for a video that never plays', async () => {
    const { unmount } = renderHook(() =>
      usePlayRecording(fakeVideo(), { id: 1396, type: 'show', title: 'B' }, TOKEN),
    );
    await advance(WATCH_REPORT_INTERVAL_MS * 2);
    unmount();
    await flush();
    expect(calls).toHaveLength(0);
  });

  it('reports nothing without a play token: the server would not count the play', async () => {
    const video = fakeVideo();
    const { unmount } = renderHook(() => usePlayRecording(video, movie, undefined));
    video.dispatchEvent(new Event('playing'));
    await advance(WATCH_REPORT_INTERVAL_MS);
    unmount();
    await flush();
    expect(calls).toHaveLength(0);
  });
});
