import { setTimeout as sleep } from 'node:timers/promises';
import type { TDb } from '../db/client.ts';
import { importCatalogue, parseImportFile, todayIso } from '../catalogue/local/import-catalogue.ts';
import { UpstreamError } from '../shared/errors.ts';
import type { SeriesRefreshRepository } from './series-refresh.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A followed series is asked of TMDB at most once a day. */
export const SERIES_REFRESH_EVERY_MS = DAY_MS;
/** How often the job looks for series due (in the background, never on a page view). */
const ROUND_EVERY_MS = 15 * 60 * 1000;
/**
 * TMDB calls one round may spend, one after another and at least CALL_GAP_MS apart: at most 160 an hour, a
 * small share of TMDB's per-address limit (about 40 a second) that visitors' own catalogue calls also use.
 */
const CALLS_PER_ROUND = 40;
const CALL_GAP_MS = 250;
/** A series costs its details and at most this many seasons. */
const MAX_SEASONS = 3;

interface TSeasonRef {
  season_number?: unknown;
}

/** The part of TMDB's series details that says which seasons to ask for. */
export interface TSeriesOutline {
  seasons?: TSeasonRef[];
  last_episode_to_air?: TSeasonRef | null;
  next_episode_to_air?: TSeasonRef | null;
}

const seasonOf = (ref: TSeasonRef | null | undefined) =>
  typeof ref?.season_number === 'number' && Number.isSafeInteger(ref.season_number) && ref.season_number >= 0
    ? ref.season_number
    : undefined;

/**
 * The seasons whose air dates can change: the one of the last episode aired, the one of the next episode
 * and the newest regular season (TMDB lists a season before its episodes have dates). Older seasons are done.
 */
export function seasonsToAsk(details: TSeriesOutline): number[] {
  const regular = (details.seasons ?? []).map(seasonOf).filter((n): n is number => n !== undefined && n > 0);
  const newest = regular.length ? Math.max(...regular) : undefined;
  const wanted = [seasonOf(details.last_episode_to_air), seasonOf(details.next_episode_to_air), newest];
  return [...new Set(wanted.filter((n): n is number => n !== undefined))].slice(0, MAX_SEASONS);
}

export interface TSeriesRefreshOptions {
  db: TDb;
  repository: SeriesRefreshRepository;
  /** TMDB's GET (the catalogue's client, with its timeout and its retries of rate-limited calls). */
  get: (path: string) => Promise<unknown>;
  now: () => number;
  /** How often a round starts; 0 runs rounds only when asked (tests). */
  intervalMs?: number;
  callsPerRound?: number;
  callGapMs?: number;
  logger?: { warn: (details: object, message: string) => void };
}

export interface TRefreshRound {
  refreshed: number[];
  failed: number[];
  calls: number;
}

/**
 * In `tmdb` mode, keeps the air dates of followed series in our database, which the calendar, Up Next, the
 * bell and the feed read: each followed series is asked of TMDB at most once a day, within a budget of calls
 * per round. A failing TMDB ends the round and leaves the stored dates as they were.
 */
export class SeriesRefresher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<TRefreshRound> | undefined;

  constructor(private readonly options: TSeriesRefreshOptions) {}

  start(): void {
    const every = this.options.intervalMs ?? ROUND_EVERY_MS;
    if (every <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.runQuietly(), every);
    this.timer.unref();
    void this.runQuietly();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One round now (or the one already under way). */
  refreshDue(): Promise<TRefreshRound> {
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async runQuietly(): Promise<void> {
    await this.refreshDue().catch((error: unknown) =>
      this.options.logger?.warn({ err: error }, 'followed series could not be refreshed this round'),
    );
  }

  private async round(): Promise<TRefreshRound> {
    const { repository, now } = this.options;
    const budget = this.options.callsPerRound ?? CALLS_PER_ROUND;
    const result: TRefreshRound = { refreshed: [], failed: [], calls: 0 };
    const followed = await repository.followedSeries();
    const dueBefore = now() - SERIES_REFRESH_EVERY_MS;
    for (const seriesId of await repository.due(followed, dueBefore, budget)) {
      if (result.calls + 1 + MAX_SEASONS > budget) break;
      const claimedAt = now();
      const claim = await repository.claim(seriesId, claimedAt, dueBefore);
      if (!claim.claimed) continue;
      try {
        await this.refresh(seriesId, result, claimedAt);
        result.refreshed.push(seriesId);
      } catch (error) {
        result.failed.push(seriesId);
        if (error instanceof UpstreamError) {
          // TMDB is down or refusing us: ask again next round, and spend nothing more now.
          await repository.release(seriesId, claimedAt, claim.before);
          this.options.logger?.warn(
            { err: error, seriesId },
            'TMDB failed; followed series left as they were',
          );
          break;
        }
        // Anything else (gone from TMDB, an answer we cannot read) is asked again tomorrow.
        this.options.logger?.warn({ err: error, seriesId }, 'a followed series could not be refreshed');
      }
    }
    return result;
  }

  private async refresh(seriesId: number, result: TRefreshRound, now: number): Promise<void> {
    const details = (await this.call(`/tv/${seriesId}`, result)) as TSeriesOutline & { seasons?: object[] };
    const asked = new Map<number, unknown>();
    for (const season of seasonsToAsk(details)) {
      asked.set(season, await this.call(`/tv/${seriesId}/season/${season}`, result));
    }
    const seasons = (details.seasons ?? []).map((summary) => {
      const number = seasonOf(summary);
      return number !== undefined && asked.has(number) ? asked.get(number) : summary;
    });
    const file = parseImportFile({ tv: [{ ...details, seasons }] }, `TMDB's series ${seriesId}`);
    await importCatalogue(this.options.db, file, todayIso(new Date(now)));
  }

  private async call(path: string, result: TRefreshRound): Promise<unknown> {
    const gap = this.options.callGapMs ?? CALL_GAP_MS;
    if (result.calls > 0 && gap > 0) await sleep(gap);
    result.calls += 1;
    return this.options.get(path);
  }
}
