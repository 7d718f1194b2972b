import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTINGS_KEY } from '../features/accounts/settings-store.ts';
import { DISMISSED_INFO_BOXES_KEY } from '../features/info-boxes/info-box-storage.ts';
import { HIDE_SCORES_ATTRIBUTE } from '../features/user-ratings/hide-scores.ts';

// index.html's script right after the root element, which runs before the server's first screen paints.
const html = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
const guard = /<div id="root"><\/div>\s*<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** A page whose root holds a first screen showing the info box `boxId`, then the guard run over it. */
function loadPage(boxId: string | undefined): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><div class="flex">' +
    (boxId ? `<section data-info-box="${boxId}">Box</section>` : '') +
    '<main id="main"><h1>M</h1></main></div></div>';
  new Function(guard)();
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(HIDE_SCORES_ATTRIBUTE);
});

describe("index.html's guard of the server's first screen", () => {
  it('reads the keys and marks the attribute the app itself uses', () => {
    expect(guard).toContain(`'${DISMISSED_INFO_BOXES_KEY}'`);
    expect(guard).toContain(`'${SETTINGS_KEY}'`);
    expect(guard).toContain(`'${HIDE_SCORES_ATTRIBUTE}'`);
  });

  it('keeps the first screen, info box and all, for a visitor who closed no box or another one', () => {
    expect(loadPage('update').querySelector('h1')).not.toBeNull();
    localStorage.setItem(DISMISSED_INFO_BOXES_KEY, JSON.stringify(['older']));
    expect(loadPage('update').querySelector('[data-info-box="update"]')).not.toBeNull();
    expect(loadPage(undefined).querySelector('h1')).not.toBeNull();
  });

  it('takes the first screen away when it shows a box this visitor closed (the app would draw the page higher)', () => {
    localStorage.setItem(DISMISSED_INFO_BOXES_KEY, JSON.stringify(['older', 'update']));
    expect(loadPage('update').childNodes).toHaveLength(0);
  });

  it('hides scores before the first paint when the visitor hides them, in either stored shape', () => {
    loadPage(undefined);
    expect(document.documentElement.hasAttribute(HIDE_SCORES_ATTRIBUTE)).toBe(false);
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ hideScores: true }));
    loadPage(undefined);
    expect(document.documentElement.hasAttribute(HIDE_SCORES_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(HIDE_SCORES_ATTRIBUTE);
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ settings: { hideScores: true }, updatedAt: 1 }));
    loadPage(undefined);
    expect(document.documentElement.hasAttribute(HIDE_SCORES_ATTRIBUTE)).toBe(true);
  });

  it('survives unreadable storage: the first screen stays', () => {
    localStorage.setItem(DISMISSED_INFO_BOXES_KEY, '{not json');
    expect(loadPage('update').querySelector('h1')).not.toBeNull();
  });
});
