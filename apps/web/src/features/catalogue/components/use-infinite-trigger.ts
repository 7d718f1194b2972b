import { useCallback, useEffect, useRef, useState } from 'react';
import { shouldLoadNextPage } from '@marquee/domain';

export interface TInfiniteTriggerOptions {
  hasNextPage: boolean;
  /** A page (or a refetch) is on its way. */
  isLoading: boolean;
  onLoadMore: () => void;
}

/**
 * Infinite scroll: returns a ref for the item that loads the next page (the 5th from the last) and calls
 * `onLoadMore` once it is visible while nothing is loading and more pages exist.
 */
export function useInfiniteTrigger({
  hasNextPage,
  isLoading,
  onLoadMore,
}: TInfiniteTriggerOptions): (element: Element | null) => void {
  // The element last seen on screen. It only counts while it is still the trigger: when a page arrives the
  // trigger moves on in the same commit that ends the loading, and the old one must not load another page.
  const [visible, setVisible] = useState<Element | null>(null);
  const trigger = useRef<Element | null>(null);
  const loadMore = useRef(onLoadMore);

  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  const setTrigger = useCallback((element: Element | null) => {
    trigger.current = element;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        setVisible((current) =>
          entry.isIntersecting ? entry.target : current === entry.target ? null : current,
        );
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (trigger.current === element) trigger.current = null;
    };
  }, []);

  useEffect(() => {
    const isTriggerVisible = visible !== null && visible === trigger.current;
    if (shouldLoadNextPage({ isTriggerVisible, isLoading, hasNextPage })) loadMore.current();
  }, [visible, isLoading, hasNextPage]);

  return setTrigger;
}
