import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SOURCE_PROGRESS_CYCLE_MS,
  SOURCE_RETRIES_MOVIE,
  SOURCE_RETRIES_SERIES,
  SOURCE_RETRY_DELAY_MS,
  type TStreamRequest,
} from '@marquee/domain';
import {
  answerFound,
  answerNone,
  demoStream,
  FAKE_PLAY_TOKEN,
  fakeSourceFetch,
  sse,
} from './fake-source-search.ts';
import { useSourceSearch, type TSourceSearchOptions } from './use-source-search.ts';

const movie: TStreamRequest = { type: 'movie', title: 'M', releaseYear: 1931, tmdbId: '832', imdbId: null };
const other: TStreamRequest = { ...movie, title: 'Metropolis', tmdbId: '19' };
const chain = ['Library', 'Open Films', 'Demo stream'];

/** Lets fetch, the answer's stream and React settle (no time passes). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderSearch(request: TStreamRequest | undefined, options: TSourceSearchOptions = {}) {
  return renderHook(({ request: current }) => useSourceSearch(current, options), {
    initialProps: { request },
  });
}

describe('useSourceSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays idle until started when not automatic', async () => {
    const calls = fakeSourceFetch((_, answer) => answerFound(answer, chain));
    const { result } = renderSearch(movie);
    await wait(5000);
    expect(result.current.status).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('posts the stream request and exposes the streams found, who found them and the play token', async () => {
    const calls = fakeSourceFetch((_, answer) => answerFound(answer, chain));
    const { result } = renderSearch(movie, { auto: true });
    expect(result.current.status).toBe('searching');
    await settle();
    // With the browser's viewer number, which the play token is given for.
    const viewer = (JSON.parse(window.localStorage.getItem('viewer-id') ?? 'null') as { id: string }).id;
    expect(calls.map((c) => [c.url, c.body])).toEqual([['/api/sources/search', { ...movie, viewer }]]);
    expect(result.current).toMatchObject({
      status: 'found',
      provider: 'Demo stream',
      streams: [demoStream],
      playToken: FAKE_PLAY_TOKEN,
    });
  });

  it('names the provider being asked, and cycles through the chain every 4 s while it answers', async () => {
    const calls = fakeSourceFetch(() => undefined);
    const { result } = renderSearch(movie, { auto: true });
    await settle();
    const { answer } = calls[0]!;
    answer.push(sse('trying', { provider: 'library', name: 'Library', chain }));
    await settle();
    expect(result.current.provider).toBe('Library');
    await wait(SOURCE_PROGRESS_CYCLE_MS - 1);
    expect(result.current.provider).toBe('Library');
    await wait(1);
    expect(result.current.provider).toBe('Open Films');
    await wait(SOURCE_PROGRESS_CYCLE_MS);
    expect(result.current.provider).toBe('Demo stream');
    await wait(SOURCE_PROGRESS_CYCLE_MS);
    expect(result.current.provider).toBe('Library');
    // The server moving on restarts the cycle from the provider it names.
    await wait(SOURCE_PROGRESS_CYCLE_MS / 2);
    answer.push(sse('trying', { provider: 'addon', name: 'Open Films', chain }));
    await settle();
    expect(result.current.provider).toBe('Open Films');
    await wait(SOURCE_PROGRESS_CYCLE_MS - 1);
    expect(result.current.provider).toBe('Open Films');
    await wait(1);
    expect(result.current.provider).toBe('Demo stream');
    answer.push(sse('found', { provider: 'demo', name: 'Demo stream', streams: [demoStream] }));
    answer.end();
    await settle();
    await wait(SOURCE_PROGRESS_CYCLE_MS * 2);
    expect(result.current).toMatchObject({ status: 'found', provider: 'Demo stream' });
  });

  it('retries a search no user started up to 4 times, 400 ms apart, then fails (series and episode pages)', async () => {
    const calls = fakeSourceFetch((_, answer) => answerNone(answer, chain));
    const { result } = renderSearch(movie, { auto: true, retries: SOURCE_RETRIES_SERIES });
    await settle();
    expect(calls).toHaveLength(1);
    for (let retry = 1; retry <= SOURCE_RETRIES_SERIES; retry += 1) {
      await wait(SOURCE_RETRY_DELAY_MS - 1);
      expect(calls).toHaveLength(retry);
      expect(result.current.status).toBe('searching');
      await wait(1);
      expect(calls).toHaveLength(retry + 1);
    }
    expect(result.current).toMatchObject({ status: 'failed', isUserStarted: false, streams: [] });
    await wait(SOURCE_RETRY_DELAY_MS * 5);
    expect(calls).toHaveLength(SOURCE_RETRIES_SERIES + 1);
  });

  it('does not retry a search a user started on a series page', async () => {
    const calls = fakeSourceFetch((_, answer) => answerNone(answer, chain));
    const { result } = renderSearch(movie, { retries: SOURCE_RETRIES_SERIES });
    act(() => result.current.start());
    expect(result.current.status).toBe('searching');
    await settle();
    await wait(SOURCE_RETRY_DELAY_MS * 5);
    expect(calls).toHaveLength(1);
    expect(result.current).toMatchObject({ status: 'failed', isUserStarted: true });
  });

  it("retries a movie's Watch up to 3 times, 400 ms apart, and stops at the first that finds", async () => {
    const calls = fakeSourceFetch((index, answer) =>
      index < 2 ? answerNone(answer, chain) : answerFound(answer, chain),
    );
    const { result } = renderSearch(movie, {
      retries: SOURCE_RETRIES_MOVIE,
      userRetries: SOURCE_RETRIES_MOVIE,
    });
    act(() => result.current.start());
    await settle();
    await wait(SOURCE_RETRY_DELAY_MS);
    expect(result.current.status).toBe('searching');
    await wait(SOURCE_RETRY_DELAY_MS);
    expect(calls).toHaveLength(3);
    expect(result.current).toMatchObject({ status: 'found', isUserStarted: true, streams: [demoStream] });
  });

  it("fails a movie's Watch after 3 retries", async () => {
    const calls = fakeSourceFetch((_, answer) => answerNone(answer, chain));
    const { result } = renderSearch(movie, { userRetries: SOURCE_RETRIES_MOVIE });
    act(() => result.current.start());
    await settle();
    await wait(SOURCE_RETRY_DELAY_MS * SOURCE_RETRIES_MOVIE);
    expect(calls).toHaveLength(SOURCE_RETRIES_MOVIE + 1);
    expect(result.current.status).toBe('failed');
  });

  it('counts a refused request and an answer cut short as failures, and retries them', async () => {
    const calls = fakeSourceFetch((index, answer) => {
      if (index === 0) return Response.json({ error: 'Invalid request' }, { status: 400 });
      if (index === 1) {
        answer.push(sse('trying', { provider: 'demo', name: 'Demo stream', chain: ['Demo stream'] }));
        answer.end();
        return undefined;
      }
      answerFound(answer, ['Demo stream']);
    });
    const { result } = renderSearch(movie, { auto: true, retries: 2 });
    await settle();
    await wait(SOURCE_RETRY_DELAY_MS);
    expect(result.current.status).toBe('searching');
    await wait(SOURCE_RETRY_DELAY_MS);
    expect(calls).toHaveLength(3);
    expect(result.current.status).toBe('found');
  });

  it('reads events split anywhere across chunks', async () => {
    const whole =
      sse('trying', { provider: 'demo', name: 'Demo stream', chain: ['Demo stream'] }) +
      sse('found', { provider: 'demo', name: 'Demo stream', streams: [demoStream] });
    fakeSourceFetch((_, answer) => {
      for (let i = 0; i < whole.length; i += 7) answer.push(whole.slice(i, i + 7));
      answer.end();
    });
    const { result } = renderSearch(movie, { auto: true });
    await settle();
    expect(result.current).toMatchObject({ status: 'found', streams: [demoStream] });
  });

  it('a new request stops the old search and starts over', async () => {
    const calls = fakeSourceFetch((index, answer) => (index === 0 ? undefined : answerFound(answer, chain)));
    const { result, rerender } = renderSearch(movie, { auto: true });
    await settle();
    rerender({ request: other });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(result.current.status).toBe('searching');
    await settle();
    expect(calls[1]!.body).toMatchObject(other);
    expect(result.current.status).toBe('found');
  });

  it('stops searching when the page goes away', async () => {
    const calls = fakeSourceFetch(() => undefined);
    const { unmount } = renderSearch(movie, { auto: true });
    await settle();
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('without a request nothing starts', async () => {
    const calls = fakeSourceFetch((_, answer) => answerFound(answer, chain));
    const { result } = renderSearch(undefined, { auto: true });
    act(() => result.current.start());
    await wait(1000);
    expect(result.current.status).toBe('idle');
    expect(calls).toHaveLength(0);
  });
});
