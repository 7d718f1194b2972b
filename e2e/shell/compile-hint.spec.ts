import { type APIRequestContext, expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../apps/web/src/app/compile-hint.ts';

// The start-up chunks, and the player's that a title page fetches ahead, carry Chrome's compile hint on their
// first line, where V8 reads it: Vite prepends its preload helper to chunks with dynamic imports, and the build
// moves the hint above it (vite.config.ts).

const START_UP_CHUNK = /\/assets\/(vendor|index|catalogue|title)-[\w-]+\.js$/;

for (const path of ['/', '/movies/832-m']) {
  test(`the start-up scripts of ${path} begin with the compile hint, compressed copies included`, async ({
    page,
    request,
  }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (START_UP_CHUNK.test(pathname)) scripts.add(pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const names = [...scripts].map((script) => /\/assets\/([a-z]+)-/.exec(script)?.[1]);
    expect(names).toEqual(
      expect.arrayContaining(path === '/' ? ['vendor', 'index', 'catalogue'] : ['vendor', 'index', 'title']),
    );
    for (const script of scripts) await expectCompileHint(request, script);
  });
}

test("the player's script, which a title page fetches ahead of Watch, begins with the compile hint", async ({
  page,
  request,
}) => {
  await page.goto('/movies/832-m');
  const later = await page.locator('meta[name="marquee-later-code"]').getAttribute('content');
  const player = later?.split(/\s+/).find((href) => /\/assets\/player-overlay-[\w-]+\.js$/.test(href));
  expect(player, `the page's later code: ${later}`).toBeDefined();
  await expectCompileHint(request, player!);
});

/** Every encoding of `script` the server sends starts with the hint. */
async function expectCompileHint(request: APIRequestContext, script: string) {
  for (const encoding of ['br', 'gzip', 'identity']) {
    const answer = await request.get(script, { headers: { 'accept-encoding': encoding } });
    expect(answer.ok()).toBe(true);
    const text = await answer.text();
    expect(text.startsWith(`${COMPILE_HINT}\n`), `${script} (${encoding})`).toBe(true);
  }
}
