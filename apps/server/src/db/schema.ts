import { sql } from 'drizzle-orm';
import {
  SEGMENT_KINDS,
  type TBookmark,
  type TFollow,
  type THistoryEntry,
  type TProfileAvatar,
  type TProfileKind,
  type TRatingLimit,
  type TMediaProbe,
  type TSettingsRecord,
  type TUserRating,
} from '@marquee/domain';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  bigint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Fields of TMDB's details that we keep but never query by. */
export interface TTitleExtra {
  budget?: number;
  revenue?: number;
  homepage?: string;
  production_companies?: { id: number; name: string; logo_path: string | null; origin_country: string }[];
  spoken_languages?: { iso_639_1: string; english_name: string; name: string }[];
  networks?: { id: number; name: string; logo_path: string | null; origin_country: string }[];
  origin_country?: string[];
  episode_run_time?: number[];
  in_production?: boolean;
  type?: string;
  created_by?: { id: number; name: string; credit_id?: string; profile_path?: string | null }[];
  /** Certifications by country ({ US: 'PG-13' }). */
  certifications?: Record<string, string>;
}

/** Movies and series of the local catalogue. TMDB's ids are unique per media type only. */
export const titles = pgTable(
  'titles',
  {
    mediaType: text('media_type', { enum: ['movie', 'tv'] }).notNull(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    originalTitle: text('original_title').notNull(),
    originalLanguage: text('original_language').notNull().default('en'),
    overview: text('overview').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    posterPath: text('poster_path'),
    backdropPath: text('backdrop_path'),
    logoPath: text('logo_path'),
    /** release_date for movies, first_air_date for series. */
    releaseDate: date('release_date', { mode: 'string' }),
    lastAirDate: date('last_air_date', { mode: 'string' }),
    runtime: integer('runtime'),
    status: text('status').notNull().default('Released'),
    genreIds: integer('genre_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    providerIds: integer('provider_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    popularity: doublePrecision('popularity').notNull().default(0),
    voteAverage: doublePrecision('vote_average').notNull().default(0),
    voteCount: integer('vote_count').notNull().default(0),
    imdbId: text('imdb_id'),
    adult: boolean('adult').notNull().default(false),
    extra: jsonb('extra').$type<TTitleExtra>().notNull().default({}),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(original_title, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(overview, '')), 'D')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaType, t.id] }),
    index('titles_search_idx').using('gin', t.searchVector),
    // GiST trigram indexes answer nearest-name queries (`<->`, `<<<->`) with LIMIT: typo-tolerant search.
    // A 256-byte signature keeps short names apart (the default 12 bytes makes a 100k-title scan slow).
    index('titles_title_trgm_gist_idx').using('gist', sql`${t.title} gist_trgm_ops(siglen = 256)`),
    index('titles_original_title_trgm_gist_idx').using(
      'gist',
      sql`${t.originalTitle} gist_trgm_ops(siglen = 256)`,
    ),
    index('titles_popularity_idx').on(t.mediaType, t.popularity.desc()),
    index('titles_genres_idx').using('gin', t.genreIds),
    index('titles_providers_idx').using('gin', t.providerIds),
    index('titles_release_idx').on(t.mediaType, t.releaseDate),
  ],
);

export const seasons = pgTable(
  'seasons',
  {
    seriesId: integer('tv_id').notNull(),
    seasonNumber: integer('season_number').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    overview: text('overview').notNull().default(''),
    posterPath: text('poster_path'),
    airDate: date('air_date', { mode: 'string' }),
    voteAverage: doublePrecision('vote_average').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.seasonNumber] })],
);

export const episodes = pgTable(
  'episodes',
  {
    seriesId: integer('tv_id').notNull(),
    seasonNumber: integer('season_number').notNull(),
    episodeNumber: integer('episode_number').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    overview: text('overview').notNull().default(''),
    airDate: date('air_date', { mode: 'string' }),
    runtime: integer('runtime'),
    stillPath: text('still_path'),
    voteAverage: doublePrecision('vote_average').notNull().default(0),
    voteCount: integer('vote_count').notNull().default(0),
    episodeType: text('episode_type').notNull().default('standard'),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.seasonNumber, t.episodeNumber] }),
    // tv/on_the_air looks for episodes airing around today.
    index('episodes_air_date_idx').on(t.airDate),
  ],
);

export const people = pgTable(
  'people',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    profilePath: text('profile_path'),
    knownForDepartment: text('known_for_department').notNull().default('Acting'),
    popularity: doublePrecision('popularity').notNull().default(0),
  },
  // Search matches people by name with trigrams, as it does titles.
  (t) => [index('people_name_trgm_gist_idx').using('gist', sql`${t.name} gist_trgm_ops`)],
);

/**
 * Cast, crew and guest stars. Title-wide credits have no season; an episode's crew and guest stars name
 * their season and episode.
 */
export const credits = pgTable(
  'credits',
  {
    creditId: text('credit_id').primaryKey(),
    mediaType: text('media_type', { enum: ['movie', 'tv'] }).notNull(),
    titleId: integer('title_id').notNull(),
    seasonNumber: integer('season_number'),
    episodeNumber: integer('episode_number'),
    personId: integer('person_id').notNull(),
    kind: text('kind', { enum: ['cast', 'crew', 'guest'] }).notNull(),
    character: text('character').notNull().default(''),
    job: text('job').notNull().default(''),
    department: text('department').notNull().default(''),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('credits_title_idx').on(t.mediaType, t.titleId, t.seasonNumber, t.episodeNumber),
    index('credits_person_idx').on(t.personId),
  ],
);

/** This site's own plays and bookmarks per title and day, blended into trending. */
export const titleActivity = pgTable(
  'title_activity',
  {
    mediaType: text('media_type', { enum: ['movie', 'tv'] }).notNull(),
    titleId: integer('title_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    plays: integer('plays').notNull().default(0),
    bookmarks: integer('bookmarks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.mediaType, t.titleId, t.day] }),
    index('title_activity_day_idx').on(t.day),
  ],
);

/** Small facts about this installation, such as which sample catalogue was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Accounts and sync (apps/server/src/accounts, apps/server/src/sync).

/** People who signed up. Usernames and emails are unique whatever their letter case. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** What look-alike usernames share (UTS #39 skeleton, any case); null only on rows made before it. */
    usernameSkeleton: text('username_skeleton'),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** Argon2id, in its PHC string form (algorithm, parameters, salt and hash). */
    passwordHash: text('password_hash').notNull(),
    isDonator: boolean('is_donator').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_key').on(t.usernameSkeleton),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** Signed-in devices. Only a hash of the session token is kept, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the account page calls this session by (never the token). */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    /** The profile this session watches as; null until someone picks one. */
    profileId: integer('profile_id').references((): AnyPgColumn => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Password reset links sent by e-mail. Only a hash of the link's token is kept; a link works once
 * (used_at) and until expires_at.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * The people of a household watching under one account: each has its own bookmarks, history, settings and 4K
 * token. Names are unique per account in NFKC form, trimmed, whatever their case (name_key).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    avatar: text('avatar').$type<TProfileAvatar>().notNull().default('initials'),
    kind: text('kind').$type<TProfileKind>().notNull().default('standard'),
    /** The highest ratings shown; null: the profile's content filtering setting decides. */
    ratingLimit: jsonb('rating_limit').$type<TRatingLimit>(),
    /** Argon2id of the PIN, when the profile has one. */
    pinHash: text('pin_hash'),
    token4k: text('token_4k'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_user_idx').on(t.userId),
    uniqueIndex('profiles_user_name_key').on(t.userId, t.nameKey),
  ],
);

/** A profile's bookmarks, one row per merge key (title and category), tombstones included. */
export const userBookmarks = pgTable(
  'user_bookmarks',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    entry: jsonb('entry').$type<TBookmark>().notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.key] })],
);

/** A profile's watch history, one row per title (its episodes inside), tombstones included. */
export const userHistory = pgTable(
  'user_history',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    mediaKey: text('media_key').notNull(),
    entry: jsonb('entry').$type<THistoryEntry>().notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.mediaKey] })],
);

/** A profile's follows and Up Next dismissals, one row per merge key (kind and title), tombstones included. */
export const userFollows = pgTable(
  'user_follows',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    entry: jsonb('entry').$type<TFollow>().notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.key] })],
);

/** A profile's user ratings (its own stars), one row per title, cleared ones kept as tombstones. */
export const userRatings = pgTable(
  'user_ratings',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    entry: jsonb('entry').$type<TUserRating>().notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.key] })],
);

/**
 * Bookmark categories published by link: the row is the publication (deleted to unpublish), its id the
 * link's unguessable secret. One link per category of a profile.
 */
export const publishedLists = pgTable(
  'published_lists',
  {
    id: text('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('published_lists_profile_category_key').on(t.profileId, t.category)],
);

/** A profile's calendar feed: the secret of its address, replaced to revoke the old one. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_key').on(t.secret)],
);

/** When a followed series' air dates were last asked of TMDB (`tmdb` mode), as the refresh job's clock read. */
export const seriesRefreshes = pgTable('series_refreshes', {
  seriesId: integer('series_id').primaryKey(),
  refreshedAt: bigint('refreshed_at', { mode: 'number' }).notNull(),
});

/** A profile's settings as the device that last changed them saved them. */
export const userSettings = pgTable('user_settings', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<TSettingsRecord['settings']>().notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

// Donations (apps/server/src/donations) and plays (apps/server/src/stats).

/** Donations an operator recorded (`npm run donation:record`); the donate page shows their totals. */
export const donations = pgTable(
  'donations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** In the currency's units, e.g. 5.00 dollars or 0.0012 bitcoin. */
    amount: numeric('amount', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Who gave, when they wish to be named; donations under one name count as one donor. */
    donor: text('donor'),
    message: text('message'),
    donatedAt: timestamp('donated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('donations_donated_at_idx').on(t.donatedAt)],
);

/**
 * Plays of titles on this site, for the stats page: when, which title, how long it was watched, and by which
 * viewer (a hash of the account, or of a random number the browser keeps for the month and its address;
 * nothing that names a person). One play per viewer, title and UTC day.
 */
export const plays = pgTable(
  'plays',
  {
    id: text('id').primaryKey(),
    mediaType: text('media_type', { enum: ['movie', 'tv'] }).notNull(),
    titleId: integer('title_id').notNull(),
    viewer: text('viewer').notNull(),
    /** The UTC day the play counts for; null on plays recorded before they were counted once a day. */
    day: date('day', { mode: 'string' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull().defaultNow(),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
  },
  (t) => [
    index('plays_started_at_idx').on(t.startedAt),
    index('plays_title_idx').on(t.mediaType, t.titleId),
    uniqueIndex('plays_viewer_title_day_key').on(t.viewer, t.mediaType, t.titleId, t.day),
  ],
);
// Feedback: what visitors send the operator (apps/server/src/feedback).

/**
 * Error reports from the error page. Stored first, then forwarded to REPORT_WEBHOOK_URL: a row without
 * `forwarded_at` is due again at `next_attempt_at`, so a report outlives a webhook that is down.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    status: integer('status'),
    message: text('message').notNull(),
    report: text('report').notNull().default(''),
    browser: text('browser').notNull().default(''),
    /** The first 1000 characters of the stack trace. */
    stack: text('stack').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    index('error_reports_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.forwardedAt} is null`),
  ],
);

/** Partnership requests from /partners/submit, read by the operator. */
export const partnerSubmissions = pgTable('partner_submissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  website: text('website').notNull().default(''),
  kind: text('kind').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Skip segments (apps/server/src/segments). A movie or episode is keyed `movie:ID` or `tv:ID:SEASON:EPISODE`.

/** Segments an operator imported (`npm run segments:import`), one per movie or episode and kind; they win. */
export const segmentImports = pgTable(
  'segment_imports',
  {
    mediaKey: text('media_key').notNull(),
    mediaType: text('media_type', { enum: ['movie', 'tv'] }).notNull(),
    tmdbId: integer('tmdb_id').notNull(),
    season: integer('season'),
    episode: integer('episode'),
    kind: text('kind', { enum: SEGMENT_KINDS }).notNull(),
    startS: doublePrecision('start_s').notNull(),
    endS: doublePrecision('end_s').notNull(),
    durationS: doublePrecision('duration_s').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mediaKey, t.kind] })],
);

/**
 * Segments users marked in the player, one per user, movie or episode and kind (a new marking replaces theirs);
 * the address is kept as a hash only, to tell independent submissions apart.
 */
export const segmentSubmissions = pgTable(
  'segment_submissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressKey: text('address_key').notNull(),
    mediaKey: text('media_key').notNull(),
    mediaType: text('media_type', { enum: ['movie', 'tv'] }).notNull(),
    tmdbId: integer('tmdb_id').notNull(),
    season: integer('season'),
    episode: integer('episode'),
    kind: text('kind', { enum: SEGMENT_KINDS }).notNull(),
    startS: doublePrecision('start_s').notNull(),
    endS: doublePrecision('end_s').notNull(),
    durationS: doublePrecision('duration_s').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaKey, t.kind] }),
    index('segment_submissions_media_idx').on(t.mediaKey),
  ],
);

/** Viewers' skips near the start and the end, counted per bucket (from, to, the video's duration): no viewer kept. */
export const segmentSkips = pgTable(
  'segment_skips',
  {
    mediaKey: text('media_key').notNull(),
    mediaType: text('media_type', { enum: ['movie', 'tv'] }).notNull(),
    tmdbId: integer('tmdb_id').notNull(),
    season: integer('season'),
    episode: integer('episode'),
    zone: text('zone', { enum: ['start', 'end'] }).notNull(),
    durationS: integer('duration_s').notNull(),
    fromBucket: integer('from_bucket').notNull(),
    toBucket: integer('to_bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mediaKey, t.zone, t.durationS, t.fromBucket, t.toBucket] })],
);

/** What ffprobe read from each library file (LIBRARY_DIR), kept until the file's size or modification time changes. */
export const libraryProbes = pgTable('library_probes', {
  relativePath: text('relative_path').primaryKey(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  modifiedMs: bigint('modified_ms', { mode: 'number' }).notNull(),
  /** Null when ffprobe could not read the file (then `error` says why, and it is not asked again). */
  probe: jsonb('probe').$type<TMediaProbe>(),
  error: text('error'),
  probedAt: timestamp('probed_at', { withTimezone: true }).notNull().defaultNow(),
});
