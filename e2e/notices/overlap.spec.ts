import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { seedHistory } from '../player/player-helpers.ts';
import { serveInfoBoxes } from './notices-helpers.ts';

// Nothing of the shell's own (a notice, the floating button, a toast, the bottom bar) may cover the page's main
// button or whatever has keyboard focus, at either width: compared by their boxes on the screen.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const BOXES = [
  {
    id: 'update',
    title: 'Major update: 25 sources',
    content: 'More sources than ever.',
    type: 'success',
    dismissible: true,
  },
  {
    id: 'downtime',
    title: 'Partial downtime',
    content: 'Some servers are slow.',
    type: 'warning',
    dismissible: true,
  },
];

interface TBox {
  x: number;
  y: number;
  width: number;
  height: number;
  what: string;
}

/** The boxes of everything that could cover the page: notices, toasts and the shell's fixed parts. */
function coverBoxes(page: Page): Promise<TBox[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-info-box], [data-sonner-toast], [data-keep-clear]'))
      .filter((element) => getComputedStyle(element).visibility !== 'hidden')
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height, what: element.outerHTML.slice(0, 80) };
      })
      .filter((box) => box.width > 0 && box.height > 0),
  );
}

const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectUncovered(page: Page, target: Locator, name: string) {
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  const covering = (await coverBoxes(page)).filter((cover) => overlaps({ ...box!, what: name }, cover));
  expect(covering.map((cover) => `${name} under ${cover.what}`)).toEqual([]);
}

/** Tabs through `count` stops; none may land under a cover (a stop inside a cover is the cover itself). */
async function expectFocusNeverCovered(page: Page, count: number) {
  for (let stop = 0; stop < count; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(async () => {
      // The shell moves the page for a covered element on the next frame.
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body) return null;
      if (active.closest('[data-info-box], [data-sonner-toast], [data-keep-clear], dialog')) return null;
      // Fixed itself (the skip link), it shows above the rest.
      if (getComputedStyle(active).position === 'fixed') return null;
      const { x, y, width, height } = active.getBoundingClientRect();
      return { x, y, width, height, what: active.outerHTML.slice(0, 80) };
    });
    if (!focused || focused.width === 0) continue;
    const covering = (await coverBoxes(page)).filter((cover) => overlaps(focused, cover));
    expect(covering.map((cover) => `${focused.what} under ${cover.what}`)).toEqual([]);
  }
}

test.beforeEach(async ({ context }) => {
  await serveInfoBoxes(context, BOXES);
});

test("a movie's Watch button and every focused element stay clear of notices and the floating button", async ({
  page,
}) => {
  await page.goto('/movies/832');
  await expect(page.locator('[data-info-box]')).toBeVisible();
  const watch = page.getByRole('button', { name: 'Watch' });
  await expect(watch).toBeVisible();
  await expectUncovered(page, watch, 'Watch');
  await watch.focus();
  await expectUncovered(page, watch, 'focused Watch');
  await expectFocusNeverCovered(page, 40);
});

test("a series' play button and every focused element stay clear of notices and the floating button", async ({
  page,
}) => {
  await page.goto('/series/1396');
  await expect(page.locator('[data-info-box]')).toBeVisible();
  const play = page.getByRole('button', { name: /^(Watch selected episode|Play|Resume)/ }).first();
  await expect(play).toBeVisible();
  await expectUncovered(page, play, 'Play');
  await expectFocusNeverCovered(page, 60);
});

test('on the home page, focus never lands under the floating button or the bottom bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-info-box]')).toBeVisible();
  await expectFocusNeverCovered(page, 60);
});

/** Every link, button and field wholly or partly on the screen now. */
function visibleControls(page: Page): Promise<TBox[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main a[href], main button, main input, main select'))
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height, what: element.outerHTML.slice(0, 80) };
      })
      .filter((box) => box.width > 0 && box.y < window.innerHeight && box.y + box.height > 0),
  );
}

test('home: the Top 10 switch, the hero buttons and Continue Watching stay clear of the floating button', async ({
  page,
}) => {
  await seedHistory(page, {
    '832': {
      id: 832,
      type: 'movie',
      title: 'M',
      updatedAt: Date.now() - 60_000,
      progress: { watched: 12, duration: 6000 },
    },
  });
  await page.goto('/');
  await expect(page.locator('[data-info-box]')).toBeVisible();
  const slide = page.locator('[aria-roledescription="slide"][data-active="true"]');
  await expect(slide.getByRole('link', { name: /^(Play|Resume)/ })).toBeVisible();
  await expectUncovered(page, slide.getByRole('link', { name: /^(Play|Resume)/ }), 'hero Play');
  await expectUncovered(page, slide.getByRole('link', { name: /^More info/ }), 'hero More info');
  const card = page.getByTestId('continue-card').first();
  await expect(card).toBeVisible();

  // The floating button covers no control of the first screen: under 1024 px it sits in the bottom bar.
  const floating = (await page.getByTestId('floating-actions').boundingBox())!;
  const bar = page.getByRole('navigation', { name: 'Mobile' });
  if (await bar.isVisible()) {
    const barBox = (await bar.boundingBox())!;
    expect(floating.y).toBeGreaterThanOrEqual(barBox.y);
    expect(floating.y + floating.height).toBeLessThanOrEqual(barBox.y + barBox.height);
  }
  const covered = (await visibleControls(page)).filter((control) =>
    overlaps(control, { ...floating, what: 'floating button' }),
  );
  expect(covered.map((control) => control.what)).toEqual([]);

  // Scrolled into view (the browser's own nearest scroll), the page's scroll padding keeps it above the shell's
  // bottom parts.
  await card.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  await expectUncovered(page, card, 'Continue Watching card');

  // Today's top 10: its 6–10 switch, brought into view, is clear and takes a click.
  const switchTo = page.getByTestId('top-today').getByRole('button', { name: '6–10' });
  await switchTo.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  await expectUncovered(page, switchTo, 'Top 10 6–10 switch');
  await switchTo.click({ trial: true });
  await switchTo.click();
  await expect(switchTo).toHaveAttribute('aria-pressed', 'true');
});

test("the account page's tabs stay clear of notices and the floating button", async ({ page }) => {
  await page.goto('/account?tab=content');
  await expect(page.locator('[data-info-box]')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab');
  for (const tab of await tabs.all()) {
    if (await tab.evaluate((element) => element.checkVisibility())) {
      await expectUncovered(page, tab, `tab ${await tab.textContent()}`);
    }
  }
});
