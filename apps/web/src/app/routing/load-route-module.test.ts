import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/storage/safe-storage.ts';
import { createRouteModuleLoader, ROUTE_RELOAD_GUARD_KEY } from './load-route-module.ts';

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const settles = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((r) => setTimeout(r, 20, 'pending')),
  ]);

describe('route module load failure', () => {
  it('reloads the page once, and does not settle while it reloads', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const load = createRouteModuleLoader({ storage, reload });
    expect(await settles(load(failing))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(ROUTE_RELOAD_GUARD_KEY)).not.toBeNull();
  });

  it('after the reload, a second failure throws to the error screen instead of reloading again', async () => {
    const storage = memoryStorage({ [ROUTE_RELOAD_GUARD_KEY]: '1' });
    const reload = vi.fn();
    const load = createRouteModuleLoader({ storage, reload });
    await expect(load(failing)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the guard when a module loads, so a later failure may reload again', async () => {
    const storage = memoryStorage({ [ROUTE_RELOAD_GUARD_KEY]: '1' });
    const load = createRouteModuleLoader({ storage, reload: vi.fn() });
    await expect(load(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({ default: 'page' });
    expect(storage.get(ROUTE_RELOAD_GUARD_KEY)).toBeNull();
  });

  it('never reloads when the guard cannot be stored (no reload loop without sessionStorage)', async () => {
    const reload = vi.fn();
    const load = createRouteModuleLoader({
      storage: { get: () => null, set: () => false, remove: () => undefined },
      reload,
    });
    await expect(load(failing)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});
