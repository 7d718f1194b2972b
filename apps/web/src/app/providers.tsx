import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_COUNT } from '@marquee/domain';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';

/** Everything the app runs inside: data cache, router and toasts (spec §9 toast defaults). */
export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
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
