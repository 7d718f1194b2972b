import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/** One client for the app: no retries on 4xx answers (they will not change), two on others. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The app's one cache, shared by the components and by the route loaders that fill it ahead of a page. */
export const queryClient = createQueryClient();
