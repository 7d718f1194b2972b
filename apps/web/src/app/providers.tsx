import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useTheme } from '../features/theme/use-theme.ts';
import { RouteTableContext } from '../lib/route-prefetch.ts';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';
import { AppToaster } from './toaster.tsx';

/** Everything the app runs inside: data cache, router (with its table for link prefetch) and toasts (spec §9 toast defaults). */
export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <RouteTableContext value={router.routes}>
        <RouterProvider router={router} />
      </RouteTableContext>
      <AppToaster theme={theme} />
    </QueryClientProvider>
  );
}
