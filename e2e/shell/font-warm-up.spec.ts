import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_FONTS } from '../../apps/web/src/app/font-warm-up.ts';

// The page's HTML lays out a word in each font the first screens use, unseen, so the system's font lookups are
// done before the app's first render (apps/web/src/app/font-warm-up.ts).

const fontKey = ({ weight, size, italic }: { weight: number; size: number; italic?: boolean }) =>
  `${weight} ${size}px${italic ? ' italic' : ''}`;

test('the HTML carries the warm-up: unseen, hidden from assistive technology, in the page’s own font', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-font-warm-up');
  await page.goto('/');
  const warmUp = page.locator('[data-font-warm-up]');
  await expect(warmUp).toHaveAttribute('aria-hidden', 'true');
  const box = await warmUp.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(1);
  expect(box?.height).toBeLessThanOrEqual(1);
  const { words, bodyFamily } = await warmUp.evaluate((element) => ({
    words: Array.from(element.children).map((word) => {
      const style = getComputedStyle(word);
      return {
        family: style.fontFamily,
        font: `${style.fontWeight} ${style.fontSize}${style.fontStyle === 'italic' ? ' italic' : ''}`,
      };
    }),
    bodyFamily: getComputedStyle(document.body).fontFamily,
  }));
  expect(words.map((word) => word.font)).toEqual(FIRST_SCREEN_FONTS.map(fontKey));
  for (const word of words) expect(word.family).toBe(bodyFamily);
});

for (const path of ['/', '/movies']) {
  test(`every font of ${path}'s first screen is warmed up`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('hero-carousel').getByRole('tab').first()).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const used = await page.evaluate(() => {
      const fonts = new Set<string>();
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) {
        const element = texts.currentNode.parentElement;
        if (!element || !texts.currentNode.textContent?.trim() || element.closest('[data-font-warm-up]')) {
          continue;
        }
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.top > innerHeight) continue;
        const style = getComputedStyle(element);
        fonts.add(`${style.fontWeight} ${style.fontSize}${style.fontStyle === 'italic' ? ' italic' : ''}`);
      }
      return [...fonts];
    });
    const warmed = new Set(FIRST_SCREEN_FONTS.map(fontKey));
    expect(used.filter((font) => !warmed.has(font))).toEqual([]);
  });
}
