import { lazy, Suspense } from 'react';
import { useIsIdle } from '../../lib/when-idle.ts';

const AnnouncementHost = lazy(() => import('../../features/announcements/announcement-host.tsx'));
const InfoBoxHost = lazy(() => import('../../features/info-boxes/info-box-host.tsx'));

/**
 * The announcement modal and the info box of every page. Their code and their lists load only
 * once the page is idle, so they never weigh on the first paint.
 */
export function LazyNotices() {
  const isIdle = useIsIdle();
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementHost />
      <InfoBoxHost />
    </Suspense>
  );
}
