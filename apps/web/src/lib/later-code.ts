import { LATER_CODE_META_NAME } from '@marquee/contract/routes';

const fetched = new Set<string>();

/**
 * Preloads, without running, the modules of the code the page's buttons open (the server lists them for the title
 * pages, whose Watch opens the player) and the scripts of the workers the page starts (Watch's stream warm-up): a
 * press then only runs them, instead of waiting on the network and the compiler. A worker's script is a module
 * too, and the worker finds this copy in the browser's cache. Meant to run once the page is idle. Each file is
 * asked for once a visit.
 */
export function fetchLaterCode(): void {
  // A visitor who asked to save data, or on a 2G line, downloads only what they use.
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '')) return;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${LATER_CODE_META_NAME}"]`)?.content;
  for (const href of content?.split(/\s+/) ?? []) {
    // Only the site's own script files.
    if (!/^\/assets\/[\w.-]+\.js$/.test(href) || fetched.has(href)) continue;
    fetched.add(href);
    const link = document.createElement('link');
    // Fetched and compiled (off the page's thread, as it streams in), not run. A prefetch would leave the
    // compiling (the player's 600 KB, all of it with its compile hint) to the press: about 0.25 s before it runs.
    link.rel = 'modulepreload';
    // The credentials mode a module script is fetched with, so the import finds this copy.
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

/** For tests: forget what was fetched. */
export function forgetLaterCode(): void {
  fetched.clear();
}
