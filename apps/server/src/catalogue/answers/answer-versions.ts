import type { TDb } from '../../db/client.ts';
import { readGenerations, type TGenerations } from '../local/generation.repository.ts';

/**
 * The version part of answer cache keys. It changes whenever the answers it covers may have changed, so a
 * stale answer is simply never asked for again (and leaves the caches as they fill or expire).
 */
export interface TAnswerVersions {
  /** The key prefix of an answer; `movesWithActivity` for answers this site's plays and bookmarks move. */
  keyPrefix(movesWithActivity: boolean): string;
  /** Reads the current version now, instead of at the next poll. */
  refresh(): Promise<void>;
  close(): void;
}

/** For a catalogue nothing local changes (live TMDB): one fixed namespace, answers expire by lifetime only. */
export function fixedVersions(namespace: string): TAnswerVersions {
  const prefix = `${namespace}:answer:`;
  return { keyPrefix: () => prefix, refresh: async () => {}, close: () => {} };
}

export interface TDatabaseVersionsOptions {
  /** How often the generations are read: how long another process's import may go unnoticed. */
  pollMs: number;
  /** Called when an import changed the catalogue, to drop what memory holds for the old one. */
  onCatalogueChange?: () => void;
  onError?: (error: unknown) => void;
  now?: () => Date;
}

/**
 * Versions of the local catalogue: the generations an import or a play bumps in the database, read every
 * few seconds (one small query), and today's date, since upcoming, on the air and trending move with it.
 */
export class DatabaseVersions implements TAnswerVersions {
  private prefixes = { still: '', moving: '' };
  private catalogue: string | undefined;
  private refreshing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly db: TDb,
    private readonly options: TDatabaseVersionsOptions,
  ) {
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => options.onError?.(error));
    }, options.pollMs);
    this.timer.unref();
  }

  static async start(db: TDb, options: TDatabaseVersionsOptions): Promise<DatabaseVersions> {
    const versions = new DatabaseVersions(db, options);
    try {
      await versions.refresh();
    } catch (error) {
      versions.close();
      throw error;
    }
    return versions;
  }

  keyPrefix(movesWithActivity: boolean): string {
    return movesWithActivity ? this.prefixes.moving : this.prefixes.still;
  }

  refresh(): Promise<void> {
    this.refreshing ??= readGenerations(this.db)
      .then((generations) => this.apply(generations))
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  close(): void {
    clearInterval(this.timer);
  }

  private apply(generations: TGenerations): void {
    const day = (this.options.now?.() ?? new Date()).toISOString().slice(0, 10);
    const still = `local:${generations.catalogue}:${day}:`;
    this.prefixes = { still, moving: `${still}${generations.activity}:` };
    if (this.catalogue !== undefined && this.catalogue !== generations.catalogue) {
      this.options.onCatalogueChange?.();
    }
    this.catalogue = generations.catalogue;
  }
}
