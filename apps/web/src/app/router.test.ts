import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { routes } from './router.tsx';

async function settle(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
    else {
      const stop = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          stop();
          resolve();
        }
      });
    }
  });
  return router;
}

describe('route table', () => {
  it("redirects the menu's short network links to the network page", async () => {
    expect((await settle('/network/netflix/')).state.location.pathname).toBe('/networks/netflix');
    expect((await settle('/network/hbo')).state.location.pathname).toBe('/networks/hbo');
  });

  it('redirects /terms to /tos', async () => {
    expect((await settle('/terms')).state.location.pathname).toBe('/tos');
  });

  it('sends any other path to the Not-found page inside the shell', async () => {
    const router = await settle('/no/such/page');
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });

  it('gives every code-split page a preload for link prefetch', () => {
    const pages = routes[0]?.children?.[0]?.children ?? [];
    for (const route of pages.filter((r) => r.lazy)) {
      expect(typeof (route.handle as { preload?: unknown } | undefined)?.preload).toBe('function');
    }
  });
});
