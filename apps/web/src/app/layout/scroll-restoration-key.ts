import type { GetScrollRestorationKeyFunction } from 'react-router';

// React Router's key of an entry it did not create: every document's first entry has it.
const UNKEYED_ENTRY = 'default';

/**
 * ScrollRestoration's key of a history entry. React Router keys the entries it pushes, but the first entry of every
 * page load in a tab is 'default', so one saved position would follow the visitor into each new page. The browser's
 * key of that entry (Navigation API: kept by reload and Back/Forward, new for a new page) and its address tell
 * them apart; without the Navigation API, the address alone does.
 */
export function createScrollRestorationKey(
  firstEntryKey: string | undefined,
): GetScrollRestorationKeyFunction {
  return (location) => {
    if (location.key !== UNKEYED_ENTRY) return location.key;
    const address = `${location.pathname}${location.search}`;
    return firstEntryKey === undefined ? address : `${firstEntryKey} ${address}`;
  };
}

/**
 * The Navigation API's key of the current history entry, where the browser has it (TypeScript's DOM types lack it).
 * Its key, not its id: the id changes with every replaceState, and React Router replaces the first entry's state.
 */
function currentEntryKey(): string | undefined {
  const { navigation } = globalThis as { navigation?: { currentEntry?: { key: string } | null } };
  return navigation?.currentEntry?.key;
}

// Read as the app starts, while the current entry is still the document's first.
export const scrollRestorationKey = createScrollRestorationKey(currentEntryKey());
