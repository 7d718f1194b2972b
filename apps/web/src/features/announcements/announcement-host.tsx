import { ANNOUNCEMENT_NEXT_DELAY_MS, ANNOUNCEMENTS_PER_SESSION } from '@marquee/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AnnouncementModal, type TReadyAnnouncement } from './announcement-modal.tsx';
import {
  announcementsShownThisSession,
  countAnnouncementShown,
  rememberAnnouncementDismissal,
} from './announcement-storage.ts';
import { loadDueAnnouncements, prepareAnnouncement } from './load-announcements.ts';

/**
 * The announcement modal (spec §4), loaded once the page is idle: the due items best first, one at a time,
 * the next 250 ms after the previous closed, at most two per session. Closing records the time.
 */
export default function AnnouncementHost() {
  const [current, setCurrent] = useState<TReadyAnnouncement>();
  const queue = useRef<TReadyAnnouncement[]>([]);

  const showNext = useCallback(async () => {
    const next = queue.current.shift();
    if (!next || announcementsShownThisSession() >= ANNOUNCEMENTS_PER_SESSION) return;
    const ready = await prepareAnnouncement(next);
    countAnnouncementShown();
    setCurrent(ready);
  }, []);

  useEffect(() => {
    let isLive = true;
    loadDueAnnouncements(Date.now())
      .then((items) => {
        if (!isLive) return;
        queue.current = items;
        return showNext();
      })
      // No announcements is a fine outcome of a failed fetch; the page does not depend on them.
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [showNext]);

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
