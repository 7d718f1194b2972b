import type { TSourceSearchBody } from '@marquee/contract';
import type { TSourceEventName, TSourceEvents, TStream } from '@marquee/domain';
import type { SourceProvider } from './providers/provider.ts';

export type TSourceEvent = {
  [K in TSourceEventName]: { event: K; data: TSourceEvents[K] };
}[TSourceEventName];

export interface TChainOptions {
  /** How long one provider may take; then it is abandoned and the next one asked. */
  timeoutMs: number;
  /** How long the whole search may take; then it ends with what it found, and providers not asked are skipped. */
  searchTimeoutMs?: number | undefined;
  /** Aborted when the caller went away: the search stops. */
  signal: AbortSignal;
  uiToken?: string | undefined;
  /** Told about each provider that failed or ran out of time (the search goes on without it). */
  onProviderError?: (provider: SourceProvider, error: unknown) => void;
}

export class ProviderTimeoutError extends Error {
  constructor(provider: SourceProvider, timeoutMs: number) {
    super(`${provider.name} did not answer within ${timeoutMs} ms`);
  }
}

export class SearchTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The search ran out of its ${timeoutMs} ms`);
  }
}

/** The provider's streams, or a rejection when it fails, runs out of time or the search is abandoned. */
async function askProvider(
  provider: SourceProvider,
  request: TSourceSearchBody,
  options: TChainOptions,
  /** Aborted when the caller went away or the whole search ran out of time. */
  ended: AbortSignal,
): Promise<TStream[]> {
  const stop = new AbortController();
  const timer = setTimeout(
    () => stop.abort(new ProviderTimeoutError(provider, options.timeoutMs)),
    options.timeoutMs,
  );
  const onEnded = () => stop.abort(ended.reason);
  if (ended.aborted) onEnded();
  ended.addEventListener('abort', onEnded, { once: true });
  try {
    // A provider that ignores its signal is not waited for: the race ends at the abort either way.
    const abandoned = new Promise<never>((_, reject) => {
      stop.signal.addEventListener('abort', () => reject(stop.signal.reason as Error), { once: true });
    });
    return await Promise.race([
      provider.find(request, { signal: stop.signal, uiToken: options.uiToken }),
      abandoned,
    ]);
  } finally {
    clearTimeout(timer);
    ended.removeEventListener('abort', onEnded);
    stop.abort();
  }
}

/** A signal aborted when `signal` is, or after `timeoutMs` (with a SearchTimeoutError); `clear` stops the clock. */
function withDeadline(signal: AbortSignal, timeoutMs: number | undefined) {
  const ended = new AbortController();
  const onAbort = () => ended.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => ended.abort(new SearchTimeoutError(timeoutMs)), timeoutMs);
  // A search its caller left is not cleared: its clock runs out unheard, and keeps no process alive.
  timer?.unref();
  return {
    signal: ended.signal,
    clear() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * The provider chain: asks each provider in order, announcing it (`trying`), and ends with
 * `found` at the first that has playable streams, or, when the request asks for `all`, with every provider's
 * streams; `none` when no provider has any. Stream ids are made unique across providers. However many
 * providers are slow, the search ends within `searchTimeoutMs`, with what it found by then.
 */
export async function* searchSources(
  providers: readonly SourceProvider[],
  request: TSourceSearchBody,
  options: TChainOptions,
): AsyncGenerator<TSourceEvent> {
  const chain = providers.map((p) => p.name);
  const tried: string[] = [];
  const collected: TStream[] = [];
  let first: SourceProvider | undefined;
  const search = withDeadline(options.signal, options.searchTimeoutMs);
  for (const [index, provider] of providers.entries()) {
    if (options.signal.aborted) return;
    if (search.signal.aborted) break;
    yield { event: 'trying', data: { provider: provider.provider, name: provider.name, chain } };
    tried.push(provider.name);
    let streams: TStream[] = [];
    try {
      streams = await askProvider(provider, request, options, search.signal);
    } catch (error) {
      if (options.signal.aborted) return;
      options.onProviderError?.(provider, error);
    }
    if (streams.length === 0) continue;
    first ??= provider;
    collected.push(...streams.map((stream) => ({ ...stream, id: `${index + 1}-${stream.id}` })));
    if (!request.all) break;
  }
  search.clear();
  if (first) {
    yield { event: 'found', data: { provider: first.provider, name: first.name, streams: collected } };
  } else {
    yield { event: 'none', data: { tried } };
  }
}

/**
 * The search's events with a play token in its `found` event (made only then). A token that cannot be made
 * leaves it out: a play that will not be counted must not stop the playing.
 */
export async function* withPlayToken(
  events: AsyncIterable<TSourceEvent>,
  playToken: () => Promise<string | undefined>,
  onError: (error: unknown) => void,
): AsyncGenerator<TSourceEvent> {
  for await (const event of events) {
    if (event.event !== 'found') {
      yield event;
      continue;
    }
    const token = await playToken().catch((error: unknown) => {
      onError(error);
      return undefined;
    });
    yield token ? { event: 'found', data: { ...event.data, playToken: token } } : event;
  }
}
