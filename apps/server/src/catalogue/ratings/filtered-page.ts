// A page of a list with some of its items taken out, built from the pages of the whole list.
import { CATALOGUE_PAGE_SIZE, type TPage } from '@marquee/domain';

export interface TFilteredPageOptions {
  /** Source pages read whatever page is asked, so lists up to this length get an exact total. */
  exactPages: number;
  /** Source pages never read past, however few items were kept: bounds the work of one answer. */
  maxPages: number;
}

/**
 * Page `page` of the source list with only the items `keep` returns: the source is read from its first
 * page until the kept items fill the page asked for (and at least `exactPages` pages, or to its end), so
 * every page is a slice of one filtered list and pages neither overlap nor skip. An item repeated across
 * source pages is kept once. The total is exact when the source ended within the pages read, otherwise
 * the kept share of what was read applied to the source's total.
 */
export async function filteredPage<T, P extends TPage<T>>(
  readPage: (page: number) => Promise<P>,
  keep: (items: T[]) => Promise<T[]>,
  identify: (item: T) => string,
  page: number,
  options: TFilteredPageOptions,
): Promise<P> {
  const wanted = page * CATALOGUE_PAGE_SIZE;
  const seen = new Set<string>();
  const kept: T[] = [];
  let first: P | undefined;
  let read = 0;
  let ended = false;
  for (let sourcePage = 1; ; sourcePage++) {
    const source = await readPage(sourcePage);
    first ??= source;
    read += source.results.length;
    const fresh = source.results.filter((item) => {
      const id = identify(item);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    kept.push(...(await keep(fresh)));
    if (source.results.length === 0 || sourcePage >= source.total_pages) {
      ended = true;
      break;
    }
    if (sourcePage >= options.maxPages) break;
    if (kept.length >= wanted && sourcePage >= options.exactPages) break;
  }
  const unread = Math.max(0, first.total_results - read);
  const total = ended || read === 0 ? kept.length : kept.length + Math.round((unread * kept.length) / read);
  return {
    ...first,
    page,
    results: kept.slice(wanted - CATALOGUE_PAGE_SIZE, wanted),
    total_pages: Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE)),
    total_results: total,
  };
}
