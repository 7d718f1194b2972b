import type { Cache } from '../../cache/cache.ts';
import type { TDb } from '../../db/client.ts';
import { tmdbCacheNamespace, type TTmdbResource } from '../tmdb/cache-policy.ts';
import type { TAnswer } from './answer.ts';
import { answerLifetimeSeconds, movesWithActivity } from './answer-lifetimes.ts';
import { AnswerStore } from './answer-store.ts';
import { DatabaseVersions, fixedVersions, type TAnswerVersions } from './answer-versions.ts';

/** Memory for finished catalogue answers in each process (all encodings counted). */
export const ANSWER_MEMORY_BYTES = 64 * 1024 * 1024;
/** How often each instance reads the catalogue generations: an import shows within this time. */
export const GENERATION_POLL_MS = 3000;

/** The path with its query parameters sorted, so `?b=1&a=2` and `?a=2&b=1` share one answer. */
export function canonicalUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  const search = params.toString();
  return search ? `${url.slice(0, mark)}?${search}` : url.slice(0, mark);
}

/** The catalogue's finished answers, by kind and URL, under the current version of the catalogue. */
export class CatalogueAnswers {
  /** Where cache failures (Redis down, a generation read failing) are told; they only cost speed. */
  onError: (error: unknown) => void = () => {};

  constructor(
    private readonly mode: 'local' | 'tmdb',
    private readonly store: AnswerStore,
    private readonly versions: TAnswerVersions,
  ) {}

  /**
   * The cached answer for this URL, without waiting: the fast path. `limitKey` names the rating limit the
   * answer was filtered for ('all': none), each limit's answers being kept apart.
   */
  peek(resource: TTmdbResource, url: string, limitKey = 'all'): TAnswer | undefined {
    return this.store.peek(this.key(resource, url, limitKey));
  }

  /** The answer for this URL under a rating limit, from a cache or from `produce`. */
  load(
    resource: TTmdbResource,
    url: string,
    limitKey: string,
    produce: () => Promise<unknown>,
  ): Promise<TAnswer> {
    const lifetime = answerLifetimeSeconds(this.mode, resource);
    return this.store.load(this.key(resource, url, limitKey), lifetime, produce);
  }

  /** Picks up a catalogue change now rather than at the next poll. */
  refresh(): Promise<void> {
    return this.versions.refresh();
  }

  get memoryUse(): { bytes: number; answers: number } {
    return this.store.memoryUse;
  }

  close(): void {
    this.versions.close();
    this.store.clearMemory();
  }

  private key(resource: TTmdbResource, url: string, limitKey: string): string {
    const prefix = this.versions.keyPrefix(movesWithActivity(resource));
    return limitKey === 'all'
      ? prefix + canonicalUrl(url)
      : `${prefix}rated:${limitKey}:${canonicalUrl(url)}`;
  }
}

export interface TCatalogueAnswersOptions {
  mode: 'local' | 'tmdb';
  db: TDb;
  /** The shared cache, when there is one (Redis): instances then build each answer once between them. */
  shared: Cache | undefined;
  tmdbApiUrl: string;
  pollMs?: number;
  maxBytes?: number;
  /** Called when an import changed the catalogue (local mode), after the answers of the old one are dropped. */
  onCatalogueChange?: () => void;
}

/** Opens the answer cache: versioned by the database's generations in local mode, by upstream in tmdb mode. */
export async function openCatalogueAnswers(options: TCatalogueAnswersOptions): Promise<CatalogueAnswers> {
  // The answers object is made last; failures reach whatever it reports to once it exists.
  const made: { answers?: CatalogueAnswers } = {};
  const onError = (error: unknown) => made.answers?.onError(error);
  const store = new AnswerStore({
    maxBytes: options.maxBytes ?? ANSWER_MEMORY_BYTES,
    shared: options.shared,
    onSharedError: onError,
  });
  const versions =
    options.mode === 'tmdb'
      ? fixedVersions(tmdbCacheNamespace(options.tmdbApiUrl))
      : await DatabaseVersions.start(options.db, {
          pollMs: options.pollMs ?? GENERATION_POLL_MS,
          onCatalogueChange: () => {
            store.clearMemory();
            options.onCatalogueChange?.();
          },
          onError,
        });
  made.answers = new CatalogueAnswers(options.mode, store, versions);
  return made.answers;
}
