import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueryInputKey, useSearchUrlState, type TSearchUrlState } from './use-search-url-state.ts';

afterEach(cleanup);

/** Renders the hooks on /search and hands back the latest values and the router. */
function renderSearchRoute(initial: string) {
  const seen: { url?: TSearchUrlState; inputKey?: string } = {};
  function Probe() {
    seen.url = useSearchUrlState();
    seen.inputKey = useQueryInputKey();
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/search', element: <Probe /> },
      { path: '*', element: null },
    ],
    {
      initialEntries: ['/elsewhere', initial],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  const href = () => router.state.location.pathname + router.state.location.search;
  return { seen, router, href };
}

describe('useSearchUrlState', () => {
  it('reads the state with defaults and writes only what differs from them', async () => {
    const { seen, href } = renderSearchRoute('/search?query=dune&page=3&type=tv');
    expect(seen.url?.state).toEqual({ query: 'dune', page: 3, type: 'tv', sort: 'popularity.desc' });
    await act(async () => seen.url?.setSort('vote_average.desc'));
    expect(href()).toBe('/search?query=dune&type=tv&sort=vote_average.desc');
    await act(async () => seen.url?.setPage(2));
    expect(href()).toBe('/search?query=dune&page=2&type=tv&sort=vote_average.desc');
    await act(async () => seen.url?.setType('all'));
    expect(href()).toBe('/search?query=dune&sort=vote_average.desc');
  });

  it('replaces the history entry for a new query (back leaves the page) and pushes for the rest', async () => {
    const { seen, router, href } = renderSearchRoute('/search?query=the&page=2');
    await act(async () => seen.url?.setQuery('alien'));
    expect(href()).toBe('/search?query=alien');
    await act(async () => seen.url?.setType('movie'));
    await act(async () => router.navigate(-1));
    expect(href()).toBe('/search?query=alien');
    await act(async () => router.navigate(-1));
    expect(href()).toBe('/elsewhere');
  });
});

describe('useQueryInputKey', () => {
  it("keeps the box through the page's own updates and renews it on back/forward or arrival from elsewhere", async () => {
    const { seen, router } = renderSearchRoute('/search?query=the');
    const first = seen.inputKey;
    await act(async () => seen.url?.setQuery('alien'));
    await act(async () => seen.url?.setType('tv'));
    expect(seen.inputKey).toBe(first);
    await act(async () => router.navigate(-1));
    const afterBack = seen.inputKey;
    expect(afterBack).not.toBe(first);
    await act(async () => router.navigate('/search?query=from-the-overlay'));
    expect(seen.inputKey).not.toBe(afterBack);
  });
});
