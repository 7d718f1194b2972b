// The page column: at most 1280 px wide, with 16 px side padding on phones and 24 px from 640 px up.
const PAGE_MAX_PX = 1280;

/** Columns of the poster grid by viewport width: 2 on phones up to 6 on wide screens (Tailwind breakpoints). */
export function gridColumns(viewportWidth: number): number {
  if (viewportWidth >= 1280) return 6;
  if (viewportWidth >= 1024) return 5;
  if (viewportWidth >= 768) return 4;
  if (viewportWidth >= 640) return 3;
  return 2;
}

/** The CSS width of one grid card at this viewport width, so its poster is fetched at that width. */
export function gridCardWidth(viewportWidth: number): number {
  const padding = viewportWidth >= 640 ? 48 : 32;
  const gap = viewportWidth >= 768 ? 16 : 12;
  const columns = gridColumns(viewportWidth);
  const inner = Math.min(viewportWidth, PAGE_MAX_PX) - padding;
  return Math.max(1, Math.floor((inner - gap * (columns - 1)) / columns));
}
