import { useCallback, useEffect, useState } from 'react';

/**
 * Scroll state of a horizontal row: whether it can move either way, and a step of most of its width.
 * `setRow` is the row element's callback ref.
 */
export function useRowScroll<T extends HTMLElement>() {
  const [row, setRow] = useState<T | null>(null);
  const [edges, setEdges] = useState({ canBack: false, canForward: false });

  const update = useCallback(() => {
    if (!row) return;
    const max = row.scrollWidth - row.clientWidth;
    const canBack = row.scrollLeft > 4;
    const canForward = row.scrollLeft < max - 4;
    setEdges((old) =>
      old.canBack === canBack && old.canForward === canForward ? old : { canBack, canForward },
    );
  }, [row]);

  useEffect(() => {
    if (!row) return;
    // The observer's first report gives the starting state.
    row.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [row, update]);

  const scrollBy = useCallback(
    (direction: 1 | -1) => {
      row?.scrollBy({ left: direction * Math.max(row.clientWidth * 0.85, 120), behavior: 'smooth' });
    },
    [row],
  );

  return { row, setRow, ...edges, update, scrollBy };
}
