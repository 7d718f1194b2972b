import {
  dailyAverage,
  daysSinceLaunch,
  DEFAULT_LAUNCH_DATE,
  isIsoDate,
  TOP_TITLES_COUNT,
  watchesByWeekday,
  type TSiteStats,
} from '@marquee/domain';
import { z } from 'zod';
import type { CatalogueBackend } from '../catalogue/catalogue.backend.ts';
import type { TDb } from '../db/client.ts';
import type { SiteFiles } from '../shared/site-files.ts';
import { playFigures } from './plays.repository.ts';
import { serverLoadPercent } from './server-load.ts';

/** How long counted figures are served before they are counted again (a play on this instance drops them). */
export const STATS_CACHE_MS = 60_000;

export const STATS_FILE = 'stats.json';
/** site/stats.json: facts about the site the stats page shows, the operator's to change. */
export const ZStatsFile = z.strictObject({
  launchDate: z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD').default(DEFAULT_LAUNCH_DATE),
});

export interface TSiteStatsDeps {
  db: TDb;
  catalogue: CatalogueBackend;
  siteFiles: SiteFiles;
  now?: () => Date;
  load?: () => number;
}

/** The stats page's figures, counted from our own records and kept briefly. */
export class SiteStatsService {
  private kept: { stats: TSiteStats; at: number } | undefined;
  private counting: Promise<TSiteStats> | undefined;
  /** Moves with every recorded play, so a count that started before one is not kept. */
  private version = 0;

  constructor(private readonly deps: TSiteStatsDeps) {}

  /** A play was recorded here: the next request counts again. */
  recorded(): void {
    this.kept = undefined;
    this.counting = undefined;
    this.version += 1;
  }

  async stats(): Promise<TSiteStats> {
    const now = (this.deps.now ?? (() => new Date()))();
    if (this.kept && now.getTime() - this.kept.at < STATS_CACHE_MS) return this.kept.stats;
    // Concurrent requests share one count.
    if (!this.counting) {
      const counting = this.count(now).finally(() => {
        if (this.counting === counting) this.counting = undefined;
      });
      this.counting = counting;
    }
    return this.counting;
  }

  private async count(now: Date): Promise<TSiteStats> {
    const { db, catalogue, siteFiles } = this.deps;
    const version = this.version;
    const [{ launchDate }, figures] = await Promise.all([
      siteFiles.read(STATS_FILE, ZStatsFile),
      playFigures(db, now, TOP_TITLES_COUNT),
    ]);
    const topTitles = await Promise.all(
      figures.top.map(async (entry) => ({ ...entry, title: await titleName(catalogue, entry) })),
    );
    const stats: TSiteStats = {
      launchDate,
      daysSinceLaunch: daysSinceLaunch(launchDate, now),
      titlesPlayed: figures.total,
      dailyAverage: dailyAverage(figures.total, launchDate, figures.firstPlay, now),
      totalWatchTime: figures.watchSeconds,
      activeUsers: { today: figures.activeToday, week: figures.activeWeek, month: figures.activeMonth },
      accounts: figures.accounts,
      topTitles,
      watchesByDay: watchesByWeekday(figures.byWeekday),
      serverLoad: (this.deps.load ?? serverLoadPercent)(),
      generatedAt: now.toISOString(),
    };
    if (version === this.version) this.kept = { stats, at: now.getTime() };
    return stats;
  }
}

/** A title's name from the catalogue; a title it no longer has is named by its id. */
async function titleName(
  catalogue: CatalogueBackend,
  entry: { mediaType: 'movie' | 'tv'; id: number },
): Promise<string> {
  try {
    return entry.mediaType === 'movie'
      ? (await catalogue.movieDetails(entry.id, [])).title
      : (await catalogue.tvDetails(entry.id, [])).name;
  } catch {
    return `${entry.mediaType === 'movie' ? 'Movie' : 'Series'} ${entry.id}`;
  }
}
