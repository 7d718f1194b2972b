import { useCallback, useEffect, useRef, useState } from 'react';
import { SOURCE_RETRY_DELAY_MS, type TStreamRequest } from '@marquee/domain';

// The one way a page asks for video sources (spec §4 "Title page loading"). Watch, Download, play buttons and
// play=true all go through useSourceSearch; how sources are found is `findSources` below.

export type TSourceSearchStatus = 'idle' | 'searching' | 'found' | 'failed';

export interface TSourceSearchOptions {
  /** Start as soon as there is a request, and again whenever it changes (series and episode pages; play=true). */
  auto?: boolean;
  /** Automatic retries, SOURCE_RETRY_DELAY_MS apart, of a failed search that no user started (3 movie, 4 series). */
  retries?: number;
}

export interface TSourceSearch {
  status: TSourceSearchStatus;
  /** The provider being asked while searching, or the one that found the streams. */
  provider?: string;
  /** What was found (streams of accounts-and-services.md §3); empty unless found. */
  streams: unknown[];
  /** Whether the latest search was started by `start()` (a user's click) rather than automatically. */
  isUserStarted: boolean;
  /** Starts the search again on a user's action; its failure is not retried. */
  start(): void;
}

interface TFound {
  provider: string;
  streams: unknown[];
}

/**
 * Asks for sources of one request; `onProgress` names each provider as it is tried. Resolves undefined when none
 * has any. Until the provider chain of issue #9 answers, no source is ever found.
 */
function findSources(
  request: TStreamRequest,
  signal: AbortSignal,
  onProgress: (provider: string) => void,
): Promise<TFound | undefined> {
  void request;
  void signal;
  void onProgress;
  return Promise.resolve(undefined);
}

interface TState {
  /** The request (as its JSON) this state belongs to: a state of another request reads as idle. */
  key: string | undefined;
  status: TSourceSearchStatus;
  provider?: string;
  streams: unknown[];
  isUserStarted: boolean;
}

interface TRun {
  abort: AbortController;
  timer?: ReturnType<typeof setTimeout>;
}

/** The source search of a title page for `request` (undefined while the page has no request to make). */
export function useSourceSearch(
  request: TStreamRequest | undefined,
  options: TSourceSearchOptions = {},
): TSourceSearch {
  const { auto = false, retries = 0 } = options;
  const key = request ? JSON.stringify(request) : undefined;
  const [state, setState] = useState<TState>({
    key: undefined,
    status: 'idle',
    streams: [],
    isUserStarted: false,
  });
  const run = useRef<TRun | undefined>(undefined);

  const stop = useCallback(() => {
    run.current?.abort.abort();
    clearTimeout(run.current?.timer);
    run.current = undefined;
  }, []);

  const search = useCallback(
    (isUserStarted: boolean) => {
      if (key === undefined) return;
      const current = JSON.parse(key) as TStreamRequest;
      stop();
      const thisRun: TRun = { abort: new AbortController() };
      const { signal } = thisRun.abort;
      run.current = thisRun;
      const settle = (found: TFound | undefined, retriesLeft: number) => {
        if (signal.aborted) return;
        if (found) {
          setState({ key, status: 'found', provider: found.provider, streams: found.streams, isUserStarted });
        } else if (!isUserStarted && retriesLeft > 0) {
          thisRun.timer = setTimeout(() => attempt(retriesLeft - 1), SOURCE_RETRY_DELAY_MS);
        } else {
          setState({ key, status: 'failed', streams: [], isUserStarted });
        }
      };
      const attempt = (retriesLeft: number) => {
        findSources(current, signal, (provider) => {
          if (!signal.aborted) setState({ key, status: 'searching', provider, streams: [], isUserStarted });
        }).then(
          (found) => settle(found, retriesLeft),
          () => settle(undefined, retriesLeft),
        );
      };
      attempt(isUserStarted ? 0 : retries);
    },
    [key, retries, stop],
  );

  useEffect(() => {
    if (auto) search(false);
    return stop;
  }, [auto, search, stop]);

  // An automatic search reads as searching until it settles (below); a user's restart says so at once.
  const start = useCallback(() => {
    if (key === undefined) return;
    setState({ key, status: 'searching', streams: [], isUserStarted: true });
    search(true);
  }, [key, search]);
  const current: TState =
    state.key === key
      ? state
      : { key, status: auto && key !== undefined ? 'searching' : 'idle', streams: [], isUserStarted: false };
  return {
    status: current.status,
    ...(current.provider !== undefined ? { provider: current.provider } : {}),
    streams: current.streams,
    isUserStarted: current.isUserStarted,
    start,
  };
}
