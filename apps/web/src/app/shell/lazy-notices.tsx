import { lazy, Suspense } from 'react';
import { useIsIdle } from '../../lib/when-idle.ts';

const AnnouncementHost = lazy(() => import('../../features/announcements/announcement-host.tsx'));

// The announcement's code and list load only once the page is idle, so they never weigh on the first paint.

/** The announcement modal of every page: it takes focus, so it covers nothing one could use. */
export function LazyAnnouncements() {
  const isIdle = useIsIdle();
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementHost />
    </Suspense>
  );
}
