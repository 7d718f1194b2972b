import { safeStorage, type TSafeStorage } from './safe-storage.ts';

const local = safeStorage('local');

/** Stored text as the JSON value it holds; none or unparsable text reads as undefined. */
export function parseStoredJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON value kept in localStorage (or another area); unreadable or unparsable text reads as undefined. */
export function readStoredJson(key: string, area: TSafeStorage = local): unknown {
  return parseStoredJson(area.get(key));
}

/** Stores a value as JSON; whether storage took it (a full or disabled storage does not, silently). */
export function writeStoredJson(key: string, value: unknown, area: TSafeStorage = local): boolean {
  return area.set(key, JSON.stringify(value));
}
