import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_WIDTH_PX, readPlaybackPreferences } from './player-preferences.ts';

describe('the settings the player obeys', () => {
  afterEach(() => localStorage.clear());

  it('takes the defaults when nothing is stored', () => {
    expect(readPlaybackPreferences()).toEqual({
      autoplay: true,
      autoNext: true,
      quality: 'auto',
      preview: true,
      thumbnailSize: 'medium',
    });
  });

  it('reads the account page’s choices, ignoring unusable ones', () => {
    localStorage.setItem(
      'settings',
      JSON.stringify({ autoplay: false, preview: false, thumbnailSize: 'large', quality: '8K' }),
    );
    expect(readPlaybackPreferences()).toMatchObject({
      autoplay: false,
      preview: false,
      thumbnailSize: 'large',
      quality: 'auto',
    });
    expect(PREVIEW_WIDTH_PX.large).toBeGreaterThan(PREVIEW_WIDTH_PX.medium);
  });

  it('reads them from a synced record ({settings, updatedAt}) too', () => {
    localStorage.setItem('settings', JSON.stringify({ settings: { autoNext: false }, updatedAt: 1 }));
    expect(readPlaybackPreferences()).toMatchObject({ autoplay: true, autoNext: false });
  });
});
