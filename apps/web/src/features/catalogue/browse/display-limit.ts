import {
  CAROUSEL_DISPLAY_LIMIT,
  CAROUSEL_DISPLAY_LIMIT_NARROW,
  CAROUSEL_MAX_ITEMS,
  CAROUSEL_NARROW_BELOW_PX,
  SERIES_TOP_LIST,
  SERIES_TOP_LIST_MOBILE,
} from '@marquee/domain';

/** Whether a viewport this wide counts as narrow (phones): under 700 px. */
export function isNarrowViewport(width: number): boolean {
  return width < CAROUSEL_NARROW_BELOW_PX;
}

/** How many cards a carousel row shows at first: 15, or 10 on a narrow viewport. */
export function carouselDisplayLimit(isNarrow: boolean): number {
  return isNarrow ? CAROUSEL_DISPLAY_LIMIT_NARROW : CAROUSEL_DISPLAY_LIMIT;
}

/** How many titles the series top list ranks: 15, or 10 on a narrow viewport (phones). */
export function topListSize(isNarrow: boolean): number {
  return isNarrow ? SERIES_TOP_LIST_MOBILE : SERIES_TOP_LIST;
}

/** The titles a row holds: its own limit (30 popular, 15 trending and upcoming), never over 100. */
export function limitRow<T>(items: readonly T[], rowLimit: number): T[] {
  return items.slice(0, Math.max(0, Math.min(rowLimit, CAROUSEL_MAX_ITEMS)));
}
