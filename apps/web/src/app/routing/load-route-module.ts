import { safeStorage, type TSafeStorage } from '../../lib/storage/safe-storage.ts';

/** Set while the page reloads after a route module failed to load, so a second failure is not reloaded again. */
export const ROUTE_RELOAD_GUARD_KEY = 'marquee:route-module-reload';

export interface TRouteModuleLoaderEnvironment {
  /** Where the guard is kept: this tab's sessionStorage unless told. */
  storage?: TSafeStorage;
  /** Loads the page again, at the address the visitor was going to. */
  reload: () => void;
}

/**
 * Wraps a route module import: on failure (usually a new deploy replaced the chunk) the page reloads once;
 * if it fails again the error goes to the router's error screen. Any successful load clears the guard.
 */
export function createRouteModuleLoader(env: TRouteModuleLoaderEnvironment) {
  const storage = env.storage ?? safeStorage('session');
  return async function loadRouteModule<T>(load: () => Promise<T>): Promise<T> {
    try {
      const module = await load();
      storage.remove(ROUTE_RELOAD_GUARD_KEY);
      return module;
    } catch (error) {
      // Without a guard we could write, a reload might loop: show the error instead.
      if (storage.get(ROUTE_RELOAD_GUARD_KEY) === null && storage.set(ROUTE_RELOAD_GUARD_KEY, '1')) {
        env.reload();
        // The page is going away; never settle, so no error screen flashes before it does.
        return new Promise<T>(() => undefined);
      }
      throw error;
    }
  };
}
