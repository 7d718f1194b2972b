import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_FOUR_K_KEY } from '../support/four-k-key.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A 4K token minted as an operator would (`npm run token -- --name NAME`), with the test server's key. */
export function mintToken(name: string, fourKKey = E2E_FOUR_K_KEY): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/four-k/token-cli.ts', '--name', name],
    { cwd: root, env: { ...process.env, PREMIUM_KEY: fourKKey }, encoding: 'utf8' },
  ).trim();
}

/** The guide's step heading ('Step 2 of 3: Token'). */
export const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 3/ });

/** Moves the guide forward to `step` with Next. */
export async function goToStep(page: Page, step: number): Promise<void> {
  const at = Number(/^Step (\d)/.exec((await stepHeading(page).textContent()) ?? '')?.[1]);
  for (let current = at; current < step; current += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText(new RegExp(`^Step ${current + 1} of 3`));
  }
}

/** The player's Quality menu items, once it is open on a playing stream. */
export async function qualityItems(page: Page): Promise<string[]> {
  const player = page.getByTestId('player');
  await player.hover();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('menu', { name: 'Settings' })
    .getByRole('menuitem', { name: /^Quality/ })
    .click();
  const menu = page.getByRole('menu', { name: 'Quality' });
  await expect(menu.getByRole('menuitemradio').nth(1)).toBeVisible({ timeout: 20_000 });
  return menu.getByRole('menuitemradio').allTextContents();
}
