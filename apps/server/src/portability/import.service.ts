import type { ZImportResult } from '@marquee/contract';
import { ZMarqueeImportFile } from '@marquee/contract';
import {
  bookmarkKey,
  buildImportData,
  countImportChanges,
  followKey,
  ImportFileError,
  MAX_PROFILES,
  mergeBookmarks,
  mergeFollows,
  mergeWatchHistory,
  newerSettings,
  parseLetterboxdExport,
  parseMovieWebBackup,
  parseTraktExport,
  profileNameKey,
  type TBookmark,
  type TExportedRating,
  type TFollow,
  type TImportCounts,
  type TImportItem,
  type TSettingsRecord,
  type TWatchHistory,
} from '@marquee/domain';
import type { z } from 'zod';
import type { TSignedIn } from '../accounts/sessions.ts';
import type { ProfilesRepository } from '../profiles/profiles.repository.ts';
import { ConflictError } from '../shared/errors.ts';
import type { SyncRepository } from '../sync/sync.repository.ts';
import type { FollowsRepository } from '../up-next/follows.repository.ts';
import { readImportFile, type TImportFormat, type TImportSource } from './import-files.ts';
import type { TitleMatcher } from './title-matcher.ts';

export type TImportResult = z.output<typeof ZImportResult>;

/** How many unmatched titles the preview lists (the total is given too). */
const UNMATCHED_LISTED = 500;

/** A profile's user ratings: read, and merged in like bookmarks. */
export interface TRatingsStore {
  ratings(profileId: number): Promise<TExportedRating[]>;
  syncRatings(profileId: number, incoming: readonly TExportedRating[]): Promise<unknown>;
}

/** What an import brings to one profile (an existing one, or one it makes from the file). */
interface TProfileImport {
  profileId: number | undefined;
  create?: Parameters<ProfilesRepository['create']>[1];
  bookmarks: TBookmark[];
  history: TWatchHistory;
  follows: TFollow[];
  ratings: TExportedRating[];
  settings: TSettingsRecord | null;
}

const ratingKey = (entry: TExportedRating) => `${entry.mediaType}:${entry.mediaId}`;
const keyed = <T>(list: readonly T[], keyOf: (entry: T) => string) => new Map(list.map((e) => [keyOf(e), e]));
const emptyCounts = (): TImportCounts => ({ added: 0, updated: 0, skipped: 0 });
const addCounts = (a: TImportCounts, b: TImportCounts): TImportCounts => ({
  added: a.added + b.added,
  updated: a.updated + b.updated,
  skipped: a.skipped + b.skipped,
});

export interface TImportDeps {
  sync: SyncRepository;
  follows: FollowsRepository;
  profiles: ProfilesRepository;
  matcher: TitleMatcher;
  ratings?: TRatingsStore | undefined;
}

/**
 * Imports a file into an account: read and checked whole first (a bad file writes nothing), its titles matched,
 * then merged per profile by the sync's own rules (newest wins per key, removals stay), so a second import of
 * the same file changes nothing. A dry run counts what the merge would change and writes nothing.
 */
export class ImportService {
  constructor(private readonly deps: TImportDeps) {}

  async run(
    signedIn: TSignedIn,
    activeProfileId: number,
    bytes: Buffer,
    options: { dryRun: boolean; format?: TImportFormat | undefined; filename?: string | undefined },
  ): Promise<TImportResult> {
    const source = await readImportFile(bytes, options);
    const { imports, unmatched } =
      source.format === 'marquee'
        ? {
            imports: await this.marqueeProfiles(signedIn.userId, activeProfileId, source.json),
            unmatched: [],
          }
        : await this.foreignImport(activeProfileId, source);
    const counts = {
      bookmarks: emptyCounts(),
      history: emptyCounts(),
      ratings: emptyCounts(),
      follows: emptyCounts(),
      settings: emptyCounts(),
      profiles: emptyCounts(),
    };
    for (const target of imports) {
      const profileCounts = await this.count(target);
      for (const kind of ['bookmarks', 'history', 'ratings', 'follows', 'settings'] as const) {
        counts[kind] = addCounts(counts[kind], profileCounts[kind]);
      }
      counts.profiles[target.profileId === undefined ? 'added' : 'skipped'] += 1;
    }
    if (!options.dryRun) {
      for (const target of imports) await this.apply(signedIn.userId, target);
    }
    return {
      dryRun: options.dryRun,
      format: source.format,
      counts,
      unmatched: unmatched.slice(0, UNMATCHED_LISTED),
      unmatchedTotal: unmatched.length,
    };
  }

  private async foreignImport(
    profileId: number,
    source: Exclude<TImportSource, { format: 'marquee' }>,
  ): Promise<{ imports: TProfileImport[]; unmatched: string[] }> {
    const items: TImportItem[] =
      source.format === 'trakt'
        ? parseTraktExport(source.files)
        : source.format === 'letterboxd'
          ? parseLetterboxdExport(source.files)
          : parseMovieWebBackup(source.json);
    const matchOf = await this.deps.matcher.match(items.map((item) => item.title));
    const { data, unmatched } = buildImportData(items, matchOf);
    return { imports: [{ profileId, ...data, follows: [], settings: null }], unmatched };
  }

  /**
   * An account's export goes back into the profiles of the same names (made when missing); a visitor's (no
   * account, one profile) into the active profile.
   */
  private async marqueeProfiles(
    userId: number,
    activeProfileId: number,
    json: unknown,
  ): Promise<TProfileImport[]> {
    const parsed = ZMarqueeImportFile.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
      throw new ImportFileError(
        `This Marquee export cannot be read: ${issue?.message ?? 'invalid'}${where}.`,
      );
    }
    const isVisitorExport = (json as { account?: unknown }).account === null;
    const existing = await this.deps.profiles.list(userId);
    const imports = parsed.data.profiles.map((profile, index): TProfileImport => {
      const data = {
        bookmarks: profile.bookmarks,
        history: profile.history,
        follows: profile.follows,
        ratings: profile.ratings,
        settings: profile.settings,
      };
      if (isVisitorExport && index === 0) return { profileId: activeProfileId, ...data };
      const same = existing.find((row) => row.nameKey === profileNameKey(profile.name));
      if (same) return { profileId: same.id, ...data };
      const { name, avatar, kind, ratingLimit } = profile;
      return { profileId: undefined, create: { name, avatar, kind, ratingLimit }, ...data };
    });
    const added = imports.filter((target) => target.profileId === undefined).length;
    if (existing.length + added > MAX_PROFILES) {
      throw new ConflictError(
        `This export has ${added} profiles this account does not, and an account holds at most ${MAX_PROFILES}. Remove or rename some first.`,
      );
    }
    return imports;
  }

  private async count(target: TProfileImport) {
    const { sync, follows, ratings } = this.deps;
    const id = target.profileId;
    const [storedBookmarks, storedHistory, storedFollows, storedRatings, storedSettings] = await Promise.all([
      id === undefined ? [] : sync.bookmarks(id),
      id === undefined ? {} : sync.watchHistory(id),
      id === undefined ? [] : follows.follows(id),
      id === undefined || !ratings ? [] : ratings.ratings(id),
      id === undefined ? undefined : sync.settings(id),
    ]);
    const settingsCounts = emptyCounts();
    if (target.settings) {
      const winner = storedSettings ? newerSettings(storedSettings, target.settings) : target.settings;
      if (!storedSettings) settingsCounts.added = 1;
      else if (winner === storedSettings) settingsCounts.skipped = 1;
      else settingsCounts.updated = 1;
    }
    const mergedRatings = keyed([...storedRatings, ...target.ratings], ratingKey);
    return {
      bookmarks: countImportChanges(
        keyed(storedBookmarks, bookmarkKey),
        keyed(mergeBookmarks(storedBookmarks, target.bookmarks), bookmarkKey),
        target.bookmarks.map(bookmarkKey),
      ),
      history: countImportChanges(
        new Map(Object.entries(storedHistory)),
        new Map(Object.entries(mergeWatchHistory(storedHistory, target.history))),
        Object.keys(target.history),
      ),
      follows: countImportChanges(
        keyed(storedFollows, followKey),
        keyed(mergeFollows(storedFollows, target.follows), followKey),
        target.follows.map(followKey),
      ),
      // Without a ratings store (tests of the import alone), what a file rates is counted as skipped.
      ratings: ratings
        ? countImportChanges(keyed(storedRatings, ratingKey), mergedRatings, target.ratings.map(ratingKey))
        : { added: 0, updated: 0, skipped: target.ratings.length },
      settings: settingsCounts,
    };
  }

  private async apply(userId: number, target: TProfileImport): Promise<void> {
    const { sync, follows, ratings, profiles } = this.deps;
    let id = target.profileId;
    if (id === undefined && target.create) {
      const created = await profiles.create(userId, target.create);
      if (created === 'limit' || created === 'name-taken') {
        throw new ConflictError('The account’s profiles changed during the import. Please try again.');
      }
      id = created.id;
    }
    if (id === undefined) return;
    if (target.bookmarks.length > 0) await sync.syncBookmarks(id, target.bookmarks);
    if (Object.keys(target.history).length > 0) await sync.syncWatchHistory(id, target.history);
    if (target.follows.length > 0) await follows.syncFollows(id, target.follows);
    if (target.settings) await sync.syncSettings(id, target.settings);
    if (ratings && target.ratings.length > 0) await ratings.syncRatings(id, target.ratings);
  }
}
