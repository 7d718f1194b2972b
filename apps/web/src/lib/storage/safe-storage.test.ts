import { afterEach, describe, expect, it, vi } from 'vitest';
import { onStoredValueChange, safeStorage } from './safe-storage.ts';

describe('safeStorage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reads and writes the real storage', () => {
    const storage = safeStorage('local');
    expect(storage.set('k', 'v')).toBe(true);
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('never throws when storage is unavailable (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const storage = safeStorage('session');
    expect(storage.get('k')).toBeNull();
    expect(storage.set('k', 'v')).toBe(false);
    expect(() => storage.remove('k')).not.toThrow();
  });

  it('tells an unreadable or unwritable storage from a missing value', () => {
    const storage = safeStorage('local');
    expect(storage.read('k')).toEqual({ ok: true, value: null });
    expect(storage.erase('k')).toBe(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.read('k')).toEqual({ ok: false });
    expect(storage.erase('k')).toBe(false);
  });

  it('clears every key of its own area only, and says when storage refused', () => {
    localStorage.setItem('a', '1');
    localStorage.setItem('b', '2');
    sessionStorage.setItem('c', '3');
    expect(safeStorage('local').clear()).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('c')).toBe('3');
    sessionStorage.clear();
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(safeStorage('local').clear()).toBe(false);
  });

  it("reports other tabs' changes of one key (and clears), not of other keys", () => {
    const onChange = vi.fn();
    const stop = onStoredValueChange('bookmarks', onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'bookmarks' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'bookmarks' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
