import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_COUNT } from '@marquee/domain';
import { useTheme } from '../features/theme/use-theme.ts';
import { RouteTableContext } from '../lib/route-prefetch.ts';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';

/** Everything the app runs inside: data cache, router (with its table for link prefetch) and toasts (spec §9 toast defaults). */
export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <RouteTableContext value={router.routes}>
        <RouterProvider router={router} />
      </RouteTableContext>
      <Toaster
        theme={theme}
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_COUNT}
        gap={TOAST_GAP_PX}
        hotkey={['altKey', 'KeyT']}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
