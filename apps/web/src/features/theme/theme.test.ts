import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/storage/safe-storage.ts';
import {
  applyTheme,
  createThemeStore,
  initialTheme,
  readStoredTheme,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from './theme.ts';

/** A stand-in for matchMedia('(prefers-color-scheme: dark)') whose system setting the test changes. */
function fakeSystem(matches: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  } as unknown as MediaQueryList;
  const change = (dark: boolean) => {
    for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
  };
  return { query, change, listenerCount: () => listeners.size };
}

function setUp(stored?: string, systemDark = true) {
  const storage = memoryStorage(stored === undefined ? {} : { [THEME_STORAGE_KEY]: stored });
  const root = document.createElement('html');
  const system = fakeSystem(systemDark);
  const store = createThemeStore({ storage, root, systemDark: system.query });
  return { storage, root, system, store };
}

describe('initial theme', () => {
  it('is the stored choice, otherwise dark', () => {
    expect(initialTheme('light')).toBe('light');
    expect(initialTheme('dark')).toBe('dark');
    expect(initialTheme(null)).toBe('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    expect(readStoredTheme(memoryStorage({ theme: 'purple' }))).toBeNull();
  });

  it('is dark with no stored choice even when the system is light, and is put on the page', () => {
    const { store, root } = setUp(undefined, false);
    expect(store.get()).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
  });

  it('starts light when light was stored', () => {
    const { store, root } = setUp('light');
    expect(store.get()).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('paints the browser chrome in the theme colour', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    applyTheme(document.documentElement, 'light');
    expect(meta.content).toBe(THEME_COLORS.light);
    applyTheme(document.documentElement, 'dark');
    expect(meta.content).toBe(THEME_COLORS.dark);
    meta.remove();
  });
});

describe('toggle', () => {
  it('switches dark and light and saves the choice', () => {
    const { store, storage, root } = setUp();
    store.toggle();
    expect(store.get()).toBe('light');
    expect(storage.get(THEME_STORAGE_KEY)).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
    store.toggle();
    expect(store.get()).toBe('dark');
    expect(storage.get(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('still switches when storage cannot be written (private mode)', () => {
    const root = document.createElement('html');
    const store = createThemeStore({
      storage: { get: () => null, set: () => false, remove: () => undefined },
      root,
    });
    store.toggle();
    expect(store.get()).toBe('light');
  });
});

describe('system colour scheme', () => {
  it('is followed live while nothing is stored', () => {
    const { store, system } = setUp();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get()));
    system.change(false);
    expect(store.get()).toBe('light');
    system.change(true);
    expect(store.get()).toBe('dark');
    expect(seen).toEqual(['light', 'dark']);
  });

  it('is ignored once the visitor has chosen', () => {
    const { store, system } = setUp();
    store.subscribe(() => undefined);
    store.toggle();
    system.change(true);
    expect(store.get()).toBe('light');
  });

  it('stops being listened to when nothing subscribes', () => {
    const { store, system } = setUp();
    const unsubscribe = store.subscribe(() => undefined);
    expect(system.listenerCount()).toBe(1);
    unsubscribe();
    expect(system.listenerCount()).toBe(0);
  });
});

describe('other tabs', () => {
  it('follow a choice saved in another tab', () => {
    const storage = memoryStorage();
    const root = document.createElement('html');
    const events = new EventTarget() as unknown as Window;
    const store = createThemeStore({ storage, root, events });
    store.subscribe(() => undefined);
    storage.set(THEME_STORAGE_KEY, 'light');
    events.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }));
    expect(store.get()).toBe('light');
  });
});

describe('the account setting', () => {
  it('is followed only when it differs from what is stored', () => {
    const { storage, store } = setUp('dark', false);
    store.choose('dark');
    expect(storage.get(THEME_STORAGE_KEY)).toBe('dark');
    store.choose('light');
    expect(storage.get(THEME_STORAGE_KEY)).toBe('light');
    expect(store.get()).toBe('light');
  });

  it("'system' forgets the stored choice, even one that is not a theme, and shows the system's", () => {
    const { storage, store } = setUp('blue', false);
    store.choose('system');
    expect(storage.get(THEME_STORAGE_KEY)).toBeNull();
    expect(store.get()).toBe('light');
  });
});
