// Business constants, named for what they mean.

export const SCROLL_TO_TOP_AFTER_PX = 500;
export const SCROLL_DEBOUNCE_MS = 50;

export const SEARCH_DEBOUNCE_MS = 300;
export const PLACEHOLDER_ROTATE_MS = 5000;
export const PLACEHOLDER_FADE_MS = 300;
export const OVERLAY_SKELETON_COUNT = 4;
export const OVERVIEW_CUT_CHARS = 85;
export const POSTER_THUMB_WIDTH = 92;
export const SEARCH_PAGE_SKELETON_COUNT = 20;
export const MAX_NUMBERED_PAGE_BUTTONS = 4;
export const DEFAULT_SEARCH_PLACEHOLDER = 'Search a movie, series or anime name....';

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_COUNT = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const MIGRATION_TOAST_MS = 10_000;
export const SOURCE_NOT_FOUND_TOAST_MS = 7000;

export const LINK_PREFETCH_DELAY_MS = 100;

export const CAROUSEL_AUTO_ADVANCE_MS = 5000;
export const CAROUSEL_DISPLAY_LIMIT = 15;
export const CAROUSEL_DISPLAY_LIMIT_NARROW = 10;
export const CAROUSEL_NARROW_BELOW_PX = 700;
export const CAROUSEL_MAX_ITEMS = 100;
export const HERO_ITEMS_PER_LIST = 5;
export const ROW_LIMIT_POPULAR = 30;
export const ROW_LIMIT_TRENDING = 15;
export const ROW_LIMIT_UPCOMING = 15;
export const HOME_TRENDING_SLICE = 10;
export const HOME_TRENDING_SHOWN = 5;
export const SERIES_TOP_LIST = 15;
export const SERIES_TOP_LIST_MOBILE = 10;

export const NETWORK_PAGE_ITEMS_PER_TYPE = 20;
export const NETWORK_PAGE_ITEMS_ALL = 40;
export const INFINITE_SCROLL_TRIGGER_FROM_END = 5;

export const CREDITS_FIRST_SHOWN = 5;
export const EPISODE_GUEST_STARS_SHOWN = 10;
export const CARD_GUEST_STARS_SHOWN = 3;

/** A movie counts as released once its date is more than this old (12 hours). */
export const MOVIE_RELEASED_AFTER_MS = 12 * 60 * 60 * 1000;
/** A season counts as released once its air date is more than this old (1 day). */
export const SEASON_RELEASED_AFTER_MS = 24 * 60 * 60 * 1000;

export const SOURCE_RETRIES_MOVIE = 3;
export const SOURCE_RETRIES_SERIES = 4;
export const SOURCE_RETRY_DELAY_MS = 400;
export const SOURCE_PROGRESS_CYCLE_MS = 4000;

/** Cards show a trending star above this popularity. */
export const TRENDING_POPULARITY = 450;
/** History cards show it above this popularity. */
export const HISTORY_TRENDING_POPULARITY = 400;

/** Pages of catalogue results, as TMDB. */
export const CATALOGUE_PAGE_SIZE = 20;
/** TMDB refuses pages above this. */
export const CATALOGUE_MAX_PAGE = 500;

/** Discover, Trending with streaming services chosen: only titles released within this many years. */
export const DISCOVER_TRENDING_RECENT_YEARS = 3;
/** Discover: the highlighted strip above the grid. */
export const DISCOVER_FEATURED_COUNT = 6;
/** Discover: placeholders in the grid while loading. */
export const DISCOVER_SKELETON_COUNT = 10;
/** Categories landing: genres in the hero, genres with highlights, titles in each highlight. */
export const CATEGORY_HERO_COUNT = 8;
export const CATEGORY_HIGHLIGHT_COUNT = 6;
export const CATEGORY_HIGHLIGHT_ITEMS = 5;
/** Networks landing: shuffled titles shown for each network. */
export const NETWORK_LANDING_ITEMS = 5;

// The player.
/** Controls hide after this long of playback without the pointer moving. */
export const PLAYER_CONTROLS_HIDE_MS = 3000;
/** The skip buttons and j/l keys jump this far. */
export const PLAYER_SKIP_SECONDS = 10;
/** Speeds offered: 0.25 to 2 in steps of 0.25. */
export const PLAYER_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** A playback rate above this is ignored; a seek offset of this or more is ignored. */
export const PLAYER_MAX_RATE = 10;
/** Caption size, as a share of the default: 50% to 300% in steps of 10%. */
export const CAPTION_SIZE_MIN = 0.5;
export const CAPTION_SIZE_MAX = 3;
export const CAPTION_SIZE_STEP = 0.1;
/** Caption delay changes in steps of 0.2 s with the buttons and keys. */
export const CAPTION_DELAY_STEP_S = 0.2;
/** A typed caption offset is kept to a tenth of a second, within ten minutes either way. */
export const CAPTION_OFFSET_PRECISION_S = 0.1;
export const CAPTION_OFFSET_MAX_S = 600;
/** Progress is saved this often, once this far in, for videos at least this long. */
export const PROGRESS_SAVE_INTERVAL_MS = 2000;
export const PROGRESS_SAVE_AFTER_S = 5;
export const PROGRESS_MIN_DURATION_S = 10;
/** Resume from the saved position unless already past this share (episodes, movies). */
export const RESUME_CUTOFF_EPISODE = 0.93;
export const RESUME_CUTOFF_MOVIE = 0.94;
/** Skip Intro shows while under 3% and under 30 s, and jumps to 3%. */
export const SKIP_INTRO_UNTIL_SHARE = 0.03;
export const SKIP_INTRO_UNTIL_S = 30;
/** Next Episode shows after 93%; playback moves on by itself after 99.5%. */
export const NEXT_EPISODE_AFTER_SHARE = 0.93;
export const AUTO_ADVANCE_AFTER_SHARE = 0.995;
/** The "Up next" card counts down this long (ours) before the next episode starts, so it never jumps unasked. */
export const UP_NEXT_COUNTDOWN_S = 10;
/** Seek-bar thumbnails: size, JPEG quality, spacing (10 s under 300 s, else 30 s), timeouts. */
export const THUMBNAIL_WIDTH = 160;
export const THUMBNAIL_HEIGHT = 90;
export const THUMBNAIL_JPEG_QUALITY = 0.85;
export const THUMBNAIL_SHORT_VIDEO_S = 300;
export const THUMBNAIL_STEP_SHORT_S = 10;
export const THUMBNAIL_STEP_LONG_S = 30;
export const THUMBNAIL_LOAD_TIMEOUT_MS = 5000;
export const THUMBNAIL_FIRST_SEEK_TIMEOUT_MS = 2000;
export const THUMBNAIL_SEEK_TIMEOUT_MS = 3000;
/** hls.js retries a failed load this many times. */
export const HLS_RETRY_COUNT = 10;
/** Network errors give up after this many recoveries. */
export const HLS_NETWORK_RECOVERIES = 3;
