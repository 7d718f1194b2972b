import { lazy, Suspense } from 'react';
import { useTheme } from '../../features/theme/use-theme.ts';
import { useToasterWanted } from '../../lib/toast.ts';

const AppToaster = lazy(async () => ({ default: (await import('../toaster.tsx')).AppToaster }));

/** Mounts the toaster once a toast is asked for: pages that show none never download sonner. */
export function LazyToaster() {
  const isWanted = useToasterWanted();
  const { theme } = useTheme();
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster theme={theme} />
    </Suspense>
  );
}
