import { lazy, Suspense } from 'react';
import { useIsIdle } from '../../lib/when-idle.ts';

const AnnouncementHost = lazy(() => import('../../features/announcements/announcement-host.tsx'));
const InfoBoxHost = lazy(() => import('../../features/info-boxes/info-box-host.tsx'));

// Their code and their lists load only once the page is idle, so they never weigh on the first paint.

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

/** The info box of every page: a strip under the header that pushes the page down. */
export function LazyInfoBox() {
  const isIdle = useIsIdle();
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <InfoBoxHost />
    </Suspense>
  );
}
