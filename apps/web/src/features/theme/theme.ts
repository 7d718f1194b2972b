import { safeStorage, type TSafeStorage } from '../../lib/storage/safe-storage.ts';

export type TTheme = 'dark' | 'light';

/** Where the visitor's choice is kept; index.html reads the same key before the first paint. */
export const THEME_STORAGE_KEY = 'theme';
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice, or null when there is none (or it is not a theme). */
export function readStoredTheme(storage: TSafeStorage): TTheme | null {
  const value = storage.get(THEME_STORAGE_KEY);
  return value === 'dark' || value === 'light' ? value : null;
}

/** The stored choice, otherwise dark (the same rule as the script in index.html). */
export function initialTheme(stored: TTheme | null): TTheme {
  return stored ?? 'dark';
}

/** The browser-chrome colour of each theme (the page background). */
export const THEME_COLORS: Readonly<Record<TTheme, string>> = { dark: '#09090b', light: '#ffffff' };

/** Puts the theme on the page: the `dark` class Tailwind keys on, the native colour scheme, the chrome colour. */
export function applyTheme(root: HTMLElement, theme: TTheme): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  root.ownerDocument.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export interface TThemeEnvironment {
  storage: TSafeStorage;
  root: HTMLElement;
  /** The system colour-scheme query; absent where matchMedia is not available. */
  systemDark?: MediaQueryList | undefined;
  /** Where other tabs announce storage changes. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

export interface TThemeStore {
  get(): TTheme;
  /** Switches dark and light and saves the choice. */
  toggle(): void;
  /**
   * Takes the account setting: a fixed theme, or 'system' to follow the device again; nothing
   * happens while it is what is stored already.
   */
  choose(choice: TTheme | 'system'): void;
  subscribe(listener: () => void): () => void;
}

/** The theme as one small store: follows the system while nothing is stored, and other tabs' choices. */
export function createThemeStore(env: TThemeEnvironment): TThemeStore {
  let theme = initialTheme(readStoredTheme(env.storage));
  applyTheme(env.root, theme);
  const listeners = new Set<() => void>();

  const show = (next: TTheme) => {
    if (next === theme) return;
    theme = next;
    applyTheme(env.root, theme);
    for (const listener of listeners) listener();
  };
  const onSystemChange = (event: MediaQueryListEvent) => {
    if (readStoredTheme(env.storage) === null) show(event.matches ? 'dark' : 'light');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const stored = readStoredTheme(env.storage);
    if (stored) show(stored);
  };

  return {
    get: () => theme,
    toggle() {
      const next = theme === 'dark' ? 'light' : 'dark';
      env.storage.set(THEME_STORAGE_KEY, next);
      show(next);
    },
    choose(choice) {
      const stored = env.storage.get(THEME_STORAGE_KEY);
      if (choice === 'system') {
        if (stored === null) return;
        env.storage.remove(THEME_STORAGE_KEY);
        show(env.systemDark?.matches === false ? 'light' : 'dark');
        return;
      }
      if (stored === choice) return;
      env.storage.set(THEME_STORAGE_KEY, choice);
      show(choice);
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        env.systemDark?.addEventListener('change', onSystemChange);
        env.events?.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        env.systemDark?.removeEventListener('change', onSystemChange);
        env.events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The page's theme store. */
export const themeStore: TThemeStore = createThemeStore({
  storage: safeStorage('local'),
  root: document.documentElement,
  systemDark: typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK_QUERY) : undefined,
  events: window,
});
