import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstPageOnChange } from './use-first-page-on-change.ts';

afterEach(cleanup);

const threePages: InfiniteData<string, number> = { pages: ['a', 'b', 'c'], pageParams: [1, 2, 3] };

function setUp() {
  const client = new QueryClient();
  client.setQueryData(['genre', 'drama'], threePages);
  client.setQueryData(['genre', 'comedy'], threePages);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useFirstPageOnChange', () => {
  it('keeps the pages of the list the page opens with (coming back keeps the scroll)', () => {
    const { client, wrapper } = setUp();
    renderHook(() => useFirstPageOnChange(['genre', 'drama']), { wrapper });
    expect(client.getQueryData<InfiniteData<string>>(['genre', 'drama'])?.pages).toHaveLength(3);
  });

  it('starts the list switched to from its first page', () => {
    const { client, wrapper } = setUp();
    const { rerender } = renderHook(({ slug }) => useFirstPageOnChange(['genre', slug]), {
      wrapper,
      initialProps: { slug: 'drama' },
    });
    rerender({ slug: 'comedy' });
    expect(client.getQueryData(['genre', 'comedy'])).toEqual({ pages: ['a'], pageParams: [1] });
    expect(client.getQueryData<InfiniteData<string>>(['genre', 'drama'])?.pages).toHaveLength(3);
  });
});
