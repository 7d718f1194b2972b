/** The detail-URL slug: lowercased, every non-alphanumeric character replaced by a dash. */
export function titleSlug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/** The other slug helper: lowercase, spaces to hyphens, other non-alphanumerics removed. */
export function simpleSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** The id of a detail-URL segment ('{id}-{slug}' or '{id}'): only the part before the first dash counts. */
export function parseIdSegment(segment: string | undefined): number | undefined {
  if (!segment) return undefined;
  const head = segment.split('-', 1)[0] ?? '';
  if (!/^\d+$/.test(head)) return undefined;
  const id = Number(head);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
