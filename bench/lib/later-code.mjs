/* global document -- runs in the page */

/**
 * Runs in the page: whether every file the page lists for a later press (the player's, which a title page
 * preloads once idle) has arrived; a page that lists none: true.
 */
export function laterCodeFetched() {
  const meta = document.querySelector('meta[name="marquee-later-code"]');
  if (!meta) return true;
  const wanted = meta.content.split(/\s+/).filter(Boolean);
  const arrived = new Set(
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.responseEnd > 0)
      .map((entry) => new URL(entry.name).pathname),
  );
  return wanted.every((file) => arrived.has(file));
}

/** Runs in the page: the paths of the files the page lists for a later press (none: empty). */
export function laterCodeFiles() {
  const meta = document.querySelector('meta[name="marquee-later-code"]');
  return meta ? meta.content.split(/\s+/).filter(Boolean) : [];
}
