import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_DATA_KEY,
  LocalDataError,
  STORAGE_READ_ERROR,
  STORAGE_WRITE_ERROR,
  createLocalData,
} from './local-data.ts';
import { memoryStorage, safeStorage, type TStorageArea } from './safe-storage.ts';

const VALID = JSON.stringify({ valid: true, values: { lastBookmarkUpdateTime: 5 } });

/** A storage area whose reads or writes fail, recording what was erased. */
function failingArea(fail: { read?: boolean; write?: boolean }, initial: Record<string, string> = {}) {
  const inner = memoryStorage(initial);
  const erased: string[] = [];
  const area: TStorageArea = {
    ...inner,
    read: (key) => (fail.read ? { ok: false } : inner.read(key)),
    set: (key, value) => (fail.write ? false : inner.set(key, value)),
    erase: (key) => {
      erased.push(key);
      return inner.erase(key);
    },
  };
  return { area, inner, erased };
}

describe('the local-lock wrapper', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reads a valid wrapper with its named values as it is', () => {
    const area = memoryStorage({ [LOCAL_DATA_KEY]: VALID });
    expect(createLocalData(area).readWrapper()).toEqual({
      valid: true,
      values: { lastBookmarkUpdateTime: 5 },
    });
    expect(area.get(LOCAL_DATA_KEY)).toBe(VALID);
  });

  it.each([
    ['missing', undefined],
    ['unparsable', '{not json'],
    ['without the validity flag', JSON.stringify({ values: {} })],
    ['flagged invalid', JSON.stringify({ valid: false, values: { lastBookmarkUpdateTime: 5 } })],
    ['without values', JSON.stringify({ valid: true })],
    ['an array', '[]'],
  ])('resets a %s wrapper to an empty valid one', (_name, raw) => {
    const area = memoryStorage(raw === undefined ? {} : { [LOCAL_DATA_KEY]: raw });
    expect(createLocalData(area).readWrapper()).toEqual({ valid: true, values: {} });
    expect(JSON.parse(area.get(LOCAL_DATA_KEY) ?? 'null')).toEqual({ valid: true, values: {} });
  });

  it('sets one named value and keeps the others', () => {
    const area = memoryStorage({ [LOCAL_DATA_KEY]: JSON.stringify({ valid: true, values: { other: 'x' } }) });
    createLocalData(area).setValue('lastBookmarkUpdateTime', 42);
    expect(JSON.parse(area.get(LOCAL_DATA_KEY) ?? 'null')).toEqual({
      valid: true,
      values: { other: 'x', lastBookmarkUpdateTime: 42 },
    });
  });

  it('clears the wrapper and raises the read message when storage cannot be read', () => {
    const { area, erased } = failingArea({ read: true }, { [LOCAL_DATA_KEY]: VALID });
    const data = createLocalData(area);
    expect(() => data.readItem('bookmarks')).toThrow(STORAGE_READ_ERROR);
    expect(() => data.readWrapper()).toThrow(LocalDataError);
    expect(erased).toContain(LOCAL_DATA_KEY);
  });

  it('clears the wrapper and raises the write message when storage refuses a write', () => {
    const { area, inner, erased } = failingArea({ write: true }, { [LOCAL_DATA_KEY]: VALID });
    const data = createLocalData(area);
    expect(() => data.writeItem('bookmarks', '[]')).toThrow(STORAGE_WRITE_ERROR);
    expect(erased).toEqual([LOCAL_DATA_KEY]);
    expect(inner.get(LOCAL_DATA_KEY)).toBeNull();
    expect(() => data.setValue('lastBookmarkUpdateTime', 1)).toThrow(STORAGE_WRITE_ERROR);
  });

  it('turns the real storage throwing (disabled, quota) into the storage messages', () => {
    const data = createLocalData(safeStorage('local'));
    localStorage.setItem(LOCAL_DATA_KEY, VALID);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => data.writeItem('bookmarks', '[]')).toThrow(STORAGE_WRITE_ERROR);
    expect(localStorage.getItem(LOCAL_DATA_KEY)).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => data.readItem('bookmarks')).toThrow(STORAGE_READ_ERROR);
  });
});
