import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, effectiveSettings, newerSettings, parseSettings } from './settings.ts';

describe('settings', () => {
  it('has the fixed defaults', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      autoplay: true,
      autoNext: true,
      quality: 'auto',
      theme: 'system',
      subtitleColor: 'white',
      emailUpdates: false,
      pushNotifications: true,
      alertEpisodes: true,
      alertReleases: true,
    });
  });

  it('keeps only real choices', () => {
    expect(
      parseSettings({ theme: 'dark', autoplay: 'yes', quality: '8K', subtitleSize: 'large', extra: 1 }),
    ).toEqual({ theme: 'dark', subtitleSize: 'large' });
    expect(parseSettings(null)).toEqual({});
    expect(parseSettings([1])).toEqual({});
  });

  it('fills the rest with defaults', () => {
    expect(effectiveSettings({ autoNext: false })).toEqual({ ...DEFAULT_SETTINGS, autoNext: false });
  });

  it('lets the newer record win whole, ties the same way on every device', () => {
    const a = { settings: { theme: 'dark' as const }, updatedAt: 2 };
    const b = { settings: { theme: 'light' as const, autoplay: false }, updatedAt: 1 };
    expect(newerSettings(a, b)).toBe(a);
    expect(newerSettings(b, a)).toBe(a);
    const c = { settings: { theme: 'light' as const }, updatedAt: 2 };
    expect(newerSettings(a, c)).toBe(newerSettings(c, a));
  });
});
