import { MAX_NUMBERED_PAGE_BUTTONS } from './constants.ts';

export type TPageButton = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The buttons of the search pagination: up to 4 numbered pages around the current one, and the first and
 * last pages as shortcuts with '...' where pages are skipped.
 */
export function paginationWindow(current: number, total: number): TPageButton[] {
  if (total < 1) return [];
  const size = Math.min(MAX_NUMBERED_PAGE_BUTTONS, total);
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - Math.floor((size - 1) / 2));
  start = Math.min(start, total - size + 1);
  const end = start + size - 1;
  const buttons: TPageButton[] = [];
  if (start > 1) {
    buttons.push({ kind: 'page', page: 1 });
    if (start > 2) buttons.push({ kind: 'gap', key: 'start' });
  }
  for (let p = start; p <= end; p++) buttons.push({ kind: 'page', page: p });
  if (end < total) {
    if (end < total - 1) buttons.push({ kind: 'gap', key: 'end' });
    buttons.push({ kind: 'page', page: total });
  }
  return buttons;
}
