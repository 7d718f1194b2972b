import type { TSourceSearchBody } from '@marquee/contract';
import type { TSourceProvider, TStream } from '@marquee/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SourceProvider } from './providers/provider.ts';
import { formatEvent } from './server-sent-events.ts';
import { searchSources, withPlayToken, type TSourceEvent } from './source-chain.ts';

const request: TSourceSearchBody = {
  type: 'movie',
  title: 'M',
  releaseYear: 1931,
  tmdbId: '832',
  imdbId: null,
};

const stream = (id: string, provider: TSourceProvider): TStream => ({
  id,
  name: id,
  provider,
  type: 'hls',
  playlist: `/${id}.m3u8`,
  captions: [],
});

function provider(
  name: string,
  find: SourceProvider['find'],
  kind: TSourceProvider = 'addon',
): SourceProvider & { asked: number } {
  const step = {
    provider: kind,
    name,
    asked: 0,
    find: (...args: Parameters<SourceProvider['find']>) => {
      step.asked += 1;
      return find(...args);
    },
  };
  return step;
}
const having = (name: string, ...ids: string[]) =>
  provider(name, async () => ids.map((id) => stream(id, 'addon')));
const never = (name: string) => provider(name, () => new Promise<TStream[]>(() => {}));

async function collect(events: AsyncIterable<TSourceEvent>): Promise<TSourceEvent[]> {
  const all: TSourceEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}
const names = (events: TSourceEvent[]) =>
  events.map((e) => (e.event === 'trying' ? `trying ${e.data.name}` : e.event));

describe('the provider chain', () => {
  afterEach(() => vi.useRealTimers());
  const options = { timeoutMs: 1000, signal: new AbortController().signal };

  it('asks providers in order and stops at the first with streams', async () => {
    const a = having('A');
    const b = having('B', 'b1', 'b2');
    const c = having('C', 'c1');
    const events = await collect(searchSources([a, b, c], request, options));
    expect(names(events)).toEqual(['trying A', 'trying B', 'found']);
    expect(events[0]).toEqual({
      event: 'trying',
      data: { provider: 'addon', name: 'A', chain: ['A', 'B', 'C'] },
    });
    expect(events.at(-1)).toMatchObject({ event: 'found', data: { name: 'B' } });
    expect(events.at(-1)?.event === 'found' && events.at(-1)?.data).toMatchObject({
      streams: [{ id: '2-b1' }, { id: '2-b2' }],
    });
    expect(c.asked).toBe(0);
  });

  it('asks every provider when the request asks for all, and answers all their streams', async () => {
    const events = await collect(
      searchSources([having('A', 'x'), having('B'), having('C', 'x')], { ...request, all: true }, options),
    );
    expect(names(events)).toEqual(['trying A', 'trying B', 'trying C', 'found']);
    const found = events.at(-1);
    expect(found?.event === 'found' && found.data.streams.map((s) => s.id)).toEqual(['1-x', '3-x']);
  });

  it('answers none, naming what it tried, when no provider has a stream', async () => {
    const events = await collect(searchSources([having('A'), having('B')], request, options));
    expect(events.at(-1)).toEqual({ event: 'none', data: { tried: ['A', 'B'] } });
  });

  it('goes on to the next provider when one fails, and reports the failure', async () => {
    const failures: string[] = [];
    const broken = provider('Broken', async () => {
      throw new Error('down');
    });
    const events = await collect(
      searchSources([broken, having('B', 'b')], request, {
        ...options,
        onProviderError: (p, error) => failures.push(`${p.name}: ${(error as Error).message}`),
      }),
    );
    expect(names(events)).toEqual(['trying Broken', 'trying B', 'found']);
    expect(failures).toEqual(['Broken: down']);
  });

  it('gives up on a provider after its timeout, tells it to stop, and asks the next', async () => {
    vi.useFakeTimers();
    let stopped: unknown;
    const slow = provider('Slow', (_, { signal }) => {
      signal.addEventListener('abort', () => (stopped = signal.reason));
      return new Promise<TStream[]>(() => {});
    });
    const failures: unknown[] = [];
    const search = collect(
      searchSources([slow, never('Deaf'), having('C', 'c')], request, {
        ...options,
        timeoutMs: 5000,
        onProviderError: (_, error) => failures.push(error),
      }),
    );
    await vi.advanceTimersByTimeAsync(4999);
    expect(slow.asked).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stopped).toBeInstanceOf(Error);
    expect((stopped as Error).message).toBe('Slow did not answer within 5000 ms');
    // A provider that ignores its signal is not waited for either.
    await vi.advanceTimersByTimeAsync(5000);
    expect(names(await search)).toEqual(['trying Slow', 'trying Deaf', 'trying C', 'found']);
    expect(failures).toHaveLength(2);
  });

  it('ends within the search deadline however many providers are slow, skipping those not asked', async () => {
    vi.useFakeTimers();
    const slow = Array.from({ length: 6 }, (_, i) => never(`Slow ${i + 1}`));
    const failures: string[] = [];
    let done = false;
    const search = collect(
      searchSources(slow, request, {
        ...options,
        timeoutMs: 5000,
        searchTimeoutMs: 7000,
        onProviderError: (_, error) => failures.push((error as Error).message),
      }),
    ).finally(() => (done = true));
    await vi.advanceTimersByTimeAsync(6999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const events = await search;
    expect(names(events)).toEqual(['trying Slow 1', 'trying Slow 2', 'none']);
    expect(events.at(-1)).toEqual({ event: 'none', data: { tried: ['Slow 1', 'Slow 2'] } });
    expect(failures).toEqual(['Slow 1 did not answer within 5000 ms', 'The search ran out of its 7000 ms']);
    expect(slow.slice(2).every((p) => p.asked === 0)).toBe(true);
  });

  it('answers what it found by the search deadline when asked for all', async () => {
    vi.useFakeTimers();
    const search = collect(
      searchSources(
        [having('A', 'a'), never('Slow'), having('C', 'c')],
        { ...request, all: true },
        {
          ...options,
          timeoutMs: 5000,
          searchTimeoutMs: 3000,
        },
      ),
    );
    await vi.advanceTimersByTimeAsync(3000);
    const events = await search;
    expect(names(events)).toEqual(['trying A', 'trying Slow', 'found']);
    expect(events.at(-1)).toMatchObject({ event: 'found', data: { name: 'A', streams: [{ id: '1-a' }] } });
  });

  it('stops asking when the caller goes away', async () => {
    const caller = new AbortController();
    const b = having('B', 'b');
    const a = provider('A', () => {
      caller.abort();
      return new Promise<TStream[]>(() => {});
    });
    const events = await collect(searchSources([a, b], request, { ...options, signal: caller.signal }));
    expect(names(events)).toEqual(['trying A']);
    expect(b.asked).toBe(0);
  });

  it('writes each event as event and data lines and a blank line', () => {
    expect(formatEvent({ event: 'none', data: { tried: ['A', 'line\nbreak'] } })).toBe(
      'event: none\ndata: {"tried":["A","line\\nbreak"]}\n\n',
    );
  });
});

describe('the play token of a search', () => {
  async function* events(): AsyncGenerator<TSourceEvent> {
    yield { event: 'trying', data: { provider: 'demo', name: 'Demo', chain: ['Demo'] } };
    yield { event: 'found', data: { provider: 'demo', name: 'Demo', streams: [stream('a', 'demo')] } };
  }

  it('goes into the found event only', async () => {
    const made = await collect(
      withPlayToken(
        events(),
        async () => 'token',
        () => undefined,
      ),
    );
    expect(made.map((event) => ('playToken' in event.data ? event.data.playToken : undefined))).toEqual([
      undefined,
      'token',
    ]);
  });

  it('is left out when it cannot be made, and the streams still go out', async () => {
    const errors: unknown[] = [];
    const failing = async () => {
      throw new Error('database busy');
    };
    const made = await collect(withPlayToken(events(), failing, (error) => errors.push(error)));
    expect(made[1]).toEqual({
      event: 'found',
      data: { provider: 'demo', name: 'Demo', streams: [stream('a', 'demo')] },
    });
    expect(errors).toHaveLength(1);
  });
});
