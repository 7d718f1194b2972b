import { ANNOUNCEMENT_NEXT_DELAY_MS, ANNOUNCEMENTS_PER_SESSION, dueAnnouncements } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AnnouncementModal, type TReadyAnnouncement } from './announcement-modal.tsx';
import {
  announcementsShownThisSession,
  countAnnouncementShown,
  readDismissedAnnouncements,
  rememberAnnouncementDismissal,
} from './announcement-storage.ts';
import { prepareAnnouncement } from './prepare-announcement.ts';
import { announcementsQuery } from './queries.ts';

/**
 * The announcement modal, loaded once the page is idle: the due items best first, one at a time,
 * the next 250 ms after the previous closed, at most two per session. Closing records the time.
 */
export default function AnnouncementHost() {
  const [current, setCurrent] = useState<TReadyAnnouncement>();
  const [startedAt] = useState(() => Date.now());
  // Unset until the list came: then the items due when the host started, best first.
  const queue = useRef<TReadyAnnouncement[]>(undefined);
  const { data: items } = useQuery(announcementsQuery());

  const showNext = useCallback(async () => {
    const next = queue.current?.shift();
    if (!next || announcementsShownThisSession() >= ANNOUNCEMENTS_PER_SESSION) return;
    const ready = await prepareAnnouncement(next);
    countAnnouncementShown();
    setCurrent(ready);
  }, []);

  // No announcements is a fine outcome of a failed fetch; the page does not depend on them.
  useEffect(() => {
    if (!items || queue.current) return;
    queue.current = dueAnnouncements(items, readDismissedAnnouncements(), startedAt);
    showNext().catch(() => undefined);
  }, [items, startedAt, showNext]);

  const nextTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

  if (!current) return null;
  const close = () => {
    rememberAnnouncementDismissal(current.id, Date.now());
    setCurrent(undefined);
    nextTimer.current = window.setTimeout(
      () => void showNext().catch(() => undefined),
      ANNOUNCEMENT_NEXT_DELAY_MS,
    );
  };
  return <AnnouncementModal key={current.id} item={current} onClose={close} />;
}
