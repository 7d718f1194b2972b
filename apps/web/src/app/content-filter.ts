import type { QueryClient } from '@tanstack/react-query';
import { writeContentFilterCookie } from '../features/accounts/content-filter-cookie.ts';
import type { TSettingsStore } from '../features/accounts/settings-store.ts';
import { catalogueKeys } from '../features/catalogue/queries.ts';

/**
 * Keeps the content filter cookie equal to the content filtering setting (chosen here, or synced from
 * another device), and when it changes drops every catalogue answer the page holds: they were filtered
 * for the old choice, and those on screen are asked for again.
 */
export function followContentFilter(settings: TSettingsStore, client: QueryClient): () => void {
  const apply = () => {
    if (writeContentFilterCookie(settings.get().contentFiltering)) {
      void client.resetQueries({ queryKey: catalogueKeys.all });
    }
  };
  apply();
  return settings.subscribe(apply);
}
