import { useSyncExternalStore } from 'react';
import { CAROUSEL_NARROW_BELOW_PX } from '@marquee/domain';
import { carouselDisplayLimit, topListSize } from './display-limit.ts';

const NARROW_QUERY = `(max-width: ${CAROUSEL_NARROW_BELOW_PX - 0.02}px)`;

function narrowList(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = narrowList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the viewport is under 700 px wide (phones), following resizes and rotations. */
export function useIsNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, () => narrowList()?.matches ?? false);
}

/** Cards a carousel row shows at first: 15, or 10 under 700 px. */
export function useDisplayLimit(): number {
  return carouselDisplayLimit(useIsNarrowViewport());
}

/** Titles the series top list ranks: 15, or 10 on phones. */
export function useTopListSize(): number {
  return topListSize(useIsNarrowViewport());
}

/** The CSS width of a card in a row, which is also the width its poster is fetched at. */
export function useRowCardWidth(): number {
  return useIsNarrowViewport() ? 136 : 176;
}
