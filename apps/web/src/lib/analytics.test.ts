import { describe, expect, it, vi } from 'vitest';
import { analytics, createAnalytics } from './analytics.ts';

describe('analytics', () => {
  it('sends nothing when no endpoint is configured', () => {
    const send = vi.fn();
    createAnalytics({ endpoint: undefined, send, now: () => 1 }).track('bookmarks-added', {
      category: 'watchlist',
    });
    createAnalytics({ endpoint: '', send, now: () => 1 }).track('bookmarks-removed', { category: 'watched' });
    expect(send).not.toHaveBeenCalled();
  });

  it('nothing leaves the browser by default (no VITE_ANALYTICS_URL in the build)', () => {
    const beacon = vi.fn(() => true);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    analytics.track('bookmarks-added', { category: 'watchlist' });
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('posts one event with its name, category and time to the configured endpoint', () => {
    const send = vi.fn();
    const recorder = createAnalytics({ endpoint: '/api/analytics', send, now: () => 1234 });
    recorder.track('bookmarks-added', { category: 'favorites' });
    recorder.track('bookmarks-removed', { category: 'Anime' });
    expect(send.mock.calls.map(([url, body]) => [url, JSON.parse(String(body))])).toEqual([
      ['/api/analytics', { event: 'bookmarks-added', category: 'favorites', at: 1234 }],
      ['/api/analytics', { event: 'bookmarks-removed', category: 'Anime', at: 1234 }],
    ]);
  });
});
