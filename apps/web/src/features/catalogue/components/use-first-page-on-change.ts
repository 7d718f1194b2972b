import { hashKey, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';

/**
 * 'Changing genre or filter resets to page 1': when the list's key changes while the page stays open, the
 * list switched to starts again from its first page, even if it was scrolled further on an earlier visit.
 * (Coming back from a title page keeps the pages, so the scroll position can be restored.)
 */
export function useFirstPageOnChange(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  const previous = useRef(hash);
  const key = useRef(queryKey);

  useLayoutEffect(() => {
    key.current = queryKey;
  });

  useLayoutEffect(() => {
    if (previous.current === hash) return;
    previous.current = hash;
    queryClient.setQueryData<InfiniteData<unknown, unknown>>(key.current, (data) =>
      data && data.pages.length > 1
        ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
        : data,
    );
  }, [hash, queryClient]);
}
