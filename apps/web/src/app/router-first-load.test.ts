import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';

// How long the site's first page waits for its data: a moment when the app draws the page alone, far longer
// under a first screen the server drew (src/first-screen/), whose place placeholders would take.

/** The movie page's loader, from a router module evaluated over this root element's markup. */
async function movieLoader(rootMarkup: string) {
  vi.resetModules();
  document.body.innerHTML = `<div id="root">${rootMarkup}</div>`;
  const { routes } = (await import('./router.tsx')) as { routes: RouteObject[] };
  const pages = routes[0]?.children?.[0]?.children ?? [];
  const loader = pages.find((route) => route.path === 'movies/:movieId')?.loader;
  if (typeof loader !== 'function') throw new Error('no movie page loader');
  return () =>
    loader({
      params: { movieId: '550-fight-club' },
      request: new Request('http://marquee.test/movies/550-fight-club'),
      context: undefined,
    } as unknown as Parameters<typeof loader>[0]);
}

/** How long the loader took to settle, in fake time, while the data never comes. */
async function waitOf(rootMarkup: string): Promise<number> {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  const load = await movieLoader(rootMarkup);
  let settled = false;
  void Promise.resolve(load()).then(() => (settled = true));
  let waited = 0;
  while (!settled && waited < 60_000) {
    await vi.advanceTimersByTimeAsync(100);
    waited += 100;
  }
  return waited;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe("the first page's wait for its data", () => {
  it('is 800 ms when the app draws the page alone', async () => {
    expect(await waitOf('')).toBe(800);
  });

  it("is 10 s under the server's first screen, so only a stalled request replaces it with placeholders", async () => {
    expect(await waitOf('<div class="flex min-h-dvh flex-col"><main id="main"></main></div>')).toBe(10_000);
  });
});
