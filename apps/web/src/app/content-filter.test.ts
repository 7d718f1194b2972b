import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readContentFilterCookie } from '../features/accounts/content-filter-cookie.ts';
import { createSettingsStore } from '../features/accounts/settings-store.ts';
import { createLocalData } from '../lib/storage/local-data.ts';
import { memoryStorage } from '../lib/storage/safe-storage.ts';
import { followContentFilter } from './content-filter.ts';

function setUp() {
  const settings = createSettingsStore(createLocalData(memoryStorage()), () => 1000);
  const client = new QueryClient();
  client.setQueryData(['catalogue', 'list', 'popular', { page: 1 }], { results: ['an R title'] });
  client.setQueryData(['accounts', 'detail', { what: 'recovery' }], { canEmail: true });
  return { settings, client, stop: followContentFilter(settings, client) };
}

afterEach(() => {
  document.cookie = 'content_filter=; Path=/; Max-Age=0';
});

describe('followContentFilter', () => {
  it('sets the cookie the server filters by when the setting changes, and drops catalogue answers only', () => {
    const { settings, client, stop } = setUp();
    expect(readContentFilterCookie()).toBeUndefined();
    settings.choose('contentFiltering', 'strict');
    expect(readContentFilterCookie()).toBe('strict');
    expect(client.getQueryData(['catalogue', 'list', 'popular', { page: 1 }])).toBeUndefined();
    expect(client.getQueryData(['accounts', 'detail', { what: 'recovery' }])).toEqual({ canEmail: true });
    settings.choose('contentFiltering', 'unrestricted');
    expect(readContentFilterCookie()).toBeUndefined();
    stop();
  });

  it('leaves the answers alone when another setting changes', () => {
    const { settings, client, stop } = setUp();
    settings.choose('theme', 'light');
    expect(client.getQueryData(['catalogue', 'list', 'popular', { page: 1 }])).toEqual({
      results: ['an R title'],
    });
    stop();
  });
});
