import type { TReadyAnnouncement } from './announcement-modal.tsx';

/** The item with its markup sanitized; DOMPurify is downloaded only for an item that has markup. */
export async function prepareAnnouncement(item: TReadyAnnouncement): Promise<TReadyAnnouncement> {
  if (!item.html) return item;
  const { default: DOMPurify } = await import('dompurify');
  return { ...item, safeHtml: DOMPurify.sanitize(item.html) };
}
