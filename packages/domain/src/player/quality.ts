/** The resolutions a screen can make use of, largest first. */
export type TScreenResolution = '4k' | '1080' | '720' | '480' | '360';

const RESOLUTION_HEIGHT: Record<TScreenResolution, number> = {
  '4k': 2160,
  '1080': 1080,
  '720': 720,
  '480': 480,
  '360': 360,
};

/** The resolution guessed from the screen's largest side in device pixels: 2160 gives 4k, then 1080, 720, 480, else 360. */
export function resolutionForScreen(width: number, height: number): TScreenResolution {
  const side = Math.max(width, height);
  if (side >= 2160) return '4k';
  if (side >= 1080) return '1080';
  if (side >= 720) return '720';
  if (side >= 480) return '480';
  return '360';
}

/** The picture height of a resolution. */
export function heightOf(resolution: TScreenResolution): number {
  return RESOLUTION_HEIGHT[resolution];
}

/**
 * The share of a bandwidth estimate a start level may ask for: the rest covers the estimate's error and what else
 * the connection carries (hls.js' own ABR switches up at the same share, abrBandWidthUpFactor).
 */
export const START_BANDWIDTH_SHARE = 0.7;

/**
 * The level to start on: the tallest no taller than `maxHeight`, else the shortest. Given a bandwidth estimate
 * (bits per second), only levels asking no more than START_BANDWIDTH_SHARE of it, else the one asking least: a
 * first segment the connection cannot carry in time is a first frame that waits (ABR switches up once playing).
 * Levels with no known height or bitrate count as fitting. -1 when there are none.
 */
export function startLevelIndex(
  levels: readonly { height: number; bitrate?: number | undefined }[],
  maxHeight: number,
  bandwidth?: number,
): number {
  if (levels.length === 0) return -1;
  const all = levels.map((level, index) => ({ ...level, index }));
  const firstBy = (list: typeof all, isBetter: (a: (typeof all)[0], b: (typeof all)[0]) => boolean) =>
    list.reduce((best, level) => (isBetter(level, best) ? level : best));
  const onScreen = all.filter((level) => level.height <= maxHeight);
  let candidates = onScreen.length > 0 ? onScreen : [firstBy(all, (a, b) => a.height < b.height)];
  if (bandwidth !== undefined) {
    const budget = bandwidth * START_BANDWIDTH_SHARE;
    const affordable = candidates.filter((level) => !level.bitrate || level.bitrate <= budget);
    candidates =
      affordable.length > 0 ? affordable : [firstBy(all, (a, b) => (a.bitrate ?? 0) < (b.bitrate ?? 0))];
  }
  return firstBy(candidates, (a, b) => a.height > b.height).index;
}

// Quality order 360p up to Original; anything unknown goes last.
const QUALITY_ORDER = ['360', '480', '720', '1080', '4k', 'original'];

function rankOf(key: string): number {
  const normal = key
    .toLowerCase()
    .replace(/p$/, '')
    .replace(/^2160$/, '4k');
  const rank = QUALITY_ORDER.indexOf(normal);
  return rank === -1 ? QUALITY_ORDER.length : rank;
}

/** Keyed file qualities in order, 360p up to Original. */
export function sortQualityKeys(keys: readonly string[]): string[] {
  return [...keys].sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** A quality key or level height as people read it (720p, 4K, Original). */
export function qualityLabel(keyOrHeight: string | number): string {
  const key = String(keyOrHeight).toLowerCase().replace(/p$/, '');
  if (key === '4k' || key === '2160') return '4K';
  if (key === 'original') return 'Original';
  if (key === 'unknown') return 'Unknown';
  return /^\d+$/.test(key) ? `${key}p` : String(keyOrHeight);
}

/**
 * The file quality to start on: the best that fits `maxHeight` (4k counts as 2160, Original and unknown as
 * the largest), else the smallest offered.
 */
export function startQualityKey(keys: readonly string[], maxHeight: number): string | undefined {
  const sorted = sortQualityKeys(keys);
  const heightOfKey = (key: string) => {
    const normal = key.toLowerCase().replace(/p$/, '');
    if (normal === '4k') return 2160;
    return /^\d+$/.test(normal) ? Number(normal) : Infinity;
  };
  const fitting = sorted.filter((key) => heightOfKey(key) <= maxHeight);
  return fitting.at(-1) ?? sorted[0];
}

/** A playback rate to apply, or undefined when it must be ignored (over 10, or not a positive number). */
export function acceptedPlaybackRate(rate: number, max = 10): number | undefined {
  return Number.isFinite(rate) && rate > 0 && rate <= max ? rate : undefined;
}

/**
 * The segment of a media playlist that holds `at` seconds, from the segments' durations in order: the first for
 * 0 or less, the last past the end, -1 when there are none.
 */
export function segmentIndexAt(durations: readonly number[], at: number): number {
  if (durations.length === 0) return -1;
  let end = 0;
  for (const [index, duration] of durations.entries()) {
    end += Math.max(0, duration);
    if (at < end) return index;
  }
  return durations.length - 1;
}
