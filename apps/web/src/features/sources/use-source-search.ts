import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SOURCE_PROGRESS_CYCLE_MS,
  SOURCE_RETRY_DELAY_MS,
  type TStream,
  type TStreamRequest,
} from '@marquee/domain';
import { findSources, type TFoundSources, type TSourceProgress } from './find-sources.ts';

// The one way a page asks for video sources. Watch, Download, play buttons and
// play=true all go through useSourceSearch; find-sources.ts asks the server's provider chain.

export type TSourceSearchStatus = 'idle' | 'searching' | 'found' | 'failed';

export interface TSourceSearchOptions {
  /** Start as soon as there is a request, and again whenever it changes (series and episode pages; play=true). */
  auto?: boolean;
  /** Automatic retries, SOURCE_RETRY_DELAY_MS apart, of a failed search that no user started (3 movie, 4 series). */
  retries?: number;
  /**
   * Automatic retries of a failed search a user started (the movie page's Watch and Download: 3); none unless
   * given, as series and episode pages retry only before any click.
   */
  userRetries?: number;
}

export interface TSourceSearch {
  status: TSourceSearchStatus;
  /**
   * While searching, the provider the progress text names: the one the server is asking, then every 4 s the
   * next of the chain (progress text cycles through server names); once found, the one that found them.
   */
  provider?: string;
  /** What was found, for the player and the download panel. */
  streams: TStream[];
  /** The play token the search gave with them, for the player's play report. */
  playToken?: string;
  /** Whether the latest search was started by `start()` (a user's click) rather than automatically. */
  isUserStarted: boolean;
  /** Starts the search again on a user's action; its failure is retried only `userRetries` times. */
  start(): void;
}

interface TState {
  /** The request (as its JSON) this state belongs to: a state of another request reads as idle. */
  key: string | undefined;
  status: TSourceSearchStatus;
  provider?: string;
  streams: TStream[];
  playToken?: string;
  isUserStarted: boolean;
  /** The chain's provider names and which the progress text shows. */
  chain?: string[];
  index?: number;
  /** Counts progress events, so the 4 s cycle restarts at each. */
  progressCount?: number;
}

/** The next provider name of the progress text, every SOURCE_PROGRESS_CYCLE_MS while searching. */
function cycle(state: TState): TState {
  if (state.status !== 'searching' || !state.chain?.length) return state;
  const index = ((state.index ?? 0) + 1) % state.chain.length;
  return { ...state, index, provider: state.chain[index] };
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
  const { auto = false, retries = 0, userRetries = 0 } = options;
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
      const settle = (found: TFoundSources | undefined, retriesLeft: number) => {
        if (signal.aborted) return;
        if (found && found.streams.length > 0) {
          const { provider, streams, playToken } = found;
          setState({
            key,
            status: 'found',
            provider,
            streams,
            isUserStarted,
            ...(playToken ? { playToken } : {}),
          });
        } else if (retriesLeft > 0) {
          thisRun.timer = setTimeout(() => attempt(retriesLeft - 1), SOURCE_RETRY_DELAY_MS);
        } else {
          setState({ key, status: 'failed', streams: [], isUserStarted });
        }
      };
      const attempt = (retriesLeft: number) => {
        const onProgress = ({ name, chain }: TSourceProgress) => {
          if (signal.aborted) return;
          setState((previous) => ({
            key,
            status: 'searching',
            provider: name,
            streams: [],
            isUserStarted,
            chain,
            index: Math.max(0, chain.indexOf(name)),
            progressCount: (previous.progressCount ?? 0) + 1,
          }));
        };
        findSources(current, { signal, onProgress }).then(
          (found) => settle(found, retriesLeft),
          () => settle(undefined, retriesLeft),
        );
      };
      attempt(isUserStarted ? userRetries : retries);
    },
    [key, retries, userRetries, stop],
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

  const isCycling = current.status === 'searching' && (current.chain?.length ?? 0) > 1;
  useEffect(() => {
    if (!isCycling) return;
    const timer = setInterval(() => setState(cycle), SOURCE_PROGRESS_CYCLE_MS);
    return () => clearInterval(timer);
  }, [isCycling, current.progressCount]);
  return {
    status: current.status,
    ...(current.provider !== undefined ? { provider: current.provider } : {}),
    streams: current.streams,
    ...(current.playToken !== undefined ? { playToken: current.playToken } : {}),
    isUserStarted: current.isUserStarted,
    start,
  };
}
