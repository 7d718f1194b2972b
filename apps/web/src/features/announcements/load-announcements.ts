import { noticeRoutes } from '@marquee/contract/routes';
import { dueAnnouncements } from '@marquee/domain';
import { apiGet } from '../../lib/api-client.ts';
import type { TReadyAnnouncement } from './announcement-modal.tsx';
import { readDismissedAnnouncements } from './announcement-storage.ts';

/** The announcements due now (§4), best first; fetched when the page is idle, not before. */
export async function loadDueAnnouncements(now: number): Promise<TReadyAnnouncement[]> {
  const items = await apiGet(noticeRoutes.announcements);
  return dueAnnouncements(Array.isArray(items) ? items : [], readDismissedAnnouncements(), now);
}

/** The item with its markup sanitized; DOMPurify is downloaded only for an item that has markup. */
export async function prepareAnnouncement(item: TReadyAnnouncement): Promise<TReadyAnnouncement> {
  if (!item.html) return item;
  const { default: DOMPurify } = await import('dompurify');
  return { ...item, safeHtml: DOMPurify.sanitize(item.html) };
}
