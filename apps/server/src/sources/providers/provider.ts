import type { TSourceSearchBody } from '@marquee/contract';
import type { TSourceProvider, TStream } from '@marquee/domain';

/** What a provider is told besides the stream request. */
export interface TSearchContext {
  /** Aborted when the provider's time is up or the caller went away. */
  signal: AbortSignal;
  /** The Ui-Token header of the request (the 4K token), when sent. */
  uiToken: string | undefined;
}

/**
 * One step of the provider chain: asked for the streams of a movie or an episode, it answers the playable
 * ones it has (none is an empty list). A failure counts as none; the chain logs it and goes on.
 */
export interface SourceProvider {
  readonly provider: TSourceProvider;
  /** What the progress text shows while it is asked. */
  readonly name: string;
  find(request: TSourceSearchBody, context: TSearchContext): Promise<TStream[]>;
}
