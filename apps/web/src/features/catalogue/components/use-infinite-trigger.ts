import { useEffect, useRef, useState } from 'react';
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
  const [trigger, setTrigger] = useState<Element | null>(null);
  // The element last seen on screen; a stale one (the trigger before a page arrived) never counts.
  const [visible, setVisible] = useState<Element | null>(null);
  const loadMore = useRef(onLoadMore);

  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!trigger || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        setVisible((current) =>
          entry.isIntersecting ? entry.target : current === entry.target ? null : current,
        );
      }
    });
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [trigger]);

  const isTriggerVisible = trigger !== null && visible === trigger;
  useEffect(() => {
    if (shouldLoadNextPage({ isTriggerVisible, isLoading, hasNextPage })) loadMore.current();
  }, [isTriggerVisible, isLoading, hasNextPage]);

  return setTrigger;
}
