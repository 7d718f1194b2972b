import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from './app/query-client.ts';

/** Renders `ui` inside a fresh query cache with the app's defaults (a test's mutations and queries are its own). */
export function renderWithQueryClient(ui: ReactElement) {
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
