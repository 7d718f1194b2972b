import { lazy, Suspense } from 'react';
import type { TDownloadPanelProps } from './components/download-panel.tsx';

// The panel's code (and the playlist and file-name rules it uses) loads only when a Download search succeeds.
const DownloadPanel = lazy(() => import('./components/download-panel.tsx'));

/** The download panel, loaded on first open. */
export function LazyDownloadPanel(props: TDownloadPanelProps) {
  return (
    <Suspense fallback={null}>
      <DownloadPanel {...props} />
    </Suspense>
  );
}
